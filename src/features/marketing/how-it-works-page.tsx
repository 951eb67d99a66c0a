import { Check } from 'lucide-react';
import { steps } from './content/steps';
import { CtaBand, PageIntro } from './marketing-ui';
import { paths } from '@/lib/paths';

export default function HowItWorksPage() {
  return (
    <>
      <PageIntro eyebrow="How It Works" title="Six steps from vision to vows">
        Wedding Planner follows the way weddings actually come together: a vision first, then decisions, then
        the people and the day itself.
      </PageIntro>

      <section aria-label="The six steps" className="px-4 py-16 sm:py-20">
        <ol className="mx-auto max-w-3xl">
          {steps.map((s, i) => (
            <li key={s.title} className="relative flex gap-5 pb-12 last:pb-0 sm:gap-8">
              {i < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-14 bottom-2 left-6 w-px bg-accent-border sm:left-7"
                />
              )}
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-xl font-semibold text-primary-foreground shadow-md shadow-primary/25 sm:size-14 sm:text-2xl"
              >
                {i + 1}
              </span>
              <div className="min-w-0 pt-1.5 sm:pt-2.5">
                <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">
                  Step {i + 1}
                </p>
                <h2 className="mt-1 font-serif text-2xl font-semibold text-foreground sm:text-3xl">
                  {s.title}
                </h2>
                <p className="mt-2 text-lg text-muted-foreground">{s.text}</p>
                <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                  {s.points.map((p) => (
                    <li
                      key={p}
                      className="flex gap-2 rounded-xl border border-accent-strong bg-accent/50 p-3 text-copy"
                    >
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <CtaBand title="Ready for step one?" secondary={{ to: paths.features(), label: 'Explore Features' }}>
        Share your vision with the AI planner tonight; the rest of the plan grows from there.
      </CtaBand>
    </>
  );
}

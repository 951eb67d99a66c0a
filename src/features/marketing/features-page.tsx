import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { features } from './content/features';
import { CtaBand, PageIntro } from './marketing-ui';
import { paths } from '@/lib/paths';

export default function FeaturesPage() {
  return (
    <>
      <PageIntro eyebrow="Features" title="Every wedding planning tool, working together">
        Nine tools that share one plan — from the first brainstorm with your AI planner to the timeline your
        wedding party follows on the day.
      </PageIntro>

      <section aria-label="All features" className="px-4 py-16 sm:py-20">
        <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text, points, to }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-border bg-card p-7 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-strong text-primary-strong">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-5 font-serif text-2xl font-semibold text-foreground">{title}</h2>
              <p className="mt-3 text-muted-foreground">{text}</p>
              <ul className="mt-5 space-y-2 text-sm text-copy">
                {points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {p}
                  </li>
                ))}
              </ul>
              <Link
                to={to}
                className="mt-auto inline-flex min-h-10 items-center gap-1 pt-6 font-semibold text-primary-strong hover:text-primary-deep"
              >
                Open {title}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand
        title="See how the tools fit together"
        secondary={{ to: paths.howItWorks(), label: 'See How It Works' }}
      >
        Create an account to use every tool, or try the demo account from the sign-in page first.
      </CtaBand>
    </>
  );
}

import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { RichText } from './article-body';
import { faq } from './content/faq';
import { plainText } from './content/links';
import { JsonLd } from './json-ld';
import { PageIntro, textLink } from './marketing-ui';
import { paths } from '@/lib/paths';

export default function FaqPage() {
  return (
    <>
      <PageIntro eyebrow="Help" title="Frequently Asked Questions">
        Straight answers about accounts, privacy, the AI planner and the planning tools.
      </PageIntro>

      <div className="mx-auto max-w-3xl px-4 py-14 sm:py-16">
        <nav aria-label="FAQ topics" className="flex flex-wrap justify-center gap-2">
          {faq.map((g) => (
            <a
              key={g.id}
              href={`#${g.id}`}
              className="inline-flex min-h-10 items-center rounded-full border border-accent-border px-4 text-sm font-medium text-primary-deep hover:bg-accent"
            >
              {g.title}
            </a>
          ))}
        </nav>

        {faq.map((g) => (
          <section key={g.id} aria-labelledby={g.id} className="mt-12 scroll-mt-24">
            <h2 id={g.id} className="scroll-mt-24 font-serif text-2xl font-semibold text-foreground">
              {g.title}
            </h2>
            <div className="mt-4 divide-y divide-border rounded-2xl border border-border bg-card">
              {g.items.map((item) => (
                <details key={item.q} className="group">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-foreground hover:bg-accent/60 [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-primary-strong transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-muted-foreground">
                    <RichText text={item.a} />
                  </p>
                </details>
              ))}
            </div>
          </section>
        ))}

        <div className="mt-14 rounded-2xl bg-accent p-6 text-center">
          <h2 className="font-serif text-xl font-semibold text-foreground">Still have a question?</h2>
          <p className="mt-2 text-muted-foreground">
            Visit{' '}
            <Link to={paths.support()} className={textLink}>
              Support
            </Link>{' '}
            or{' '}
            <Link to={paths.contact()} className={textLink}>
              send us a message
            </Link>
            .
          </p>
        </div>
      </div>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.flatMap((g) =>
            g.items.map((item) => ({
              '@type': 'Question',
              name: item.q,
              acceptedAnswer: { '@type': 'Answer', text: plainText(item.a) },
            })),
          ),
        }}
      />
    </>
  );
}

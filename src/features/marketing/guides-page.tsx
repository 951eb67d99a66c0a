import { ArrowDown, CalendarRange, Store, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ArticleBody } from './article-body';
import { guides } from './content/guides';
import { CtaBand, PageIntro, textLink } from './marketing-ui';
import { paths } from '@/lib/paths';

const icons = { budgeting: Wallet, timeline: CalendarRange, 'choosing-vendors': Store } as const;

export default function GuidesPage() {
  return (
    <>
      <PageIntro eyebrow="Guides" title="Planning Guides">
        Practical, step-by-step guides to the three things that shape every wedding: the budget, the timeline
        and the people you hire.
      </PageIntro>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <nav aria-label="Guides on this page">
          <ul className="grid gap-5 md:grid-cols-3">
            {guides.map((g) => {
              const Icon = icons[g.id as keyof typeof icons] ?? Wallet;
              return (
                <li key={g.id}>
                  <a
                    href={`#${g.id}`}
                    className="group flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm hover:border-accent-border hover:shadow-md"
                  >
                    <Icon aria-hidden="true" className="size-7 text-primary" />
                    <span className="mt-4 font-serif text-xl font-semibold text-foreground group-hover:text-primary-strong">
                      {g.title}
                    </span>
                    <span className="mt-2 text-muted-foreground">{g.summary}</span>
                    <span className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-primary-strong">
                      Read the guide <ArrowDown aria-hidden="true" className="size-4" />
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        {guides.map((g) => (
          <article
            key={g.id}
            aria-labelledby={g.id}
            className="mx-auto mt-16 max-w-3xl border-t border-accent-strong pt-12"
          >
            <h2
              id={g.id}
              className="scroll-mt-24 font-serif text-3xl font-semibold text-balance text-foreground sm:text-4xl"
            >
              {g.title}
            </h2>
            <p className="mt-4 text-xl text-muted-foreground">{g.summary}</p>
            <div className="mt-8">
              <ArticleBody blocks={g.body} />
            </div>
          </article>
        ))}

        <p className="mx-auto mt-16 max-w-3xl text-center text-muted-foreground">
          Want the month-by-month version? See the{' '}
          <Link to={paths.checklist()} className={textLink}>
            wedding planning checklist
          </Link>
          , or browse more ideas on the{' '}
          <Link to={paths.blog()} className={textLink}>
            blog
          </Link>
          .
        </p>
      </div>

      <CtaBand
        title="Put the guides into practice"
        secondary={{ to: paths.features(), label: 'Explore Features' }}
      >
        The budget tracker, task list and vendor manager follow the same steps as these guides.
      </CtaBand>
    </>
  );
}

import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ArticleMeta } from './article-meta';
import { articles } from './content/blog';
import { CtaBand, PageIntro } from './marketing-ui';
import { paths } from '@/lib/paths';

export default function BlogPage() {
  return (
    <>
      <PageIntro eyebrow="Blog" title="Ideas and advice for planning your wedding">
        Practical articles from the Wedding Planner team: no sponsored lists, just what we have learned about
        planning a day that feels like yours.
      </PageIntro>

      <section aria-label="Articles" className="px-4 py-14 sm:py-16">
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {articles.map((a) => (
            <li key={a.slug}>
              <article className="group relative flex h-full flex-col rounded-2xl border border-border bg-card p-7 shadow-sm transition-shadow hover:border-accent-border hover:shadow-lg hover:shadow-accent-strong">
                <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">
                  {a.category}
                </p>
                <h2 className="mt-2 font-serif text-2xl font-semibold text-balance text-foreground">
                  {/* The title is the card's one link; its ::after covers the card so the whole card is clickable. */}
                  <Link
                    to={paths.blogArticle(a.slug)}
                    className="group-hover:text-primary-strong after:absolute after:inset-0 after:rounded-2xl"
                  >
                    {a.title}
                  </Link>
                </h2>
                <p className="mt-3 text-muted-foreground">{a.description}</p>
                <div className="mt-auto flex items-center justify-between gap-4 pt-6 text-sm text-subtle-foreground">
                  <ArticleMeta article={a} />
                  <ArrowRight
                    aria-hidden="true"
                    className="size-5 text-primary transition-transform group-hover:translate-x-1"
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand
        title="Plan alongside the reading"
        secondary={{ to: paths.guides(), label: 'Read the Guides' }}
      >
        Every article links to the tool that puts the advice to work.
      </CtaBand>
    </>
  );
}

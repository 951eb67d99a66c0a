import type { ReactNode } from 'react';
import { ArticleBody } from './article-body';
import type { LegalSection } from './content/legal';
import { LEGAL_UPDATED } from './content/legal';

/** The shared layout of the Privacy Policy and Terms of Service. */
export function LegalDocument({
  title,
  intro,
  sections,
  numbered = false,
  contact,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  numbered?: boolean;
  contact: ReactNode;
}) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-accent-strong pb-8">
          <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">Legal</p>
          <h1 className="mt-2 font-serif text-4xl font-semibold text-foreground sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-subtle-foreground">Last updated: {LEGAL_UPDATED}</p>
          <div className="mt-6 text-lg text-muted-foreground">{intro}</div>
        </header>

        <nav aria-label="Contents" className="mt-8 rounded-2xl bg-accent p-6">
          <h2 className="text-sm font-semibold tracking-widest text-foreground uppercase">Contents</h2>
          <ol
            className={`mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 ${numbered ? 'list-none' : 'list-decimal pl-5 marker:text-primary-strong'}`}
          >
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex min-h-9 items-center text-primary-deep hover:underline"
                >
                  {numbered ? `${i + 1}. ${s.title}` : s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id} className="mt-10">
            <h2 id={s.id} className="scroll-mt-24 font-serif text-2xl font-semibold text-foreground">
              {numbered ? `${i + 1}. ${s.title}` : s.title}
            </h2>
            <div className="mt-4">
              <ArticleBody blocks={s.body} />
            </div>
          </section>
        ))}

        <section aria-label="Contact" className="mt-12 rounded-2xl border border-border p-6 text-copy">
          {contact}
        </section>
      </article>
    </div>
  );
}

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
        <header className="border-b border-brand-100 pb-8">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Legal</p>
          <h1 className="mt-2 font-serif text-4xl font-semibold text-gray-900 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-gray-600">Last updated: {LEGAL_UPDATED}</p>
          <div className="mt-6 text-lg text-gray-700">{intro}</div>
        </header>

        <nav aria-label="Contents" className="mt-8 rounded-2xl bg-brand-50 p-6">
          <h2 className="text-sm font-semibold tracking-widest text-gray-900 uppercase">Contents</h2>
          <ol
            className={`mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 ${numbered ? 'list-none' : 'list-decimal pl-5 marker:text-brand-700'}`}
          >
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex min-h-9 items-center text-brand-800 hover:underline"
                >
                  {numbered ? `${i + 1}. ${s.title}` : s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id} className="mt-10">
            <h2 id={s.id} className="scroll-mt-24 font-serif text-2xl font-semibold text-gray-900">
              {numbered ? `${i + 1}. ${s.title}` : s.title}
            </h2>
            <div className="mt-4">
              <ArticleBody blocks={s.body} />
            </div>
          </section>
        ))}

        <section aria-label="Contact" className="mt-12 rounded-2xl border border-gray-200 p-6 text-gray-800">
          {contact}
        </section>
      </article>
    </div>
  );
}

import { Lightbulb } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTENT_LINK } from './content/links';
import type { Block } from './content/types';
import { textLink } from './marketing-ui';

/** Renders text with `[label](/internal-path)` and `[label](mailto:…)` links; nothing else becomes a link. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(CONTENT_LINK)) {
    parts.push(text.slice(last, m.index));
    const [, label, href] = m as unknown as [string, string, string];
    parts.push(
      href.startsWith('mailto:') ? (
        <a key={m.index} href={href} className={textLink}>
          {label}
        </a>
      ) : (
        <Link key={m.index} to={href} className={textLink}>
          {label}
        </Link>
      ),
    );
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts.map((p, i) => (typeof p === 'string' ? <Fragment key={`t${i}`}>{p}</Fragment> : p))}</>;
}

/** The readable long-form layout shared by blog articles and guides. */
export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-copy">
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'p':
            return (
              <p key={i}>
                <RichText text={b.text} />
              </p>
            );
          case 'h2':
            return (
              <h2 key={i} className="pt-4 font-serif text-2xl font-semibold text-foreground sm:text-3xl">
                {b.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i} className="pt-2 font-serif text-xl font-semibold text-foreground">
                {b.text}
              </h3>
            );
          case 'ul':
          case 'ol': {
            const List = b.kind;
            return (
              <List
                key={i}
                className={`space-y-2 pl-6 marker:text-primary ${b.kind === 'ul' ? 'list-disc' : 'list-decimal'}`}
              >
                {b.items.map((item) => (
                  <li key={item} className="pl-1">
                    <RichText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'tip':
            return (
              <aside
                key={i}
                className="flex gap-3 rounded-2xl border border-accent-strong bg-accent p-5 text-base"
              >
                <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                <div>
                  <p className="font-semibold text-foreground">{b.title}</p>
                  <p className="mt-1 text-copy">
                    <RichText text={b.text} />
                  </p>
                </div>
              </aside>
            );
        }
      })}
    </div>
  );
}

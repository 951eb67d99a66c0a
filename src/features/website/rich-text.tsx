import { Fragment } from 'react';
import { safeHttpUrl } from '@/lib/safe-url';

const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/gi;

/**
 * The couple's own words (their story, travel notes, FAQ answers) as paragraphs, with http(s) addresses as links and
 * nothing else interpreted: no HTML, no other schemes.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="[overflow-wrap:anywhere] whitespace-pre-line [&+p]:mt-3">
          {paragraph.split(URL_IN_TEXT).map((part, j) => {
            const href = j % 2 === 1 ? safeHttpUrl(part) : null;
            return href ? (
              <a
                key={j}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary-strong underline"
              >
                {part}
              </a>
            ) : (
              <Fragment key={j}>{part}</Fragment>
            );
          })}
        </p>
      ))}
    </div>
  );
}

import Markdown, { type Components } from 'react-markdown';
import { safeHttpUrl } from '@/lib/safe-url';

/**
 * Assistant replies as markdown. Raw HTML in a reply is never interpreted (no rehype-raw: react-markdown shows it
 * as text), links are only followed for http(s), and images become links so a reply can't make the browser load
 * arbitrary third-party resources.
 */
const components: Components = {
  a: ({ href, children }) => {
    const url = safeHttpUrl(href);
    if (!url) return <span>{children}</span>;
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-brand-700 font-medium underline"
      >
        {children}
      </a>
    );
  },
  img: ({ src, alt }) => {
    const url = safeHttpUrl(typeof src === 'string' ? src : null);
    const label = alt || 'image';
    if (!url) return <span>{label}</span>;
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-brand-700 font-medium underline"
      >
        {label}
      </a>
    );
  },
};

// Plain descendant styles (no typography plugin): readable lists, headings and code inside a chat bubble.
const proseClass =
  'break-words [&_a]:break-all [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-gray-100 [&_pre]:p-2 [&_strong]:font-semibold [&_table]:block [&_table]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-2';

export function MarkdownText({ text }: { text: string }) {
  return (
    <div className={proseClass}>
      <Markdown components={components}>{text}</Markdown>
    </div>
  );
}

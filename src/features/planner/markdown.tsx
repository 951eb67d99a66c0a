import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeHttpUrl } from '@/lib/safe-url';

/**
 * Assistant replies as markdown. Raw HTML in a reply is never interpreted (no rehype-raw: react-markdown shows it
 * as text), links are only followed for http(s), and images become links so a reply can't make the browser load
 * arbitrary third-party resources.
 */
const components: Components = {
  // A task list's boxes show the state the reply gave them; named, since a box without a name says nothing.
  input: ({ type, checked }) =>
    type === 'checkbox' ? (
      <input
        type="checkbox"
        checked={Boolean(checked)}
        disabled
        readOnly
        aria-label={checked ? 'Done' : 'Not done'}
      />
    ) : null,
  a: ({ href, children }) => {
    const url = safeHttpUrl(href);
    if (!url) return <span>{children}</span>;
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-primary-strong underline"
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
        className="font-medium text-primary-strong underline"
      >
        {label}
      </a>
    );
  },
};

// Plain descendant styles (no typography plugin): readable lists, headings and code inside a chat bubble.
const proseClass =
  'break-words [&_a]:break-all [&_blockquote]:border-l-4 [&_blockquote]:border-accent-border [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-secondary [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-secondary [&_pre]:p-2 [&_strong]:font-semibold [&_table]:block [&_table]:overflow-x-auto [&_table]:border-collapse [&_td]:border [&_td]:border-input [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-input [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_del]:line-through [&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-2';

// GitHub-flavoured markdown, which models write often: tables, task lists, strikethrough, autolinks.
const remarkPlugins = [remarkGfm];

export function MarkdownText({ text }: { text: string }) {
  return (
    <div className={proseClass}>
      <Markdown components={components} remarkPlugins={remarkPlugins}>
        {text}
      </Markdown>
    </div>
  );
}

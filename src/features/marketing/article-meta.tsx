import type { Article } from './content/types';
import { readingMinutes } from './content/reading-time';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 21, 2024 · 4 min read" for an article. */
export function ArticleMeta({ article, className }: { article: Article; className?: string }) {
  return (
    <p className={className}>
      <time dateTime={article.published}>
        {dateFormat.format(new Date(`${article.published}T00:00:00Z`))}
      </time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {readingMinutes(article.body)} min read
    </p>
  );
}

import type { Article } from './content/types';
import { readingMinutes } from './content/reading-time';
import { formatFullDate } from '@/lib/dates';

/** "March 21, 2024 · 4 min read" for an article. */
export function ArticleMeta({ article, className }: { article: Article; className?: string }) {
  return (
    <p className={className}>
      <time dateTime={article.published}>{formatFullDate(article.published)}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {readingMinutes(article.body)} min read
    </p>
  );
}

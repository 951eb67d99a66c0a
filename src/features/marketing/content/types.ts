/**
 * Long-form content (blog articles, guides) as plain data. Text may hold internal links written as
 * `[label](/path)`; nothing else is interpreted, so content can never inject markup.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h2' | 'h3'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'tip'; title: string; text: string };

export interface Article {
  slug: string;
  title: string;
  /** One or two sentences: the index teaser and the page's meta description. */
  description: string;
  /** ISO date (yyyy-mm-dd). */
  published: string;
  category: string;
  body: Block[];
}

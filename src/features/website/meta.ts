// Relative imports, no `@/`: the host's link-preview function (netlify/edge-functions/website-preview) loads this
// module in Deno, which knows nothing of the app's path alias.
import { formatLongDate } from '../../lib/dates.ts';
import type { PageMeta } from '../../lib/page-meta.ts';

/** What a published website's page says of itself to a browser tab, a search engine and a link preview. */
export function websiteMeta(site: {
  title: string;
  weddingDate: string | null;
  indexable: boolean;
}): PageMeta {
  const title = site.title.trim() || 'Our Wedding';
  return {
    title,
    description: site.weddingDate
      ? `${title} — ${formatLongDate(site.weddingDate)}. Our schedule, travel notes, RSVP and registry.`
      : `${title}: our schedule, travel notes, RSVP and registry.`,
    noindex: !site.indexable,
  };
}

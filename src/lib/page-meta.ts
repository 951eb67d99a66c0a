/** Document title, description and Open Graph tags for the current page (one place, applied by each route's page element, RoutePage). */
export const SITE_NAME = 'Wedding Planner';

/** The share image every page uses (public/, 1200×630 WebP), and its alt text. */
export const OG_IMAGE = {
  path: '/images/og-image.webp',
  width: 1200,
  height: 630,
  alt: 'Wedding Planner: plan your wedding in one place',
};

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type: 'article' for blog posts, otherwise 'website'. */
  type?: 'website' | 'article';
  /** Asks search engines not to index the page (a guest's personal RSVP link, a couple's site they keep private). */
  noindex?: boolean;
}

/**
 * Meta a page knows better than its route, keyed by pathname (e.g. one blog article among all of /blog/:slug).
 * The route's effect (RoutePage) runs after the page's (parents' effects run after children's), so it would
 * overwrite a page that set the tags itself; instead it consults this map for the current path.
 */
const overrides = new Map<string, PageMeta>();

export function setPathMeta(pathname: string, meta: PageMeta) {
  overrides.set(pathname, meta);
  if (window.location.pathname === pathname) applyPageMeta(meta);
}

/** The document title and the meta tags for a page at `url`: one list for the browser and the prerendered HTML. */
export function pageHead(routeMeta: PageMeta, url: string) {
  const here = new URL(url);
  const { title, description, type = 'website', noindex = false } = overrides.get(here.pathname) ?? routeMeta;
  const full = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: [attr: 'name' | 'property', key: string, content: string][] = [
    ['name', 'description', description],
    ['property', 'og:title', full],
    ['property', 'og:description', description],
    ['property', 'og:type', type],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:url', `${here.origin}${here.pathname}`],
    ['property', 'og:image', new URL(OG_IMAGE.path, here.origin).href],
    ['property', 'og:image:width', String(OG_IMAGE.width)],
    ['property', 'og:image:height', String(OG_IMAGE.height)],
    ['property', 'og:image:alt', OG_IMAGE.alt],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  if (noindex) tags.push(['name', 'robots', 'noindex']);
  return { title: full, tags };
}

export function applyPageMeta(routeMeta: PageMeta, url = window.location.href) {
  const { title, tags } = pageHead(routeMeta, new URL(url, window.location.origin).href);
  document.title = title;
  for (const [attr, key, content] of tags) {
    let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!el) {
      el = document.createElement('meta');
      el.setAttribute(attr, key);
      document.head.appendChild(el);
    }
    el.content = content;
  }
  // A page that may be indexed carries no robots tag (a page visited before may have left one).
  if (!tags.some(([, key]) => key === 'robots')) document.head.querySelector('meta[name="robots"]')?.remove();
}

/** Document title, description and Open Graph tags for the current page (one place, used by the layout). */
export const SITE_NAME = 'Wedding Planner';

/** The share image every page uses (public/, 1200×630 WebP), and its alt text. */
export const OG_IMAGE = { path: '/images/og-image.webp', width: 1200, height: 630, alt: 'Wedding Planner: plan your wedding in one place' };

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

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
 * The layout's effect runs after the page's (parents' effects run after children's), so the layout would
 * overwrite a page that set the tags itself; instead it consults this map for the current path.
 */
const overrides = new Map<string, PageMeta>();

export function setPathMeta(pathname: string, meta: PageMeta) {
  overrides.set(pathname, meta);
  if (window.location.pathname === pathname) applyPageMeta(meta);
}

export function applyPageMeta(routeMeta: PageMeta, url = window.location.href) {
  const here = new URL(url, window.location.origin);
  const { title, description, type = 'website', noindex = false } = overrides.get(here.pathname) ?? routeMeta;
  const full = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  document.title = full;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', full);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', type);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:url', `${here.origin}${here.pathname}`);
  setMeta('property', 'og:image', new URL(OG_IMAGE.path, here.origin).href);
  setMeta('property', 'og:image:width', String(OG_IMAGE.width));
  setMeta('property', 'og:image:height', String(OG_IMAGE.height));
  setMeta('property', 'og:image:alt', OG_IMAGE.alt);
  setMeta('name', 'twitter:card', 'summary_large_image');
  const robots = document.head.querySelector('meta[name="robots"]');
  if (noindex) setMeta('name', 'robots', 'noindex');
  else robots?.remove();
}

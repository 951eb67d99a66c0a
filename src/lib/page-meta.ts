/** Document title, description and Open Graph tags for the current page (one place, used by the layout). */
export const SITE_NAME = 'Wedding Planner';

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
}

export function applyPageMeta({ title, description }: PageMeta, url = window.location.href) {
  const full = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  document.title = full;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', full);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:url', url.split('#')[0]!);
  setMeta('name', 'twitter:card', 'summary');
}

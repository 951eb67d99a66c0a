import { applyPageMeta, OG_IMAGE, setPathMeta } from './page-meta';

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;

describe('applyPageMeta', () => {
  it('sets the title, description and Open Graph tags for the page', () => {
    applyPageMeta(
      { title: 'Features', description: 'Everything for planning.' },
      'http://localhost:3000/features?x=1#top',
    );
    expect(document.title).toBe('Features | Wedding Planner');
    expect(meta('description')).toBe('Everything for planning.');
    expect(meta('og:title')).toBe('Features | Wedding Planner');
    expect(meta('og:description')).toBe('Everything for planning.');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe('http://localhost:3000/features');
    expect(meta('og:image')).toBe(`http://localhost:3000${OG_IMAGE.path}`);
  });

  it('keeps the bare site name as the home page title', () => {
    applyPageMeta({ title: 'Wedding Planner', description: 'Home.' }, 'http://localhost:3000/');
    expect(document.title).toBe('Wedding Planner');
  });

  it('lets a page override its route meta for its own path, even when the route meta is applied afterwards', () => {
    window.history.pushState({}, '', '/blog/some-article');
    setPathMeta('/blog/some-article', {
      title: 'Some Article',
      description: 'About something.',
      type: 'article',
    });
    applyPageMeta({ title: 'Blog Article', description: 'Generic.' });
    expect(document.title).toBe('Some Article | Wedding Planner');
    expect(meta('og:type')).toBe('article');

    applyPageMeta({ title: 'Blog', description: 'All articles.' }, 'http://localhost:3000/blog');
    expect(document.title).toBe('Blog | Wedding Planner');
    expect(meta('og:type')).toBe('website');
  });

  it('asks search engines not to index a page that says so, and stops asking on the next page', () => {
    applyPageMeta({ title: 'RSVP', description: 'Reply.', noindex: true }, 'http://localhost:3000/rsvp/abc');
    expect(meta('robots')).toBe('noindex');
    applyPageMeta({ title: 'Features', description: 'All.' }, 'http://localhost:3000/features');
    expect(meta('robots')).toBeUndefined();
  });
});

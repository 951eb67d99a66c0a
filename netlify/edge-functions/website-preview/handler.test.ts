import { describe, expect, it, vi } from 'vitest';
import { handleWebsitePreview, websiteReader, type PreviewSite } from './handler';

/** The app's shell as the host serves it for /w/… (the build's index.html, cut down): generic share tags. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Plan your wedding with an AI planner."
    />
    <meta property="og:title" content="Wedding Planner" />
    <meta property="og:url" content="https://weddingplanner.app/" />
    <title>Wedding Planner — AI-assisted wedding planning</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const CSP = "default-src 'self'";
const shell = () =>
  new Response(SHELL, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP, etag: '"abc"' },
  });

const SITE: PreviewSite = { title: 'Priya & Arjun', weddingDate: '2027-02-14', indexable: false };

const preview = (path: string, website: (slug: string) => Promise<PreviewSite | null>, init?: RequestInit) =>
  handleWebsitePreview(new Request(`https://weddingplanner.app${path}`, init), {
    next: async () => shell(),
    website,
  });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('website link previews', () => {
  it("writes the site's own title, description, address and noindex into the shell, keeping its headers", async () => {
    const website = vi.fn(async () => SITE);
    const response = await preview('/w/priya-and-arjun', website);
    const html = await response.text();
    expect(website).toHaveBeenCalledWith('priya-and-arjun');
    expect(html).toContain('<title>Priya &amp; Arjun | Wedding Planner</title>');
    expect(meta(html, 'og:title')).toBe('Priya &amp; Arjun | Wedding Planner');
    expect(meta(html, 'description')).toBe(
      'Priya &amp; Arjun — Sunday, February 14, 2027. Our schedule, travel notes, RSVP and registry.',
    );
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe('https://weddingplanner.app/w/priya-and-arjun');
    expect(meta(html, 'robots')).toBe('noindex');
    // Each tag once: the shell's own were replaced, not repeated.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('etag')).toBeNull();
  });

  it('lets search engines index a site the couple opened to them', async () => {
    const html = await (
      await preview('/w/priya-and-arjun', async () => ({ ...SITE, indexable: true }))
    ).text();
    expect(meta(html, 'robots')).toBeUndefined();
    expect(meta(html, 'og:title')).toBe('Priya &amp; Arjun | Wedding Planner');
  });

  it('escapes what the couple typed, so a title cannot write markup', async () => {
    const title = '"><script>alert(1)</script>';
    const html = await (await preview('/w/priya-and-arjun', async () => ({ ...SITE, title }))).text();
    expect(html).not.toContain('<script>');
    expect(meta(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Wedding Planner');
  });

  it('an unknown or unpublished site previews as not available, and is not indexed', async () => {
    const html = await (await preview('/w/no-such-site', async () => null)).text();
    expect(html).toContain('<title>Wedding website | Wedding Planner</title>');
    expect(meta(html, 'description')).toBe('This wedding website is not available.');
    expect(meta(html, 'robots')).toBe('noindex');
  });

  it('sends the shell untouched for another path, a bad slug, a failed read or a request that is not a GET', async () => {
    const website = vi.fn(async () => SITE);
    for (const path of ['/w/', '/w/Priya', '/w/a', '/w/priya-and-arjun/extra', '/wx/priya-and-arjun'])
      expect(await (await preview(path, website)).text(), path).toBe(SHELL);
    expect(website).not.toHaveBeenCalled();
    const failing = await preview('/w/priya-and-arjun', async () => {
      throw new Error('timed out');
    });
    expect(await failing.text()).toBe(SHELL);
    expect(failing.headers.get('etag')).toBe('"abc"');
    expect(await (await preview('/w/priya-and-arjun', website, { method: 'HEAD' })).text()).toBe(SHELL);
    expect(website).not.toHaveBeenCalled();
  });

  it('leaves what is not a page alone', async () => {
    const notFound = await handleWebsitePreview(new Request('https://weddingplanner.app/w/priya-and-arjun'), {
      next: async () => new Response('gone', { status: 404, headers: { 'content-type': 'text/html' } }),
      website: async () => SITE,
    });
    expect([notFound.status, await notFound.text()]).toEqual([404, 'gone']);
  });
});

describe('websiteReader', () => {
  it("asks Supabase's REST endpoint for the public function with the publishable key, in the api schema", async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ...SITE, slug: 'priya-and-arjun', events: [] }));
    const read = websiteReader('https://abc.supabase.co', 'sb_publishable_x', fetchImpl);
    expect(await read('priya-and-arjun')).toMatchObject(SITE);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://abc.supabase.co/rest/v1/rpc/website_by_slug');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ apikey: 'sb_publishable_x', 'content-profile': 'api' });
    expect(JSON.parse(String(init.body))).toEqual({ p_slug: 'priya-and-arjun' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads no site from a null answer, and fails on an error status', async () => {
    expect(
      await websiteReader('https://abc.supabase.co', 'k', async () => Response.json(null))('x-y'),
    ).toBeNull();
    await expect(
      websiteReader('https://abc.supabase.co', 'k', async () => new Response('no', { status: 500 }))('x-y'),
    ).rejects.toThrow('500');
  });
});

// Relative imports with extensions: the host runs this in Deno, which knows nothing of the app's `@/` alias.
import { fillHead } from '../../../scripts/head-html.mjs';
import { SLUG_PATTERN } from '../../../src/lib/backend/guest-limits.ts';
import { pageHead, type PageMeta } from '../../../src/lib/page-meta.ts';
import { websiteMeta } from '../../../src/features/website/meta.ts';

/** What a preview needs of a published website (the `website_by_slug` function's answer has more). */
export interface PreviewSite {
  title: string;
  weddingDate: string | null;
  indexable: boolean;
}

export interface PreviewDeps {
  /** The response the host would send without this function: the app's shell (app.html) for /w/…. */
  next: () => Promise<Response>;
  /** The published site for a slug; null when there is none (unknown, or not published). */
  website: (slug: string) => Promise<PreviewSite | null>;
}

/** A site that is not there (unknown, unpublished): the page says so, and no search engine should keep it. */
const MISSING: PageMeta = {
  title: 'Wedding website',
  description: 'This wedding website is not available.',
  noindex: true,
};

/**
 * Link previews for a couple's website. Chat apps and social sites read a link's Open Graph tags from the HTML and
 * run no script, so the tags the page sets in the browser never reach them: at the host, before the app's shell goes
 * out for /w/:slug, its title, description, address and robots tags become the site's own, from the same public
 * read the page makes. Anything else (another path, a bad slug, a failed read) gets the shell as it was: a preview
 * is worth a little, the page itself everything.
 */
export async function handleWebsitePreview(request: Request, deps: PreviewDeps): Promise<Response> {
  const response = await deps.next();
  const slug = /^\/w\/([^/]+)\/?$/.exec(new URL(request.url).pathname)?.[1];
  const html = (response.headers.get('content-type') ?? '').includes('text/html');
  if (request.method !== 'GET' || !response.ok || !html || !slug || !SLUG_PATTERN.test(slug)) return response;

  let site: PreviewSite | null;
  try {
    site = await deps.website(slug);
  } catch {
    return response;
  }
  const meta = site ? websiteMeta(site) : MISSING;
  const headers = new Headers(response.headers);
  // The body changes: its length and validator no longer hold.
  headers.delete('content-length');
  headers.delete('etag');
  return new Response(fillHead(await response.text(), pageHead(meta, request.url)), {
    status: response.status,
    headers,
  });
}

/** How long a preview waits for the database before sending the page without it. */
export const READ_TIMEOUT_MS = 1500;

/**
 * The published site through Supabase's REST endpoint for `api.website_by_slug` (the same `security definer` read the
 * page makes with the publishable key; it returns only published sites and public events).
 */
export function websiteReader(supabaseUrl: string, publishableKey: string, fetchImpl: typeof fetch = fetch) {
  return async (slug: string): Promise<PreviewSite | null> => {
    const response = await fetchImpl(new URL('/rest/v1/rpc/website_by_slug', supabaseUrl), {
      method: 'POST',
      headers: {
        apikey: publishableKey,
        'content-type': 'application/json',
        // The function lives in the `api` schema (supabase/config.toml exposes it).
        'content-profile': 'api',
      },
      body: JSON.stringify({ p_slug: slug }),
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`website_by_slug answered ${response.status}`);
    const site = (await response.json()) as PreviewSite | null;
    return site && typeof site.title === 'string' ? site : null;
  };
}

/**
 * Netlify Edge Function: link previews for a couple's wedding website (/w/:slug), wiring the host into the pure
 * handler in handler.ts. It reads the site with the build's own public settings (VITE_SUPABASE_URL and the publishable
 * key, or the legacy anon key); a local-mode deploy has no database to read, so its shell goes out untouched. On
 * another host, run handleWebsitePreview the same way before the SPA fallback (a Cloudflare Pages Function at
 * functions/w/[slug].ts with `next` = `context.next`).
 */
import { handleWebsitePreview, websiteReader } from './handler.ts';

declare const Netlify: { env: { get(name: string): string | undefined } };

const url = Netlify.env.get('VITE_SUPABASE_URL');
const key = Netlify.env.get('VITE_SUPABASE_PUBLISHABLE_KEY') || Netlify.env.get('VITE_SUPABASE_ANON_KEY');
const website = url && key ? websiteReader(url, key) : null;

export default (request: Request, context: { next: () => Promise<Response> }) =>
  website ? handleWebsitePreview(request, { next: () => context.next(), website }) : context.next();

export const config = { path: '/w/*' };

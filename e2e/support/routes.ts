import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { readRouteTable, type RouteEntry } from '../../scripts/perf/route-table.mjs';

/**
 * Every route of src/app/routes.tsx, read from the table itself (scripts/perf/route-table.mjs), so specs that
 * walk "every route" pick up new pages without edits here. Grouped by who can open them.
 */
export type { RouteEntry };

const root = fileURLToPath(new URL('../..', import.meta.url));
export const routeTable: RouteEntry[] = readRouteTable(root);

/** Pages a visitor sees: the site, public, guest-only (sign-in, sign-up), the local mailbox and the not-found page. */
export const signedOutRoutes = routeTable.filter(
  (r) =>
    r.access === 'site' ||
    r.access === 'public' ||
    r.access === 'guest' ||
    r.access === 'local-only' ||
    r.access === 'fallback',
);
export const signedInRoutes = routeTable.filter((r) => r.access === 'signed-in');
export const adminRoutes = routeTable.filter((r) => r.access === 'admin');
/** Pages a guest opens by token or slug: their specs make the invitation, household or website first. */
export const tokenRoutes = routeTable.filter((r) => r.access === 'token');

/** A path the not-found route answers. */
export const UNKNOWN_PATH = '/this-page-does-not-exist';

/**
 * Routes whose parameter names something made first (nothing links to it until then): how to make one, returning its
 * address.
 */
const MADE_FIRST: Record<string, (page: Page) => Promise<string>> = {
  '/e-invites/:id/edit': async (page) => {
    await page.goto('/e-invites?tab=templates');
    await page.getByRole('button', { name: 'Use Elegant Floral' }).click();
    await page.waitForURL(/\/e-invites\/[^/]+\/edit$/);
    return new URL(page.url()).pathname;
  },
  // A join link arrives by e-mail or chat, never from a page. The walk's build is local mode, where every join link
  // gets the same real content: joining a wedding needs a cloud account (planning-together.spec checks the words).
  '/join/:token': async () => '/join/a-link-a-partner-sent',
};

/**
 * A concrete URL for a route. Paths with parameters (`/blog/:slug`) take the first matching link on the page
 * above them (`/blog`), so the sample is always real content, or (for what a couple makes first) a new one;
 * `*` becomes an unknown path.
 */
export async function concretePath(page: Page, route: RouteEntry): Promise<string> {
  if (route.path === '*') return UNKNOWN_PATH;
  const make = MADE_FIRST[route.path];
  if (make) return make(page);
  const at = route.path.indexOf('/:');
  if (at < 0) return route.path;
  const parent = route.path.slice(0, at) || '/';
  const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/?#]+')}$`);
  await page.goto(parent);
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href)
    throw new Error(`No link on ${parent} matches ${route.path}, so it cannot be visited with real content.`);
  return href;
}

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  attachScreenshot,
  axeFindings,
  darkContrastFindings,
  overflowFindings,
  settle,
  watchPage,
  type PageWatch,
} from './support/quality';
import {
  adminRoutes,
  concretePath,
  signedInRoutes,
  signedOutRoutes,
  type RouteEntry,
} from './support/routes';
import { onPhones } from './support/projects';
import { signInAsDemo } from './support/auth';

/**
 * Issue 6 / DESIGN.md §6: every route of the route table, signed out, signed in and as an admin, on both
 * projects. Each visit asserts no serious or critical axe violations, in the light theme and (colour contrast, the
 * only thing a theme changes) in the dark one (issue 36), no CSP violation or uncaught error (the preview server
 * sends the shipped Content-Security-Policy), and no horizontal overflow; a full-page screenshot per viewport is
 * attached. The phone project walks at 390 and 360 px wide.
 *
 * Lean on purpose (the whole `npm test` must stay under 20 minutes on two cores): one browser context per role,
 * signed in once, every route a step with soft assertions, so one bad page does not hide the others.
 */

const PHONE_WIDTHS = [390, 360];

// Every page already leaves a full-page screenshot; a trace of a ten-minute walk would cost more than it tells.
test.use({ trace: 'off' });

async function signUpFirstAccount(page: Page) {
  // Local mode makes the first account created in a browser its super_admin; every test has a fresh context.
  await page.goto('/signup');
  await page
    .getByLabel('Email')
    .fill(`admin-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-123');
  await page.getByLabel('Confirm Password').fill('secret-pass-123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/planner$/);
}

const exactPath = (route: RouteEntry) =>
  route.path.includes(':') || route.path === '*'
    ? undefined
    : new RegExp(`${route.path.replace(/\//g, '\\/')}$`);

async function checkRoute(
  page: Page,
  testInfo: TestInfo,
  watch: PageWatch,
  route: RouteEntry,
  stayPut: boolean,
) {
  const project = testInfo.project.name;
  // Desktop at its own width; the phone project at 390 and 360 px (axe once, at the first width, and its contrast check in the dark theme at the last).
  const widths = project === 'mobile' ? PHONE_WIDTHS : [page.viewportSize()?.width ?? 1280];
  const height = page.viewportSize()?.height ?? 800;
  await page.setViewportSize({ width: widths[0]!, height });
  await page.emulateMedia({ colorScheme: 'light' });
  const url = await concretePath(page, route);
  await watch.takeProblems(); // what the page before did is that page's business
  await page.goto(url);
  await settle(page);
  const expected = exactPath(route);
  if (stayPut && expected) expect.soft(page, `${url} should stay put, not redirect`).toHaveURL(expected);

  const slug = route.path === '/' ? 'home' : route.path.replace(/^\//, '').replace(/[^\w-]+/g, '-');
  const problems: Record<string, string[]> = {};
  for (const [i, width] of widths.entries()) {
    problems[`overflow at ${width}px`] = await overflowFindings(page, width);
    if (i === 0) problems[`axe at ${width}px`] = await axeFindings(page);
    await attachScreenshot(page, testInfo, `${slug}-${project}-${width}px`);
  }
  // Then in the dark theme, at the last width: the page stays dark until the next visit starts light.
  const dark = `axe in the dark theme at ${widths.at(-1)}px`;
  problems[dark] = await darkContrastFindings(page);
  // Seen only when something is wrong in it: a screenshot per page would double the walk's pictures.
  if (problems[dark].length) await attachScreenshot(page, testInfo, `${slug}-${project}-dark`);
  problems['CSP violations and uncaught errors'] = await watch.takeProblems();
  const found = Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length));
  expect.soft(found, `quality problems on ${url}`).toEqual({});
}

async function walk(page: Page, testInfo: TestInfo, routes: RouteEntry[], { stayPut }: { stayPut: boolean }) {
  // About 3 s a page on desktop and 4 on a phone (two widths) when the machine is busy.
  test.setTimeout(60_000 + routes.length * 20_000);
  const watch = await watchPage(page);
  for (const route of routes) {
    await test.step(route.path, () => checkRoute(page, testInfo, watch, route, stayPut));
  }
}

test('quality walk, signed out', onPhones, async ({ page }, testInfo) => {
  await walk(page, testInfo, signedOutRoutes, { stayPut: false });
});

test('quality walk, signed in', onPhones, async ({ page }, testInfo) => {
  const watch = await watchPage(page);
  await signInAsDemo(page);
  await watch.takeProblems();
  // The landing page again: signed in, the header carries the Account menu instead of the sign-in links.
  const home = signedOutRoutes.filter((r) => r.path === '/');
  await walk(page, testInfo, [...home, ...signedInRoutes], { stayPut: true });
});

test('quality walk, admin', onPhones, async ({ page }, testInfo) => {
  await signUpFirstAccount(page);
  await walk(page, testInfo, [...adminRoutes, ...signedInRoutes.filter((r) => r.path === '/account')], {
    stayPut: true,
  });
});

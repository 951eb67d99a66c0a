import { expect, type Page, test } from '@playwright/test';
import { articles } from '../src/features/marketing/content/blog';
import { SITE_ORIGIN } from '../scripts/prerender.mjs';

/**
 * The legal, help and content pages (issue 3 items 5-7): their required text, that they render with content on
 * desktop and on a 390 px phone, and what search engines and link previews see.
 */

const articlePaths = articles.map((a) => `/blog/${a.slug}`);

/** Every public page a visitor can reach signed out. */
const PUBLIC_PAGES = [
  '/',
  '/features',
  '/how-it-works',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/faq',
  '/support',
  '/checklist',
  '/guides',
  '/blog',
  ...articlePaths,
  '/login',
  '/signup',
  '/forgot-password',
  '/vendor/register',
];

const main = (page: Page) => page.getByRole('main');

test.describe('legal pages', () => {
  test('privacy policy: dated, with its own privacy mailbox', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy | Wedding Planner');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main(page).getByText('Last updated: March 5, 2024')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI features and our AI provider' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How long we keep it, and deleting it' })).toBeVisible();
    await expect(
      main(page).getByRole('link', { name: 'privacy@weddingplanner.app' }).first(),
    ).toHaveAttribute('href', 'mailto:privacy@weddingplanner.app');
    await expect(main(page).getByRole('link', { name: 'legal@weddingplanner.app' })).toHaveCount(0);
  });

  test('terms of service: dated, nine numbered sections, its own legal mailbox', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms of Service | Wedding Planner');
    await expect(main(page).getByText('Last updated: March 5, 2024')).toBeVisible();
    const sections = main(page).getByRole('heading', { level: 2, name: /^\d+\. / });
    await expect(sections).toHaveCount(9);
    for (let i = 0; i < 9; i++) await expect(sections.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. `));
    await expect(main(page).getByRole('link', { name: 'legal@weddingplanner.app' }).first()).toHaveAttribute(
      'href',
      'mailto:legal@weddingplanner.app',
    );

    // The table of contents jumps to a section.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: '5. AI-Generated Suggestions' })
      .click();
    await expect(page).toHaveURL(/\/terms#ai$/);
    await expect(page.getByRole('heading', { name: '5. AI-Generated Suggestions' })).toBeInViewport();
  });
});

test.describe('help pages', () => {
  test('FAQ: at least ten questions in a disclosure list that opens by keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('Frequently Asked Questions | Wedding Planner');
    const questions = main(page).locator('details > summary');
    expect(await questions.count()).toBeGreaterThanOrEqual(10);

    const first = main(page).locator('details').first();
    const answer = first.getByText(/choose the demo account/);
    await expect(answer).toBeHidden();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(first.getByRole('link', { name: 'sign-in page' })).toHaveAttribute('href', '/login');
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();

    await expectInternalLink(page, 'Support', '/support');
    await expectInternalLink(page, 'send us a message', '/contact');
  });

  test('support: self-help, expert planner support and a way to contact us', async ({ page }) => {
    await page.goto('/support');
    await expect(page).toHaveTitle('Support | Wedding Planner');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Expert planner support' })).toBeVisible();
    await expectInternalLink(page, /^FAQ/, '/faq');
    await expectInternalLink(page, /^Planning Guides/, '/guides');
    await expectInternalLink(page, /^Checklist/, '/checklist');
    await expectInternalLink(page, 'Send us a message', '/contact');
    await expect(main(page).getByText('9:00 AM-6:00 PM')).toBeVisible();

    await main(page).getByRole('link', { name: 'Ask a planner' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  });

  test('checklist: month by month, inviting the visitor to track it in the app', async ({ page }) => {
    await page.goto('/checklist');
    await expect(page).toHaveTitle('Wedding Planning Checklist | Wedding Planner');
    for (const period of ['12+ months before', '6–7 months before', '1 month before', 'Wedding day']) {
      await expect(main(page).getByRole('heading', { level: 2, name: period })).toBeVisible();
    }
    await expect(main(page).getByText('Agree a total budget and who is contributing')).toBeVisible();
    await expect(main(page).getByText('Track it in the app.')).toBeVisible();
    await expectInternalLink(page, 'Start tracking free', '/signup');
    await expectInternalLink(page, 'Create a free account', '/signup');
    await expect(main(page).getByRole('button', { name: 'Print checklist' })).toBeVisible();

    await main(page).getByRole('link', { name: 'Start tracking free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('guides: budgeting, timeline and choosing vendors, each with real content', async ({ page }) => {
    await page.goto('/guides');
    await expect(page).toHaveTitle('Planning Guides | Wedding Planner');
    for (const [id, title] of [
      ['budgeting', 'Wedding Budgeting: Set It, Split It, Stick to It'],
      ['timeline', 'Your Planning Timeline: What to Do When'],
      ['choosing-vendors', 'Choosing Wedding Vendors You Can Trust'],
    ] as const) {
      const guide = main(page).getByRole('article', { name: title });
      await expect(guide).toBeVisible();
      expect((await guide.innerText()).split(/\s+/).length).toBeGreaterThan(250);
      await expect(
        page
          .getByRole('navigation', { name: 'Guides on this page' })
          .getByRole('link', { name: new RegExp(title.replace(/[:?]/g, '.')) }),
      ).toHaveAttribute('href', `#${id}`);
    }
    await expectInternalLink(page, 'Budget Tracker', '/budget');
    await expectInternalLink(page, 'wedding planning checklist', '/checklist');
  });
});

test.describe('blog', () => {
  test('the index lists at least three articles, each opening on its own route with its own title', async ({
    page,
  }) => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog | Wedding Planner');
    const links = main(page).getByRole('region', { name: 'Articles' }).getByRole('link');
    await expect(links).toHaveCount(articles.length);

    for (const a of articles) {
      await page.goto('/blog');
      await main(page).getByRole('link', { name: a.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${a.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
      await expect(page).toHaveTitle(`${a.title} | Wedding Planner`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', a.description);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      expect((await main(page).getByRole('article').innerText()).split(/\s+/).length).toBeGreaterThan(300);
    }

    await main(page).getByRole('link', { name: 'All articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle('Blog | Wedding Planner');
  });

  test('an unknown article says so and leads back to the blog', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { name: "We couldn't find that article" })).toBeVisible();
    await expect(page).toHaveTitle('Article Not Found | Wedding Planner');
    await main(page).getByRole('link', { name: 'Browse the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('every public page has its own title, description and share tags, and a share image from the site', async ({
  page,
  request,
}) => {
  const seen = new Map<string, string>();
  const descriptions = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    const title = await page.title();
    expect(seen.get(title), `${path} shares its title with ${seen.get(title)}`).toBeUndefined();
    seen.set(title, path);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    descriptions.add(description!);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
    // The page's own address: on the site's origin in the prerendered HTML (what crawlers read), or on this one once
    // the app has taken the page over.
    const url = new URL((await page.locator('meta[property="og:url"]').getAttribute('content'))!);
    expect(url.pathname, path).toBe(path);
    expect([new URL(page.url()).origin, SITE_ORIGIN]).toContain(url.origin);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', /^(website|article)$/);
  }
  expect(descriptions.size).toBe(PUBLIC_PAGES.length);

  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  expect([new URL(page.url()).origin, SITE_ORIGIN]).toContain(image.origin);
  const res = await request.get(image.pathname);
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('image/webp');
});

test('robots.txt, sitemap.xml and the web manifest are served', async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain('Sitemap: https://weddingplanner.app/sitemap.xml');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  // A password-reset form has nothing to index; everything else public is in the sitemap.
  for (const path of PUBLIC_PAGES.filter((p) => p !== '/forgot-password'))
    expect(sitemap).toContain(`<loc>https://weddingplanner.app${path}</loc>`);

  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe('Wedding Planner');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  // The icon is inline in every page (no request of its own), and the same as the file others may link to.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  const file = await request.get('/favicon.svg');
  expect(file.ok()).toBe(true);
  expect(decodeURIComponent(icon!.slice('data:image/svg+xml,'.length))).toBe((await file.text()).trim());
});

async function expectInternalLink(page: Page, name: string | RegExp, href: string) {
  await expect(
    main(page)
      .getByRole('link', { name, exact: typeof name === 'string' })
      .first(),
  ).toHaveAttribute('href', href);
}

import { expect, test, type Page } from '@playwright/test';
import {
  fillSignIn,
  fillSignUp,
  followNewestMail,
  freshEmail,
  newCouple,
  signOutFromHeader,
  signUp,
} from './support/auth';
import { SESSION_STORAGE_KEY } from '../src/lib/backend/stored-session';
import { expectAccessible } from './support/quality';
import { onPhones } from './support/projects';

test('unknown paths get a helpful not-found page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Wedding Planner');
  await expect(page).toHaveTitle(/Page Not Found/);
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor opening a planning tool is sent to sign in', async ({ page }) => {
  await page.goto('/budget');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-out header: Features, How It Works, For Vendors, Get Started', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const expected: [string, string][] = [
    ['Features', '/features'],
    ['How It Works', '/how-it-works'],
    ['For Vendors', '/vendor/register'],
    ['Get Started', '/login'],
  ];
  await expect(nav.getByRole('link')).toHaveText(expected.map(([name]) => name));
  for (const [name, href] of expected)
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toHaveCount(0);
});

test('footer: the spec’s labels and links, social links and the copyright', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const links: [string, string][] = [
    ['AI Wedding Planner', '/planner'],
    ['Style Guide', '/mood-board'],
    ['Budget Tracker', '/budget'],
    ['Day-Of Timeline', '/schedule'],
    ['Timeline Planning', '/schedule'],
    ['Vendor Management', '/vendors'],
    ['Digital Invitations', '/e-invites'],
    ['Blog', '/blog'],
    ['Guides', '/guides'],
    ['Checklist', '/checklist'],
    ['FAQ', '/faq'],
    ['Support', '/support'],
  ];
  await expect(footer.getByText('Wedding Planner', { exact: true }).first()).toBeVisible();
  for (const [name, href] of links)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  const social = footer.getByRole('list', { name: 'Social links' }).getByRole('link');
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Wedding Planner. All rights reserved.`);

  await footer.getByRole('link', { name: 'Style Guide' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a new page starts at its top, and Back returns to where the last one was left', async ({ page }) => {
  await page.goto('/features');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

  // The header stays in view: the link is followed from the middle of the page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/features$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

test('the resource pages render inside the layout', async ({ page }) => {
  for (const path of ['/blog', '/guides', '/checklist', '/faq', '/support']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('signed in: the Account dropdown has My Account, Wedding Planner and Sign Out, by mouse and keyboard', async ({
  page,
}) => {
  await signUp(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

  const account = page.getByRole('button', { name: 'Account', exact: true });
  await account.click();
  await expect(page.getByRole('menuitem')).toHaveText(['My Account', 'Wedding Planner', 'Sign Out']);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  await page.getByRole('menuitem', { name: 'Wedding Planner' }).click();
  await expect(page).toHaveURL(/\/planner$/);
  await signOutFromHeader(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }),
  ).toBeVisible();
});

test.describe('on a 390 px phone', onPhones, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu is an accessible disclosure: state, Escape, focus, closes on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await button.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    for (const link of await menu.getByRole('link').all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('admin guard', () => {
  test('a visitor is asked to sign in; the first account of a browser is the super admin; a second account is sent home', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);

    // Each Playwright test starts with an empty browser, so this is its first account.
    await signUp(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await signOutFromHeader(page);

    await signUp(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('reminder browser alerts run on every signed-in page, not only on Notifications', async ({ page }) => {
  // A granted browser Notification API that records what the app shows.
  await page.addInitScript(() => {
    const shown: { title: string }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static async requestPermission() {
        return 'granted' as const;
      }
      constructor(title: string) {
        shown.push({ title });
      }
    }
    Object.assign(window, { Notification: FakeNotification, shownNotifications: shown });
  });
  const shown = () =>
    page.evaluate(() =>
      (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications.map(
        (n) => n.title,
      ),
    );
  await page.clock.install({ time: new Date(2026, 2, 1, 10, 0, 0) });
  await newCouple(page);
  await page.goto('/notifications');
  await page.getByLabel('Reminder frequency').selectOption('On the day');
  await page.getByRole('switch', { name: 'Browser notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Browser notifications' })).toBeChecked();
  await page.getByRole('button', { name: 'Add Notification' }).click();
  await page.getByLabel('Title').fill('Call the florist');
  await page.getByLabel('Date').fill('2026-03-01');
  await page.getByLabel('Time (optional)').fill('10:02');
  await page.getByRole('button', { name: 'Save Notification' }).click();
  await expect(page.getByText('Call the florist')).toBeVisible();

  // Leave for the account hub (in the app, so the open session keeps its clock) and let the moment pass there.
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.clock.runFor(3 * 60_000);
  await expect.poll(shown).toEqual(['Call the florist']);
});

test("the site's pages arrive prerendered: readable without JavaScript, taken over by the app without errors", async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/features');
  await expect(bare).toHaveTitle('Features | Wedding Planner');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(
    'Every wedding planning tool, working together',
  );
  await expect(bare.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    'https://weddingplanner.app/features',
  );
  // A tool page is its own frame (its heading), never another page's markup; a page without one is the empty shell.
  await bare.goto('/budget');
  await expect(bare).toHaveTitle('Budget Tracker | Wedding Planner');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Budget Tracker');
  await expect(bare.getByRole('main').getByRole('button')).toHaveCount(0);
  await bare.goto('/account');
  await expect(bare.locator('#root')).toBeEmpty();
  await noScript.close();

  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  // Taken over: the form's button waits for the app, then the app checks the fields instead of the browser posting.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  expect(problems).toEqual([]);
});

test("a visitor's site page is complete as HTML: none of the app's code loads until a page needs it", async ({
  page,
}) => {
  const appCode: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/') && r.resourceType() === 'script')
      appCode.push(r.url());
  });
  await page.goto('/features');
  // The visitor's links show without the app knowing the session: the boot script found none stored.
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await main.getByRole('link', { name: 'How It Works' }).focus();
  await expect(main.getByRole('link', { name: 'How It Works' })).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(appCode).toEqual([]);

  // Its links are the site's pages, prerendered; a page with a form starts the app.
  await main.getByRole('link', { name: 'How It Works' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(appCode.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
});

test('a signed-in couple opening the home page sees their Account menu, never the visitor links', async ({
  page,
}) => {
  await newCouple(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Account/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }),
  ).toHaveCount(0);
});

/** Holds back the chunks whose address matches `chunk` (a page's code) until `release` is called. */
async function holdCode(page: Page, chunk: RegExp) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether React runs the page: it marks the element it renders into. */
const appRuns = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react')));

test('the sign-in page arrives as HTML and runs none of the app until the visitor reaches for it; a click made meanwhile is kept', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  // The page's code is held back, so the app cannot take the page over before the click below.
  const release = await holdCode(page, /\/assets\/login-page-[\w-]+\.js$/);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await appRuns(page)).toBe(false);

  await page.getByRole('button', { name: 'Use demo account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  // Once the app runs the page, it gets the click: the demo account signs in.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('sign-up typed before the app runs keeps every letter, shows its messages, and Enter signs up', async ({
  page,
}) => {
  const release = await holdCode(page, /\/assets\/signup-page-[\w-]+\.js$/);
  await page.goto('/signup');
  const email = `early-${Date.now().toString(36)}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tulips-garden-42');
  await page.getByLabel('Confirm Password').fill('tulips-garden-4');
  expect(await appRuns(page)).toBe(false);
  release();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('tulips-garden-42');
  await page.getByLabel('Confirm Password').press('Enter');
  await expect(page).toHaveURL(/\/planner$/);
});

test.describe('a form filled and sent at once, before the app has taken the page over, is sent every time', () => {
  /**
   * Fresh visits in a row: each one a new page load whose code arrives only after the click, every other one with a
   * query string. The loss these guard against was certain, not rare (20 of 20 rounds lost after a password reset),
   * so six rounds, three of each kind of visit, catch it; twenty cost CI about 90 s more for nothing.
   */
  const ROUNDS = 6;
  // About 1.5 s a round (a 600,000-round password hash, then the next page).
  test.describe.configure({ timeout: 90_000 });

  /** A visitor again for the next round: the session the last one signed in with is forgotten (the account stays). */
  const forgetSession = (page: Page) =>
    page.evaluate((key) => {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }, SESSION_STORAGE_KEY);

  /**
   * One round: the page opens with its code held back, the form is filled and sent at once (as a password manager
   * does: the click lands before the app runs), then the code arrives. A round that does not reach `landsOn` is
   * counted and the next one still runs, so a failure reports how many of the rounds were lost.
   */
  async function rounds(
    page: Page,
    {
      code,
      open,
      send,
      landsOn,
    }: {
      code: RegExp;
      open: (round: number) => Promise<unknown>;
      send: () => Promise<void>;
      landsOn: RegExp;
    },
  ) {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    for (let round = 1; round <= ROUNDS; round++) {
      const release = await holdCode(page, code);
      await open(round);
      await send();
      release();
      await expect.soft(page, `round ${round} of ${ROUNDS}`).toHaveURL(landsOn);
      await page.unrouteAll();
      await forgetSession(page);
    }
    expect(problems).toEqual([]);
  }

  test('sign-up', async ({ page }) => {
    await rounds(page, {
      code: /\/assets\/signup-page-[\w-]+\.js$/,
      // Every other visit arrives with a query string the prerendered page was not built with.
      open: (round) => page.goto(round % 2 ? '/signup' : '/signup?utm_source=newsletter'),
      send: () => fillSignUp(page, freshEmail('instant')),
      landsOn: /\/planner$/,
    });
  });

  test('sign-in', async ({ page }) => {
    const { email, password } = await newCouple(page);
    await forgetSession(page);
    await rounds(page, {
      code: /\/assets\/login-page-[\w-]+\.js$/,
      open: (round) => page.goto(round % 2 ? '/login' : '/login?utm_source=newsletter'),
      send: () => fillSignIn(page, email, password),
      landsOn: /\/account$/,
    });
  });

  test('sign-up with a password manager’s button in the form: the page is drawn afresh, and what was typed and the click go with it', async ({
    page,
  }) => {
    const release = await holdCode(page, /\/assets\/signup-page-[\w-]+\.js$/);
    await page.goto('/signup');
    // Markup the app did not render, where password managers put their button: beside a field. React will not take
    // such HTML over; it draws the page again, with new fields and a new button.
    await page
      .getByLabel('Email')
      .evaluate((field) =>
        field.after(Object.assign(document.createElement('span'), { className: 'pm-icon' })),
      );
    await fillSignUp(page, freshEmail('manager'));
    release();
    await expect(page).toHaveURL(/\/planner$/);
  });

  test('sign-in after a password reset, with its notice', async ({ page }) => {
    const { email } = await signUp(page);
    await signOutFromHeader(page);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status')).toContainText('Check your email');
    await followNewestMail(page, 'Reset your password', 'Reset your password');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm New Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Your password has been updated.' });
    await expect(notice).toBeVisible();
    // The notice lives in the page's history entry: a reload (or a visit back to it) opens the prerendered sign-in
    // page, built without it, and the app shows it once it takes the page over.
    const entry: unknown = await page.evaluate(() => window.history.state);

    await rounds(page, {
      code: /\/assets\/login-page-[\w-]+\.js$/,
      open: async () => {
        await page.goto('/login');
        await page.evaluate((state) => window.history.replaceState(state, ''), entry);
        await page.reload();
        await expect(notice).toHaveCount(0);
      },
      send: () => fillSignIn(page, email, 'brand-new-pass'),
      landsOn: /\/account$/,
    });
  });
});

test('a signed-in couple opening the sign-in page is taken to their account without ever seeing the form', async ({
  page,
}) => {
  await newCouple(page);
  // What the page shows as soon as its HTML is parsed, before any script of the app has run.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstSight: string }).firstSight = getComputedStyle(
        document.getElementById('root')!,
      ).visibility;
    }),
  );
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account$/);
  expect(await page.evaluate(() => (window as unknown as { firstSight: string }).firstSight)).toBe('hidden');
});

// The sign-up page starts the app at the first touch; the contact page starts it at once, and its menu is held alike.
for (const [path, chunk] of [
  ['/signup', 'signup-page'],
  ['/contact', 'contact-page'],
] as const)
  test(
    `on a phone, the menu opened before the app runs ${path} opens once it does`,
    onPhones,
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the menu button is shown on phones');
      const release = await holdCode(page, new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`));
      await page.goto(path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      release();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'How It Works' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    },
  );

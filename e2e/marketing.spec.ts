import { expect, type Page, test } from '@playwright/test';
import { onPhones } from './support/projects';

/**
 * The public front door (issue 3): every button and link goes where the spec says, each page shows its
 * required strings, the contact form really sends (and fails honestly), and nothing overflows a 360 px phone.
 */

/** Asserts a link's destination without leaving the page. */
async function expectLink(page: Page, name: string | RegExp, href: string, scope = page.getByRole('main')) {
  await expect(scope.getByRole('link', { name, exact: typeof name === 'string' }).first()).toHaveAttribute(
    'href',
    href,
  );
}

test.describe('landing page', () => {
  test(
    'hero, AI section, four steps, the tools grid and the closing call to action',
    onPhones,
    async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle('Wedding Planner');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLink(page, /Start Planning Now/, '/signup');
      await expectLink(page, /^Learn More/, '/how-it-works');
      await expect(page.getByRole('main').getByRole('link', { name: /^Learn More/ })).toHaveText(
        'Learn More about how it works',
      );

      await expect(
        page.getByRole('heading', { name: "A planning partner that's always on call" }),
      ).toBeVisible();
      const steps = page
        .getByRole('region', { name: 'From first idea to first dance in four steps' })
        .getByRole('listitem');
      await expect(steps).toHaveCount(4);

      const grid = page.getByRole('region', { name: 'Everything You Need' });
      for (const [name, href] of [
        ['AI Wedding Planner', '/planner'],
        ['AI Mood Board', '/mood-board'],
        ['E-Invites', '/e-invites'],
        ['Budget Tracker', '/budget'],
        ['Vendor Management', '/vendors'],
        ['Wedding Day Schedule', '/schedule'],
      ] as const) {
        await expect(grid.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
      }

      await expectLink(page, 'Start Free Trial', '/signup');
      await expectLink(page, 'See How It Works', '/how-it-works');
    },
  );

  test('the hero buttons and the closing call to action lead to their pages', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Learn More/ })
      .click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole('heading', { name: 'Share Your Vision' })).toBeVisible();

    await page.goto('/');
    await page
      .getByRole('link', { name: /Start Planning Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a signed-out visitor following a tool from the grid is asked to sign in', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Everything You Need' })
      .getByRole('link', { name: /^Budget Tracker/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('header and footer links go where the spec says', onPhones, async ({ page, isMobile }) => {
  await page.goto('/');
  const nav = isMobile
    ? page.getByRole('navigation', { name: 'Mobile' })
    : page.getByRole('navigation', { name: 'Main' });
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  for (const [name, href] of [
    ['Features', '/features'],
    ['How It Works', '/how-it-works'],
    ['For Vendors', '/vendor/register'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Get Started' }).filter({ visible: true }),
  ).toHaveAttribute('href', '/login');

  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['AI Wedding Planner', '/planner'],
    ['Style Guide', '/mood-board'],
    ['Budget Tracker', '/budget'],
    ['Day-Of Timeline', '/schedule'],
    ['Timeline Planning', '/schedule'],
    ['Vendor Management', '/vendors'],
    ['Digital Invitations', '/e-invites'],
    ['Checklist', '/checklist'],
    ['Blog', '/blog'],
    ['Guides', '/guides'],
    ['FAQ', '/faq'],
    ['Support', '/support'],
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('features page shows the nine feature cards, each opening its tool', async ({ page }) => {
  await page.goto('/features');
  await expect(page).toHaveTitle('Features | Wedding Planner');
  const cards = page
    .getByRole('region', { name: 'All features' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(9);
  for (const [name, href] of [
    ['AI Wedding Planner', '/planner'],
    ['AI Mood Board', '/mood-board'],
    ['Digital Invitations', '/e-invites'],
    ['Budget Tracker', '/budget'],
    ['Wedding Day Schedule', '/schedule'],
    ['Vendor Management', '/vendors'],
    ['Photo & Music Planning', '/photos'],
    ['Gift Registry', '/registry'],
    ['Tasks & Reminders', '/upcoming-tasks'],
  ] as const) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expectLink(page, `Open ${name}`, href);
  }
  await expectLink(page, 'See How It Works', '/how-it-works');
});

test('how-it-works page shows the six steps with four details each', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page).toHaveTitle('How It Works | Wedding Planner');
  const titles = [
    'Share Your Vision',
    'AI Analysis & Recommendations',
    'Timeline & Task Management',
    'Guest & Vendor Coordination',
    'Day-Of Planning',
    'Execute Your Perfect Day',
  ];
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  for (const [i, title] of titles.entries()) {
    await expect(headings.nth(i)).toHaveText(title);
    const step = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(step.getByRole('listitem')).toHaveCount(4);
  }
  await expectLink(page, 'Explore Features', '/features');
});

test('about page: mission, the three stats, both blurbs and a Contact Us mailto link', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About Us | Wedding Planner');
  await expect(page.getByRole('heading', { name: /mission/i })).toBeVisible();
  for (const stat of ['10,000+', 'Happy Couples', '4.9/5', 'Average Rating', '50+', 'Countries Served']) {
    await expect(page.getByRole('main').getByText(stat, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'AI-Powered Planning' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Expert Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    /^mailto:hello@weddingplanner\.app/,
  );
});

test.describe('contact page', () => {
  const fill = async (page: Page, subject: string) => {
    await page.getByLabel('Your Name').fill('Alex Rivera');
    await page.getByLabel('Email Address').fill('alex@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('Can the planner help us with a seating plan for 120 guests?');
  };

  test('shows contact information and office hours, with an email-typed field', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | Wedding Planner');
    await expect(page.getByRole('link', { name: 'hello@weddingplanner.app' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@weddingplanner.app',
    );
    for (const text of ['Mon-Fri', '9:00 AM-6:00 PM', 'Sat', '10:00 AM-4:00 PM', 'Sun', 'Closed']) {
      await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    for (const label of ['Your Name', 'Email Address', 'Subject', 'Message'])
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  });

  test('a message is delivered to the mailbox and the visitor is told', async ({ page }) => {
    const subject = `Seating help ${Date.now()}`;
    await page.goto('/contact');
    await fill(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Thank you, Alex Rivera! Your message has been sent.',
    );

    await page.goto('/dev/mailbox');
    await expect(page.getByText(`Contact form: ${subject}`)).toBeVisible();
  });

  test('a bot that fills the hidden honeypot field is told it was sent, and nothing is delivered', async ({
    page,
  }) => {
    const person = `Seating question ${Date.now()}`;
    const bot = `Cheap watches ${Date.now()}`;
    await page.goto('/contact');
    await fill(page, person);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send another message' }).click();

    await fill(page, bot);
    // People never see it or reach it; a script filling every input does.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).not.toBeInViewport();
    await honeypot.fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent.');

    await page.goto('/dev/mailbox');
    await expect(page.getByText(`Contact form: ${person}`)).toBeVisible();
    await expect(page.getByText(`Contact form: ${bot}`)).toHaveCount(0);
  });

  test('required fields are checked before anything is sent, and whitespace is not a message', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter a subject.')).toBeVisible();
    await expect(page.getByText('Please enter a message.')).toBeVisible();

    await fill(page, 'Spaces only');
    await page.getByLabel('Message', { exact: true }).fill('   \n   ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a message.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();

    await page.goto('/dev/mailbox');
    await expect(page.getByText('Contact form: Spaces only')).toHaveCount(0);
  });

  test('an over-long message is refused with a message', async ({ page }) => {
    await page.goto('/contact');
    await fill(page, 'Long one');
    await page.getByLabel('Message', { exact: true }).fill('x'.repeat(5001));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('A message must be 5,000 characters or fewer.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('when sending fails the visitor is told and keeps everything typed', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    // The local "mail server" is an IndexedDB store: make it refuse, as a full disk would.
    await page.evaluate(() => {
      const realPut = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (
        this: IDBObjectStore,
        ...args: Parameters<IDBObjectStore['put']>
      ) {
        if (this.name === 'mailbox')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return realPut.apply(this, args);
      };
    });
    await fill(page, 'Will this fail');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't send your message." })).toBeVisible();
    await expect(page.getByLabel('Your Name')).toHaveValue('Alex Rivera');
    await expect(page.getByLabel('Subject')).toHaveValue('Will this fail');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Can the planner help us with a seating plan for 120 guests?',
    );
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

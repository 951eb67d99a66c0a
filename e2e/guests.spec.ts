import { expect, test, type Page } from '@playwright/test';
import { clickTwiceAtOnce } from './support/actions';
import { newCouple, signIn, signOutFromHeader, type Account } from './support/auth';
import { putTables } from './support/perf';
import { onPhones } from './support/projects';
import { axeFindings, firstContentPainted, overflowFindings } from './support/quality';

/**
 * Issue 13: guests, events and online RSVP, sending, and the wedding website with its public registry. Local mode
 * keeps everything in the couple's browser, so "a guest" here is that browser signed out (the RSVP and website pages
 * need no session; in cloud mode they are the `api` functions, tested on PGlite in tests/db/guests.test.ts).
 */

const IMPORT_CSV = [
  'Name,Email,Household,Invited to,Plus one',
  'Priya Rao,priya@example.com,The Raos,"Ceremony, Reception",no',
  'Dev Rao,,The Raos,Ceremony,yes',
  ',nobody@example.com,,Ceremony,no',
  'Tara Singh,,,Cocktail hour,no',
  'Neel Shah,neel@example.com,,Reception,no',
].join('\n');

const planner = (page: Page) => page.goto('/planner?tab=guests');
const household = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Households' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const countsRow = (page: Page, event: string) =>
  page
    .getByRole('table', { name: 'Counts per event' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: event, exact: true }) });

async function expectNoProblems(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
  if (test.info().project.name === 'mobile') expect(await overflowFindings(page, 360)).toEqual([]);
}

async function addHousehold(page: Page, guests: [string, string][], { plusOneFor = -1 } = {}) {
  await page.getByRole('button', { name: 'Add Household' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Household' });
  for (const [i, [first, last]] of guests.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: 'Add another guest' }).click();
    await dialog.getByLabel(`Guest ${i + 1} first name`).fill(first);
    await dialog.getByLabel(`Guest ${i + 1} last name`).fill(last);
    if (i === plusOneFor)
      await dialog.getByRole('checkbox', { name: `Plus-one allowed for guest ${i + 1}` }).check();
  }
  await dialog.getByRole('button', { name: 'Add Household' }).click();
  await expect(dialog).toBeHidden();
}

async function answer(page: Page, group: string, choice: 'Joyfully attending' | 'Regretfully declining') {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: choice }).check();
}

test(
  'the guest list, an RSVP by link, the website and its registry, from the couple’s and the guests’ side',
  onPhones,
  async ({ page }) => {
    test.setTimeout(240_000);
    const account: Account = await newCouple(page);
    // The registry's samples, so the website has gifts to show.
    await page.goto('/registry');
    await expect(page.getByRole('list', { name: 'Registry items' }).getByRole('listitem')).toHaveCount(6);

    await test.step('events: Ceremony and Reception to start with, and a private Sangeet', async () => {
      await planner(page);
      await page.getByRole('tab', { name: 'Events' }).click();
      await expect(page).toHaveURL(/section=events/);
      const events = page.getByRole('list', { name: 'Events' });
      await expect(events.getByRole('heading')).toHaveText(['Ceremony', 'Reception']);
      await page.getByRole('button', { name: 'Add Event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Event' });
      await dialog.getByLabel('Event name').fill('Sangeet');
      await dialog.getByLabel('Date').fill('2030-12-10');
      await dialog.getByLabel('Start time').fill('19:00');
      await dialog.getByLabel('Venue').fill('The Lawn');
      await dialog.getByRole('checkbox', { name: /Show on the wedding website/ }).uncheck();
      await dialog.getByRole('button', { name: 'Add Event' }).click();
      await expect(events.getByRole('heading')).toHaveText(['Ceremony', 'Reception', 'Sangeet']);
      await expect(events.getByRole('listitem').filter({ hasText: 'Sangeet' })).toContainText('Private');
    });

    await test.step('households with guests and a plus-one; a CSV with two bad rows', async () => {
      await page.getByRole('tab', { name: 'Guest list' }).click();
      await addHousehold(
        page,
        [
          ['Rohan', 'Sharma'],
          ['Meera', 'Sharma'],
        ],
        { plusOneFor: 0 },
      );
      await addHousehold(page, [['Anil', 'Kapoor']]);
      await expect(household(page, 'The Sharma family')).toContainText('Plus-one allowed');
      await expect(countsRow(page, 'Sangeet').getByRole('cell').first()).toHaveText('3');

      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import guests from CSV' });
      await dialog
        .getByLabel('Choose a CSV file')
        .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_CSV) });
      await expect(dialog.getByLabel(/^Invited to/)).toHaveValue('events');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await expect(dialog.getByRole('status')).toContainText(
        '3 guests in 2 households will be imported. 2 rows have problems and will be skipped.',
      );
      await expect(dialog.getByRole('row', { name: /Missing name/ })).toBeVisible();
      await expect(
        dialog.getByRole('row', { name: /Tara Singh Unknown event "Cocktail hour"/ }),
      ).toBeVisible();
      await expectNoProblems(page);
      await dialog.getByRole('button', { name: 'Import 3 guests' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Showing 6 of 6 guests in 4 households')).toBeVisible();
      await expect(household(page, 'The Raos')).toContainText('Dev Rao');
    });

    await test.step('search and filters', async () => {
      await page.getByRole('searchbox', { name: 'Search guests...' }).fill('rao');
      await expect(page.getByText('Showing 2 of 6 guests in 1 households')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search guests...' }).fill('');
      await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Sangeet' });
      await expect(page.getByText('Showing 3 of 6 guests in 2 households')).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expectNoProblems(page);
    });

    await test.step('the website: address, menu, published', async () => {
      await page.getByRole('tab', { name: 'Website & RSVP' }).click();
      await page.getByLabel('Web address').fill('priya-and-arjun');
      await page.getByLabel('Title', { exact: true }).fill('Priya & Arjun');
      await page
        .getByRole('textbox', { name: 'Our story' })
        .fill('We met in Pune, over chai. Photos: https://photos.example.com');
      await page.getByLabel('Meal options').fill('Veg, Non-veg');
      await page.getByRole('checkbox', { name: /Published/ }).check();
      await page.getByRole('button', { name: 'Save Website' }).click();
      await expect(page.getByText(/Your website is live at/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy Website Link' })).toBeVisible();
      await expectNoProblems(page);
    });

    let rsvpLink = '';
    await test.step('sending: the household’s personal link, WhatsApp with the message, the QR code', async () => {
      await page.getByRole('tab', { name: 'Guest list' }).click();
      await household(page, 'The Sharma family')
        .getByRole('button', { name: 'Send the RSVP link to The Sharma family' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Send The Sharma family their RSVP link' });
      rsvpLink = await dialog.getByLabel('Personal RSVP link').inputValue();
      expect(rsvpLink).toMatch(/\/rsvp\/[\w-]{22}$/);
      expect(await dialog.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/\?text=Dear%20The%20Sharma%20family/,
      );
      await expect(
        dialog.getByRole('img', { name: "QR code for The Sharma family's RSVP link" }),
      ).toBeVisible();
      await expect(dialog.getByText(/needs cloud mode/)).toBeVisible();
      await expectNoProblems(page);
      await dialog.getByRole('button', { name: 'I sent it another way: mark as sent' }).click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(household(page, 'The Sharma family')).toContainText('Sent');
    });

    await signOutFromHeader(page);

    await test.step('a guest answers per person and per event, with a meal and a plus-one, then changes an answer', async () => {
      await page.goto(rsvpLink);
      await expect(page.getByText('Dear The Sharma family,')).toBeVisible();
      await expect(
        page.getByRole('region', { name: "You're invited to" }).getByRole('heading', { level: 3 }),
      ).toHaveText(['Ceremony', 'Reception', 'Sangeet']);
      await answer(page, 'Rohan at the Ceremony', 'Joyfully attending');
      await answer(page, 'Rohan at the Reception', 'Joyfully attending');
      await answer(page, 'Rohan at the Sangeet', 'Regretfully declining');
      await page.getByLabel('Meal for Rohan').selectOption('Veg');
      await page.getByRole('checkbox', { name: 'Bringing a guest' }).check();
      await page.getByLabel("Guest's first name").fill('Kavya');
      await page.getByLabel("Guest's meal").selectOption('Non-veg');
      await answer(page, 'Meera at the Ceremony', 'Joyfully attending');
      await answer(page, 'Meera at the Reception', 'Regretfully declining');
      await answer(page, 'Meera at the Sangeet', 'Regretfully declining');
      await page.getByLabel('A message to the couple (optional)').fill('So happy for you both!');
      await expectNoProblems(page);
      await page.getByRole('button', { name: 'Send RSVP' }).click();
      await expect(page.getByRole('status')).toContainText('Thank you! Your answers are saved.');

      await page.reload();
      await expect(
        page
          .getByRole('radiogroup', { name: 'Meera at the Reception' })
          .getByRole('radio', { name: 'Regretfully declining' }),
      ).toBeChecked();
      await answer(page, 'Meera at the Reception', 'Joyfully attending');
      await page.getByRole('button', { name: 'Update RSVP' }).click();
      await expect(page.getByRole('status')).toContainText('Thank you! Your answers are saved.');
    });

    await test.step('the website, signed out: a lost link is e-mailed, never shown; a gift is marked with the household’s link', async () => {
      await page.goto('/w/priya-and-arjun');
      await expect(page.getByRole('heading', { level: 1, name: 'Priya & Arjun' })).toBeVisible();
      // The guest's first sight is the couple's page: the footer stays hidden while the page reads its data.
      expect(await firstContentPainted(page)).not.toBe('the footer');
      await expect(
        page.getByRole('region', { name: 'Schedule' }).getByRole('heading', { level: 3 }),
      ).toHaveText(['Ceremony', 'Reception']);
      await expect(page.getByRole('link', { name: 'https://photos.example.com' })).toBeVisible();
      // Without a household's link on this device (this one opened the Sharmas' above: forget it), the registry says
      // how to mark a gift instead of offering to.
      await page.evaluate(() => localStorage.removeItem('wp:guest-link:priya-and-arjun'));
      await page.reload();
      await expect(page.getByText(/Open the personal RSVP link from your invitation/)).toBeVisible();
      await expect(page.getByRole('button', { name: /Mark as bought/ })).toHaveCount(0);

      // A name not on the list and one that is are answered alike, and the page never learns the link.
      const status = page.getByRole('status').filter({ hasText: 'If that name is on the guest list' });
      await page.getByLabel('Your full name').fill('Priya Singh');
      await page.getByRole('button', { name: 'E-mail me my link' }).click();
      await expect(status).toContainText('no e-mail leaves it');
      const answer = await status.textContent();
      await page.getByLabel('Your full name').fill('priya RAO');
      await page.getByRole('button', { name: 'E-mail me my link' }).click();
      await expect(status).toHaveText(answer!);
      await expect(page).toHaveURL(/\/w\/priya-and-arjun/);
      await expectNoProblems(page);

      // The mail went to Priya's own address on file, with the link.
      await status.getByRole('link', { name: 'Open the local mailbox' }).click();
      const mail = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Your RSVP link' }) });
      await expect(mail).toHaveCount(1);
      await expect(mail).toContainText('To: priya@example.com');
      await mail.getByRole('link', { name: 'Open your RSVP' }).click();
      await expect(page.getByText('Dear The Raos,')).toBeVisible();

      await page.getByRole('link', { name: 'Visit our wedding website' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Priya & Arjun' })).toBeVisible();
      const gifts = page.getByRole('list', { name: 'Registry gifts' });
      await gifts.getByRole('button', { name: 'Mark as bought: Cordless Vacuum' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark this gift as bought?' });
      await dialog.getByLabel('Your name (optional)').fill('Auntie Lata');
      await dialog.getByRole('button', { name: 'Mark as bought' }).click();
      await expect(page.getByText(/marked as bought/)).toBeVisible();
      // The next guest sees it bought, and not who bought it.
      await page.reload();
      const vacuum = gifts.getByRole('listitem').filter({ hasText: 'Cordless Vacuum' });
      await expect(vacuum).toContainText('Bought');
      await expect(vacuum.getByRole('button')).toHaveCount(0);
      await expect(page.getByText('Auntie Lata')).toHaveCount(0);
    });

    await signIn(page, account);

    await test.step('the couple sees the replies, the counts change, and the gift bought with who bought it', async () => {
      await planner(page);
      // Ceremony: Rohan, Kavya (his plus-one) and Meera attending; Anil and Priya awaiting; Dev awaiting.
      await expect(countsRow(page, 'Ceremony').getByRole('cell')).toHaveText([
        '6',
        '3',
        '0',
        '3',
        '1',
        '0',
        'Veg 1, No choice yet 1, Non-veg 1',
      ]);
      await expect(countsRow(page, 'Sangeet').getByRole('cell').nth(2)).toHaveText('3');
      const sharmas = household(page, 'The Sharma family');
      await expect(sharmas).toContainText('Responded');
      await expect(sharmas).toContainText('So happy for you both!');
      await expect(sharmas).toContainText(/Plus-one of Rohan Sharma/);
      await expect(sharmas.getByRole('list', { name: 'Answers of Meera Sharma' })).toContainText(
        'Reception: Attending',
      );
      await expectNoProblems(page);

      await page.goto('/registry');
      const vacuum = page
        .getByRole('list', { name: 'Registry items' })
        .getByRole('listitem')
        .filter({ hasText: 'Cordless Vacuum' });
      await expect(vacuum).toContainText('Purchased');
      await expect(vacuum).toContainText('Marked bought on your website by Auntie Lata (The Raos)');
      await expect(page.getByRole('button', { name: 'Copy Registry Link' })).toBeVisible();
    });

    await test.step('the deadline closes the RSVP page', async () => {
      await page.goto('/planner?tab=guests&section=website');
      await page.getByLabel('RSVP deadline').fill('2020-01-01');
      await page.getByRole('button', { name: 'Save Website' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await page.goto(rsvpLink);
      await expect(page.getByText(/RSVPs closed on Wednesday, January 1, 2020/)).toBeVisible();
      await expect(page.getByRole('button', { name: /RSVP/ })).toHaveCount(0);
    });
  },
);

test('exports are formula-safe CSV, a 5 MB file is refused, a double-submitted RSVP stores one answer, and a fresh signed-out browser opens a link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await newCouple(page);
  await planner(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import guests from CSV' });
  await dialog
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') });
  await expect(dialog.getByRole('alert')).toHaveText(/"big\.csv" is larger than 5 MB/);
  const rows = [
    'Name,Household,Invited to',
    '=HYPERLINK("http://evil.example"),Hackers,Ceremony',
    'Rohan Sharma,The Sharmas,"Ceremony, Reception"',
  ];
  await dialog
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByRole('button', { name: 'Import 2 guests' }).click();
  await expect(page.getByText('Showing 2 of 2 guests in 2 households')).toBeVisible();

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [list] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export guest list' }).click(),
  ]);
  expect(list.suggestedFilename()).toBe('guest-list.csv');
  const text = (await (await list.createReadStream()).toArray()).join('').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Household,First name,Last name,Email,Phone,Side,Tags,Plus-one allowed,Plus-one of,Child,Meal,Dietary notes,Ceremony,Reception,RSVP link',
  );
  expect(lines[1]).toMatch(
    /^Hackers,"'=HYPERLINK\(""http:\/\/evil\.example""\)",,,,Both sides,,No,,No,,,Awaiting,,http:\/\/127\.0\.0\.1:\d+\/rsvp\/[\w-]{22}$/,
  );
  expect(lines[2]).toMatch(/^The Sharmas,Rohan,Sharma,,,Both sides,,No,,No,,,Awaiting,Awaiting,http/);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [answers] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export RSVPs' }).click(),
  ]);
  const rsvpText = (await (await answers.createReadStream()).toArray()).join('').replace(/^\uFEFF/, '');
  expect(rsvpText.trim().split('\r\n')).toEqual([
    'Event,Date,Household,Guest,Answer,Answered at,Answered by,Meal,Dietary notes,Message',
    `Ceremony,,Hackers,"'=HYPERLINK(""http://evil.example"")",Awaiting,,,,,`,
    'Ceremony,,The Sharmas,Rohan Sharma,Awaiting,,,,,',
    'Reception,,The Sharmas,Rohan Sharma,Awaiting,,,,,',
  ]);

  await page
    .getByRole('list', { name: 'Households' })
    .getByRole('button', { name: 'Send the RSVP link to The Sharmas' })
    .click();
  const rsvpLink = await page.getByLabel('Personal RSVP link').inputValue();

  // A browser that has never signed in, holding only this browser's stored data: the link needs no session.
  const state = await page.context().storageState({ indexedDB: true });
  const fresh = await browser.newContext({
    storageState: {
      ...state,
      origins: state.origins.map((o) => ({
        ...o,
        localStorage: o.localStorage.filter((e) => e.name !== 'wp.local.session'),
      })),
    },
  });
  const guest = await fresh.newPage();
  await guest.goto(rsvpLink);
  await expect(guest.getByText('Dear The Sharmas,')).toBeVisible();
  await expect(guest.getByRole('banner')).toHaveCount(0);
  await fresh.close();

  await page.goto(rsvpLink);
  await answer(page, 'Rohan at the Ceremony', 'Joyfully attending');
  await answer(page, 'Rohan at the Reception', 'Regretfully declining');
  await clickTwiceAtOnce(page.getByRole('button', { name: 'Send RSVP' }));
  await expect(page.getByRole('status')).toContainText('Thank you!');
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('wedding-planner');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const read = db.transaction('records').objectStore('records').getAll();
    const rows = await new Promise<
      { table: string; data: { guestId: string; eventId: string; status: string } }[]
    >((resolve) => (read.onsuccess = () => resolve(read.result)));
    db.close();
    return rows
      .filter((r) => r.table === 'rsvp_answers')
      .map((r) => `${r.data.eventId}:${r.data.status}`)
      .sort();
  });
  // One answer per guest and event: the Sharmas' two, and the other household's one.
  expect(stored).toEqual(['ceremony:attending', 'ceremony:awaiting', 'reception:declined']);
});

test('a long guest list mounts the households on screen; scrolling and the keyboard reach the others', async ({
  page,
}) => {
  await newCouple(page);
  await planner(page);
  await expect(page.getByText('Showing 0 of 0 guests in 0 households')).toBeVisible();
  const createdAt = new Date().toISOString();
  await putTables(page, {
    households: Array.from({ length: 300 }, (_, h) => ({
      id: `long-h${h}`,
      name: `The family ${h}`,
      rsvpToken: `long-token-${String(h).padStart(12, '0')}`,
      createdAt,
    })),
    guests: Array.from({ length: 300 }, (_, h) => ({
      id: `long-g${h}`,
      householdId: `long-h${h}`,
      firstName: `Guest${h}`,
      side: 'both',
      tags: [],
      plusOneAllowed: false,
      isChild: false,
      createdAt,
    })),
  });
  await expect(page.getByText('Showing 300 of 300 guests in 300 households')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Households' }).locator(':scope > li');
  await expect(cards.first()).toHaveAttribute('aria-setsize', '300');
  expect(await cards.count()).toBeLessThan(40);

  // Tab from the last household mounted reaches the next one, mounted as the focus scrolls the list (on a loaded
  // machine the scroll's render can come a moment after the focus: the Tab waits for it, as a person's would).
  const position = Number(await cards.last().getAttribute('aria-posinset'));
  const last = page.locator(`li[aria-posinset="${position}"]`);
  await last.getByRole('button', { name: `Delete Guest${position - 1}` }).focus();
  await expect(page.locator(`li[aria-posinset="${position + 1}"]`)).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(`Select The family ${position}`);
  await expect(page.locator('li:has(:focus)')).toHaveAttribute('aria-posinset', String(position + 1));

  // The end of the page shows the last household.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { name: 'The family 299', exact: true })).toBeVisible();
});

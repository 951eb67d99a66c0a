import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { type Account, newCouple, signIn, signOutFromHeader, signUp } from './support/auth';
import { expectAccessible } from './support/quality';
import { clickTwiceAtOnce, reloadWhenSaved } from './support/actions';
import { onPhones } from './support/projects';

// The spec's sample date, 15 June 2025, in the first year it is still ahead (a new couple never plans in the past).
const today = new Date();
const sampleYear = Math.max(
  2025,
  today.getFullYear() + (today.getMonth() > 5 || (today.getMonth() === 5 && today.getDate() > 15) ? 1 : 0),
);
const SAMPLE_DATE = `${sampleYear}-06-15`;
const SAMPLE_LONG = format(new Date(sampleYear, 5, 15), 'EEEE, MMMM d, yyyy');

const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline' });
const eventTitles = (page: Page) => timeline(page).locator('h3');
const eventCard = (page: Page, title: string) =>
  timeline(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openSchedule(page: Page) {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Wedding Day Schedule' })).toBeVisible();
  await expect(timeline(page)).toBeVisible();
}

async function addEvent(
  page: Page,
  fields: {
    title: string;
    time: string;
    duration?: string;
    category?: string;
    assigned?: string;
    description?: string;
  },
) {
  await page.getByRole('button', { name: 'Add Event' }).click();
  await page.getByLabel('Event Title').fill(fields.title);
  if (fields.category) await page.getByLabel('Category').selectOption({ label: fields.category });
  await page.getByLabel('Start Time').fill(fields.time);
  if (fields.duration !== undefined) await page.getByLabel('Duration (minutes)').fill(fields.duration);
  if (fields.assigned) await page.getByRole('textbox', { name: 'Assigned To' }).fill(fields.assigned);
  if (fields.description) await page.getByLabel('Description').fill(fields.description);
  await page.getByRole('button', { name: 'Add to Timeline' }).click();
}

let account: Account;
test.beforeEach(async ({ page }) => {
  account = await newCouple(page);
});

test('the sample day is sorted by start time with 12-hour ranges, category and assignees', async ({
  page,
}) => {
  await openSchedule(page);
  await expect(page.getByRole('main').getByText(SAMPLE_LONG)).toBeVisible();
  await expect(page.getByLabel('Wedding Date')).toHaveValue(SAMPLE_DATE);
  const titles = await eventTitles(page).allTextContents();
  expect(titles[0]).toBe('Hair & Makeup');
  expect(titles.indexOf('Ceremony')).toBeLessThan(titles.indexOf('Reception'));
  const ceremony = eventCard(page, 'Ceremony');
  await expect(ceremony).toContainText('3:00 PM - 3:30 PM');
  await expect(ceremony.getByRole('list', { name: 'Assigned to' }).getByRole('listitem')).toHaveText([
    'Officiant',
    'Wedding Party',
  ]);
  await expect(page.getByRole('heading', { name: 'Timeline Tips' })).toBeVisible();
  await expect(page.getByText('at least 2 weeks before the wedding')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expectAccessible(page);
});

test(
  'add, edit and delete an event; reload and a new sign-in keep the changes',
  onPhones,
  async ({ page }) => {
    await openSchedule(page);
    await addEvent(page, {
      title: 'Late Night Snacks',
      time: '23:30',
      duration: '60',
      category: 'Reception',
      assigned: ' Caterer , ,DJ ',
      description: 'Sliders and fries',
    });

    const snacks = eventCard(page, 'Late Night Snacks');
    await expect(snacks).toContainText('11:30 PM - 12:30 AM (+1 day)');
    await expect(snacks.getByRole('list', { name: 'Assigned to' }).getByRole('listitem')).toHaveText([
      'Caterer',
      'DJ',
    ]);
    await expect(eventTitles(page).last()).toHaveText('Late Night Snacks');
    await expect(page.getByRole('button', { name: 'Add to Timeline' })).toBeHidden();

    // Edit: the same form, prefilled, saved with "Save Changes"; moving it earlier re-sorts the list.
    await page.getByRole('button', { name: 'Edit Late Night Snacks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(dialog.getByLabel('Event Title')).toHaveValue('Late Night Snacks');
    await expect(dialog.getByRole('textbox', { name: 'Assigned To' })).toHaveValue('Caterer, DJ');
    await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
    await dialog.getByLabel('Event Title').fill('Morning Coffee');
    await dialog.getByLabel('Start Time').fill('08:00');
    await dialog.getByLabel('Duration (minutes)').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(eventTitles(page).first()).toHaveText('Morning Coffee');
    const coffee = eventCard(page, 'Morning Coffee');
    await expect(coffee).toContainText('8:00 AM - 8:30 AM');

    await page.getByRole('button', { name: 'Delete Sparkler Send-Off' }).click();
    await expect(page.getByRole('heading', { name: 'Sparkler Send-Off' })).toBeHidden();

    await reloadWhenSaved(page);
    await expect(eventTitles(page).first()).toHaveText('Morning Coffee');
    await expect(page.getByRole('heading', { name: 'Sparkler Send-Off' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Late Night Snacks' })).toBeHidden();
  },
);

test('sign out and in again keeps the timeline', async ({ page }) => {
  await openSchedule(page);
  await addEvent(page, { title: 'Toasts', time: '19:15', duration: '20' });
  await expect(page.getByRole('heading', { name: 'Toasts' })).toBeVisible();
  await signOutFromHeader(page);
  await signIn(page, account);
  await openSchedule(page);
  await expect(page.getByRole('heading', { name: 'Toasts' })).toBeVisible();
  await expect(eventCard(page, 'Toasts')).toContainText('7:15 PM - 7:35 PM');
});

test('a double-click on "Add to Timeline" creates one event; missing fields save nothing', async ({
  page,
}) => {
  await openSchedule(page);
  const before = await eventTitles(page).count();

  await page.getByRole('button', { name: 'Add Event' }).click();
  await page.getByLabel('Start Time').fill('12:00');
  await page.getByRole('button', { name: 'Add to Timeline' }).click();
  await expect(page.getByLabel('Event Title')).toBeFocused();
  await expect(eventTitles(page)).toHaveCount(before);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Event Title')).toBeHidden();

  await page.getByRole('button', { name: 'Add Event' }).click();
  await page.getByLabel('Event Title').fill('Cake Cutting');
  await page.getByLabel('Start Time').fill('20:00');
  await clickTwiceAtOnce(page.getByRole('button', { name: 'Add to Timeline' }));
  await expect(page.getByRole('heading', { name: 'Cake Cutting' })).toHaveCount(1);
  await reloadWhenSaved(page);
  await expect(page.getByRole('heading', { name: 'Cake Cutting' })).toHaveCount(1);
  await expect(eventTitles(page)).toHaveCount(before + 1);
});

test('a 5,000-character title is bounded and the layout holds', onPhones, async ({ page }) => {
  await openSchedule(page);
  await page.getByRole('button', { name: 'Add Event' }).click();
  await page.getByLabel('Event Title').fill('W'.repeat(5000));
  await expect(page.getByLabel('Event Title')).toHaveValue('W'.repeat(200));
  await page.getByLabel('Start Time').fill('06:00');
  await page.getByRole('button', { name: 'Add to Timeline' }).click();
  await expect(eventTitles(page).first()).toHaveText('W'.repeat(200));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('the calendar shows the real month of the chosen date, which is saved', onPhones, async ({ page }) => {
  await openSchedule(page);
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const calendar = page.getByRole('table');
  await expect(calendar.locator('caption')).toHaveText(`June ${sampleYear}`);
  // The first of June sits under its weekday (Sunday first).
  await expect(calendar.locator('tbody td').nth(new Date(sampleYear, 5, 1).getDay())).toHaveText('1');
  const weddingDay = calendar.locator('td[aria-current="date"]');
  await expect(weddingDay).toContainText('15');
  await expect(weddingDay).toContainText('Wedding Day');
  if (page.viewportSize()!.width >= 640) {
    // Four of the eight sample events fit in the cell; "+4 more" opens the whole day, from the keyboard too.
    const more = weddingDay.getByRole('button', { name: /^\+4 more/ });
    await more.focus();
    await page.keyboard.press('Enter');
    const day = page.getByRole('dialog', { name: `Wedding Day · ${SAMPLE_LONG}` });
    await expect(day.getByRole('listitem')).toHaveCount(8);
    await expect(day.getByRole('listitem').last()).toHaveText('10:00 PM Sparkler Send-Off');
    await page.keyboard.press('Escape');
    await expect(day).toBeHidden();
    await expect(more).toBeFocused();
  }

  await page.getByLabel('Wedding Date').fill('2025-08-20');
  await expect(page.getByRole('main').getByText('Wednesday, August 20, 2025', { exact: true })).toBeVisible();
  await expect(calendar.locator('caption')).toHaveText('August 2025');
  // 1 August 2025 is a Friday and the month has 31 days: six weeks, five empty cells first.
  await expect(calendar.locator('tbody td')).toHaveCount(42);
  await expect(calendar.locator('tbody td').nth(5)).toHaveText('1');
  await expect(calendar.locator('td[aria-current="date"]')).toContainText('20');

  await reloadWhenSaved(page);
  await expect(page.getByLabel('Wedding Date')).toHaveValue('2025-08-20');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByRole('table').locator('caption')).toHaveText('August 2025');
  const dayEvents =
    page.viewportSize()!.width < 640
      ? page.getByRole('region', { name: /Wedding Day/ })
      : page.locator('td[aria-current="date"]');
  await expect(dayEvents).toContainText('3:00 PM');
  await expect(dayEvents).toContainText('Ceremony');
});

test('Download Calendar saves a valid .ics of the timeline', async ({ page }) => {
  await openSchedule(page);
  await addEvent(page, { title: 'Toasts; speeches, thanks', time: '19:00', duration: '30' });
  await expect(page.getByRole('heading', { name: 'Toasts; speeches, thanks' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`wedding-schedule-${SAMPLE_DATE}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(9);
  expect(ics).toContain(
    `DTSTART:${sampleYear}0615T150000\r\nDTEND:${sampleYear}0615T153000\r\nSUMMARY:Ceremony`,
  );
  expect(ics).toContain('SUMMARY:Toasts\\; speeches\\, thanks');
});

test('Download PDF prints the timeline sheet; Share via Email drafts the timeline', async ({ page }) => {
  await openSchedule(page);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('schedule-print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Wedding Day Schedule' })).toBeVisible();
  await expect(sheet).toContainText(SAMPLE_LONG);
  await expect(
    sheet
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Ceremony', exact: true }) })
      .first(),
  ).toContainText('3:00 PM - 3:30 PM');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();

  const href = await page.getByRole('link', { name: 'Share via Email' }).getAttribute('href');
  expect(href).toMatch(/^mailto:\?subject=/);
  const params = new URLSearchParams(href!.slice('mailto:?'.length));
  expect(params.get('subject')).toBe(`Wedding Day Schedule – ${SAMPLE_LONG}`);
  expect(params.get('body')).toContain('3:00 PM - 3:30 PM  Ceremony');
  expect(href!.length).toBeLessThan(2000);
});

test('deleting every event shows the empty state, and the samples do not come back', async ({ page }) => {
  await openSchedule(page);
  const deletes = page.getByRole('button', { name: /^Delete / });
  while ((await deletes.count()) > 0) {
    const n = await deletes.count();
    await deletes.first().click();
    await expect(deletes).toHaveCount(n - 1);
  }
  await expect(page.getByText('No events yet')).toBeVisible();
  await reloadWhenSaved(page);
  await expect(page.getByText('No events yet')).toBeVisible();
});

test('when the browser refuses the write, the user is told and the form keeps its values', async ({
  page,
}) => {
  await openSchedule(page);
  await page.getByRole('button', { name: 'Add Event' }).click();
  await page.getByLabel('Event Title').fill('First Dance');
  await page.getByLabel('Start Time').fill('18:45');
  await page.evaluate(() => {
    const original = IDBObjectStore.prototype.put;
    (window as unknown as { restorePut: () => void }).restorePut = () => {
      IDBObjectStore.prototype.put = original;
    };
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.getByRole('button', { name: 'Add to Timeline' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't save the event" })).toBeVisible();
  await expect(
    page
      .getByText(/^This browser has run out of storage space for your plan, so the event wasn't saved\./)
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('Event Title')).toHaveValue('First Dance');
  await expect(page.getByLabel('Start Time')).toHaveValue('18:45');
  await expect(page.getByRole('heading', { name: 'First Dance' })).toBeHidden();

  await page.evaluate(() => (window as unknown as { restorePut: () => void }).restorePut());
  await page.getByRole('button', { name: 'Add to Timeline' }).click();
  await expect(page.getByRole('heading', { name: 'First Dance' })).toBeVisible();
  await reloadWhenSaved(page);
  await expect(page.getByRole('heading', { name: 'First Dance' })).toBeVisible();
});

test('a second account in the same browser sees none of the first account’s events', async ({ page }) => {
  await openSchedule(page);
  await addEvent(page, { title: 'Private Rehearsal', time: '17:30' });
  await expect(page.getByRole('heading', { name: 'Private Rehearsal' })).toBeVisible();
  await signOutFromHeader(page);
  await signUp(page);
  await openSchedule(page);
  await expect(page.getByRole('heading', { name: 'Ceremony', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Private Rehearsal' })).toBeHidden();
});

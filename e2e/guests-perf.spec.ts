import { expect, test } from '@playwright/test';
import { newCouple } from './support/auth';
import {
  FLOOR_MS,
  putRecords,
  recordFigures,
  startEventTiming,
  typeInto,
  typingFigures,
} from './support/perf';

/**
 * Issue 13: "1,000 guests filter in under 100 ms per keystroke". Loads 1,000 guests in 400 households, each invited
 * to two events, into the signed-in couple's store, then measures in Chromium the time from each keystroke in the
 * guest search to the next painted frame showing the narrowed list, and from a change of the event filter, and
 * reports them against 100 ms.
 */
const GUESTS = 1000;
const PER_HOUSEHOLD = 2.5;
const SURNAMES = ['Sharma', 'Kapoor', 'Rao', 'Singh', 'Iyer', 'Khan', 'Das', 'Mehta'];
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sara', 'Vivaan', 'Zoya', 'Ishaan', 'Anaya'];

test('the guest search and filters with 1,000 guests', async ({ page }, info) => {
  test.setTimeout(180_000);
  await newCouple(page);
  await page.goto('/planner?tab=guests');
  // One household made the usual way, so the store knows this couple's id (putRecords reads it from a row).
  await page.getByRole('button', { name: 'Add Household' }).click();
  await page.getByLabel('Guest 1 first name').fill('First');
  await page.getByRole('dialog').getByRole('button', { name: 'Add Household' }).click();
  await expect(page.getByText('Showing 1 of 1 guests in 1 households')).toBeVisible();

  const at = new Date().toISOString();
  const households = Array.from({ length: GUESTS / PER_HOUSEHOLD }, (_, i) => ({
    id: `perf-h${i}`,
    name: `The ${SURNAMES[i % SURNAMES.length]} family ${i}`,
    rsvpToken: `perf-token-${String(i).padStart(12, '0')}`,
    createdAt: at,
  }));
  const guests = Array.from({ length: GUESTS - 1 }, (_, i) => ({
    id: `perf-g${i}`,
    householdId: `perf-h${Math.floor(i / PER_HOUSEHOLD)}`,
    firstName: FIRST[i % FIRST.length]!,
    lastName: `${SURNAMES[Math.floor(i / PER_HOUSEHOLD) % SURNAMES.length]}`,
    email: `guest${i}@example.com`,
    phone: `+91 98${String(i).padStart(8, '0')}`,
    side: (['bride', 'groom', 'both'] as const)[i % 3],
    tags: [i % 4 === 0 ? 'family' : 'friends'],
    plusOneAllowed: i % 10 === 0,
    isChild: i % 15 === 0,
    createdAt: at,
  }));
  const answers = guests.flatMap((g, i) => [
    {
      id: `${g.id}.ceremony`,
      guestId: g.id,
      eventId: 'ceremony',
      status: (['awaiting', 'attending', 'declined'] as const)[i % 3],
    },
    { id: `${g.id}.reception`, guestId: g.id, eventId: 'reception', status: 'awaiting' },
  ]);
  await putRecords(page, 'households', households);
  await putRecords(page, 'guests', guests);
  await putRecords(page, 'rsvp_answers', answers);
  await expect(
    page.getByText(`Showing ${GUESTS.toLocaleString('en-US')} of ${GUESTS.toLocaleString('en-US')} guests`),
  ).toBeVisible({ timeout: 30_000 });
  const households$ = page.getByRole('list', { name: 'Households' });
  // The households on screen are mounted, not all 400.
  await expect(households$.locator(':scope > li').first()).toBeVisible();
  expect(await households$.locator(':scope > li').count()).toBeLessThan(50);

  // What the search matches: name, e-mail and phone (the household added first holds "First"). "Iyer" households
  // hold guests of every first name.
  const texts = [
    'first',
    ...guests.map((g) => `${g.firstName} ${g.lastName}\u0000${g.email}\u0000${g.phone}`.toLowerCase()),
  ];
  const homes = ['first', ...guests.map((g) => g.householdId)];
  await startEventTiming(page);
  const typed = await typeInto(
    page,
    page.getByRole('searchbox', { name: 'Search guests...' }),
    households$,
    'iyer',
    async (q) => {
      const matching = texts.flatMap((t, i) => (t.includes(q) ? [homes[i]] : []));
      await expect(
        page.getByText(
          `Showing ${matching.length.toLocaleString('en-US')} of 1,000 guests in ${new Set(matching).size} households`,
        ),
      ).toBeVisible();
    },
  );

  // Changing a filter: the event, then back to all events.
  const filterMs: number[] = [];
  for (const label of ['Ceremony', 'All events', 'Reception', 'All events']) {
    const t = await page.evaluate(() => performance.now());
    await page.getByLabel('Event', { exact: true }).selectOption({ label });
    await expect(page.getByText(/^Showing [\d,]+ of 1,000 guests/)).toBeVisible();
    filterMs.push(
      await page.evaluate(
        async ({ since, floor }) => {
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const events = (
            window as unknown as { __events: { start: number; duration: number }[] }
          ).__events.filter((e) => e.start >= since);
          return Math.max(floor, ...events.map((e) => e.duration));
        },
        { since: t, floor: FLOOR_MS },
      ),
    );
  }
  await recordFigures(info, [
    ...typingFigures(typed, 100),
    {
      name: 'event filter, slowest of 4',
      value: Math.max(...filterMs),
      unit: 'ms',
      target: 100,
      better: 'lower',
    },
  ]);
});

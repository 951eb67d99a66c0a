import { expect, test } from '@playwright/test';
import { reloadWhenSaved, whenSaved } from './support/actions';
import { newCouple } from './support/auth';
import { seedChart, stored } from './support/seating';

/**
 * Issue 29: every change is one command with one undo. A household deleted with its guests, their answers and their
 * seats comes back whole with Undo; Ctrl/Cmd+Z undoes the last change on a planning page; a household edited in two
 * tabs keeps the first save and refuses the second, saying why.
 */

const households = [
  {
    id: 'h-sharma',
    name: 'The Sharma family',
    guests: [
      { id: 'g-priya', first: 'Priya', last: 'Sharma' },
      { id: 'g-rahul', first: 'Rahul', last: 'Sharma' },
    ],
  },
  { id: 'h-kapoor', name: 'The Kapoor family', guests: [{ id: 'g-arjun', first: 'Arjun', last: 'Kapoor' }] },
];
const chart = {
  tables: [{ id: 't-1', name: 'Table 1', shape: 'round' as const, seats: 8, x: 400, y: 300 }],
  seats: [
    { guestId: 'g-priya', tableId: 't-1', seat: 0 },
    { guestId: 'g-rahul', tableId: 't-1', seat: 1 },
    { guestId: 'g-arjun', tableId: 't-1', seat: 2 },
  ],
};
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

test('a household deleted with its guests, answers and seats comes back whole with Undo', async ({
  page,
}) => {
  await newCouple(page);
  // The guest list seeds its events (the Reception the seats are for) the first time it opens.
  await page.goto('/planner?tab=guests');
  await expect(page.getByText(/Showing 0 of 0 guests/)).toBeVisible();
  await seedChart(page, households, chart);
  const before = {
    answers: ids(await stored(page, 'rsvp_answers')),
    seats: ids(await stored(page, 'seat_assignments')),
  };
  expect(before.seats).toEqual(['g-arjun.reception', 'g-priya.reception', 'g-rahul.reception']);

  await page.getByRole('button', { name: 'Delete household The Sharma family' }).click();
  await expect(page.getByText('Deleted The Sharma family.', { exact: true })).toBeVisible();
  await whenSaved(page);
  expect(ids(await stored(page, 'seat_assignments'))).toEqual(['g-arjun.reception']);
  expect(ids(await stored(page, 'rsvp_answers'))).toEqual(['g-arjun.reception']);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByRole('list', { name: 'Households' }).getByRole('heading', { name: 'The Sharma family' }),
  ).toBeVisible();
  await whenSaved(page);
  await expect.poll(async () => ids(await stored(page, 'seat_assignments'))).toEqual(before.seats);
  expect(ids(await stored(page, 'rsvp_answers'))).toEqual(before.answers);

  // Seated again, as they were, once the page is read afresh.
  await reloadWhenSaved(page);
  await page.goto('/planner?tab=seating');
  await expect(page.getByText('3 of 3 invited guests seated')).toBeVisible({ timeout: 15_000 });
});

test('Ctrl+Z undoes the last change on a planning page and says what it undid', async ({ page }) => {
  await newCouple(page);
  await page.goto('/music');
  const songs = page.getByRole('table', { name: 'Songs' }).getByRole('row');
  await expect(page.getByRole('cell', { name: 'Perfect', exact: true })).toBeVisible();
  const count = await songs.count();
  await page.getByRole('button', { name: 'Add Song' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Song Title').fill('Tum Hi Ho');
  await dialog.getByLabel('Artist').fill('Arijit Singh');
  await dialog.getByRole('button', { name: 'Add Song' }).click();
  await expect(songs).toHaveCount(count + 1);
  await whenSaved(page);

  // In a field, Ctrl+Z is the field's own; on the page, it is the plan's.
  await page.getByRole('searchbox').fill('x');
  await page.getByRole('searchbox').press('ControlOrMeta+z');
  await page.getByRole('searchbox').fill('');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByText('Undone: Added the song "Tum Hi Ho".', { exact: true })).toBeVisible();
  await expect(songs).toHaveCount(count);
  await reloadWhenSaved(page);
  await expect(page.getByRole('cell', { name: 'Tum Hi Ho' })).toHaveCount(0);
});

test('a household edited in two tabs: the first save is kept, the second is refused and says why', async ({
  page,
  context,
}) => {
  await newCouple(page);
  await page.goto('/planner?tab=guests');
  await expect(page.getByText(/Showing 0 of 0 guests/)).toBeVisible();
  await seedChart(page, households);
  const other = await context.newPage();
  await other.goto('/planner?tab=guests');

  // Both tabs open the same household's edit form before either saves.
  const open = async (tab: typeof page) => {
    await tab.getByRole('button', { name: 'Edit household The Sharma family' }).click();
    return tab.getByRole('dialog', { name: 'Edit Household' });
  };
  const first = await open(page);
  const second = await open(other);
  await first.getByLabel('Household name').fill('The Sharma family (Delhi)');
  await first.getByRole('button', { name: 'Save Changes' }).click();
  await expect(first).toBeHidden();
  await whenSaved(page);

  await second.getByLabel('Household name').fill('The Sharmas');
  await second.getByRole('button', { name: 'Save Changes' }).click();
  await expect(second.getByText(/was changed in another tab or on another device/)).toBeVisible();
  // What was typed is still there, and the store kept the first save.
  await expect(second.getByLabel('Household name')).toHaveValue('The Sharmas');
  await reloadWhenSaved(page);
  await expect(
    page
      .getByRole('list', { name: 'Households' })
      .getByRole('heading', { name: 'The Sharma family (Delhi)' }),
  ).toBeVisible();
});

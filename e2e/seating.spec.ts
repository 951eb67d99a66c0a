import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { onPhones } from './support/projects';
import { expectAccessible, overflowFindings } from './support/quality';
import { loadedModules, recordScripts } from './support/scripts';
import {
  addTable,
  exportChart,
  openSeating,
  planPoint,
  seedChart,
  stored,
  tableByName,
  type SeedHousehold,
} from './support/seating';

/**
 * Issue 14, the seating chart: tables on a floor plan, guests seated by drag (a finger: pick, then tap) and by
 * keyboard, warnings, auto-arrange, Undo, the chart kept across a reload, and its outputs.
 */
const GUESTS: SeedHousehold[] = [
  {
    id: 'rao',
    name: 'The Rao family',
    guests: [
      { id: 'asha', first: 'Asha', last: 'Rao', meal: 'Veg', dietary: 'No nuts', tags: ['family'] },
      { id: 'ben', first: 'Ben', last: 'Rao', meal: 'Chicken', tags: ['family'] },
    ],
  },
  {
    id: 'chen',
    name: 'The Chens',
    guests: [
      { id: 'li', first: 'Li', last: 'Chen', meal: 'Veg', side: 'bride' },
      { id: 'wei', first: 'Wei', last: 'Chen', meal: 'Fish', side: 'bride' },
    ],
  },
  { id: 'park', name: 'Sam Park', guests: [{ id: 'sam', first: 'Sam', last: 'Park', status: 'awaiting' }] },
  {
    id: 'diaz',
    name: 'Dana Diaz',
    guests: [{ id: 'dana', first: 'Dana', last: 'Diaz', status: 'declined' }],
  },
];

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const tableCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const seatedAt = (page: Page, name: string) => page.getByRole('list', { name: `Seated at ${name}` });

test(
  'a couple builds the chart: tables, seating by drag or tap and by keyboard, warnings, auto-arrange, Undo, a reload, the print view',
  onPhones,
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const phone = info.project.name === 'mobile';
    await newCouple(page);
    await seedChart(page, GUESTS);
    await openSeating(page);
    await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue('reception');
    await expect(page.getByRole('heading', { name: 'Unseated (6)' })).toBeVisible();

    await addTable(page, { seats: 2 });
    await addTable(page, { seats: 6, name: 'Friends' });
    await addTable(page, { seats: 4, long: true, head: true });
    await expect(page.getByRole('list', { name: 'Tables' }).locator(':scope > li')).toHaveCount(3);

    // Asha to Table 1: dragged there on a computer; on a phone, picked with a tap and dropped with a tap on the plan.
    const plan = page.getByRole('group', { name: 'Floor plan' });
    const t1 = await tableByName(page, 'Table 1');
    const asha = page.getByRole('region', { name: /^Unseated/ }).getByRole('button', { name: 'Asha Rao' });
    if (phone) {
      await asha.tap();
      await expect(status(page)).toHaveText(
        'Asha Rao picked. Choose a table and press Enter, or press Escape to cancel.',
      );
      await plan.scrollIntoViewIfNeeded();
      const onTable = await planPoint(page, t1.x, t1.y);
      await page.touchscreen.tap(onTable.x, onTable.y);
    } else {
      await plan.scrollIntoViewIfNeeded();
      const onTable = await planPoint(page, t1.x, t1.y);
      const from = await asha.boundingBox();
      await page.mouse.move(from!.x + 20, from!.y + from!.height / 2);
      await page.mouse.down();
      await page.mouse.move(onTable.x - 30, onTable.y, { steps: 5 });
      await page.mouse.move(onTable.x, onTable.y, { steps: 5 });
      await expect(page.locator('[data-drag-ghost]')).toHaveText('Asha Rao → Table 1');
      await page.mouse.up();
    }
    await expect(status(page)).toHaveText('Asha Rao seated at Table 1, seat 1 (1 of 2 seated).');
    await expect(seatedAt(page, 'Table 1')).toContainText('Asha Rao');

    // Ben by keyboard: pick him, choose the table, Enter.
    await page.getByRole('button', { name: 'Ben Rao' }).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(
      'Ben Rao picked. Choose a table and press Enter, or press Escape to cancel.',
    );
    await page.getByRole('button', { name: 'Seat Ben Rao at Table 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Ben Rao seated at Table 1, seat 2 (2 of 2 seated).');

    // Sam has not answered; a third guest at a table of two: both warned about.
    await page.getByRole('button', { name: /^Sam Park/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Seat Sam Park at Table 1' }).focus();
    await page.keyboard.press('Enter');
    const warnings = page.getByRole('region', { name: /^Warnings/ });
    await expect(warnings.getByText('Table 1 is over capacity: 3 seated at 2 seats.')).toBeVisible();
    await expect(warnings.getByText('Sam Park has not answered yet but is seated at Table 1.')).toBeVisible();
    await expect(tableCard(page, 'Table 1')).toContainText('3 / 2 seated — over capacity');

    // Undo takes Sam back off the table.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(warnings).toBeHidden();
    await expect(tableCard(page, 'Table 1')).toContainText('2 / 2 seated');

    // Auto-arrange fills the rest by household: the Chens together, Dana (declined) left out.
    await page.getByRole('button', { name: 'Auto-arrange' }).click();
    await expect(status(page)).toHaveText('Auto-arranged: 3 guests seated.');
    await expect(page.getByRole('heading', { name: 'Unseated (1)' })).toBeVisible();
    await expect.poll(async () => (await stored(page, 'seat_assignments')).length).toBe(5);
    const seats = new Map((await stored(page, 'seat_assignments')).map((s) => [s.guestId, s.tableId]));
    expect(seats.get('li')).toBe(seats.get('wei'));
    expect(seats.has('dana')).toBe(false);

    // Asha declines on the Guests tab: the chart warns, and the warnings can be narrowed to it.
    await page.getByRole('tab', { name: 'Guests' }).click();
    await page.getByRole('button', { name: 'Edit Asha Rao' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Guest' });
    await form.getByLabel('Reception').selectOption('declined');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('tab', { name: 'Seating' }).click();
    await expect(warnings.getByText('Asha Rao declined but is seated at Table 1.')).toBeVisible();
    await warnings.getByRole('combobox', { name: 'Show warnings' }).selectOption('declined-seated');
    await expect(warnings.getByRole('listitem')).toHaveCount(1);
    await expect(tableCard(page, 'Table 1').getByText('Declined')).toBeVisible();
    // With warnings, a guest picked and every panel open: no serious accessibility problem.
    await page.getByRole('button', { name: 'Move Ben Rao' }).click();
    await expect(page.getByRole('button', { name: 'Seat Ben Rao at Friends' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(status(page)).toHaveText('Ben Rao put down.');

    // The same chart after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Unseated (1)' })).toBeVisible({ timeout: 15_000 });
    await expect(tableCard(page, 'Table 1')).toContainText('2 / 2 seated');
    await expect(seatedAt(page, 'Table 1')).toContainText('Asha Rao');
    await expect(page.getByText('5 of 6 invited guests seated · 3 tables · 12 seats')).toBeVisible();

    // The print view: the plan and one list per table, on A4 or Letter.
    await exportChart(page, 'Print view');
    const print = page.getByRole('dialog', { name: 'Print view' });
    await expect(print.getByRole('img', { name: 'Floor plan: 3 tables' })).toBeVisible();
    await expect(print.getByRole('heading', { level: 2 })).toHaveText([
      /^Head table/,
      /^Friends/,
      /^Table 1/,
    ]);
    await expect(print.getByRole('region', { name: /^Table 1/ }).getByRole('row')).toHaveText([
      /Seat\s*Guest\s*Meal/,
      /1\s*Asha Rao\s*Veg\s*No nuts/,
      /2\s*Ben Rao\s*Chicken/,
    ]);
    await print.getByRole('combobox', { name: 'Paper size' }).selectOption('letter');
    await expect(print.locator('article')).toHaveAttribute('data-paper', 'letter');
    await expectAccessible(page);
    await print.getByRole('button', { name: 'Close print view' }).click();
    await expect(print).toBeHidden();

    // Nothing spills sideways, down to a 360 px phone.
    if (phone) expect(await overflowFindings(page, 360)).toEqual([]);
  },
);

test('tables move by drag and arrow keys, turn, duplicate and delete; a seated guest is dragged to another table', async ({
  page,
}) => {
  await newCouple(page);
  await seedChart(page, GUESTS, {
    tables: [
      { id: 'a', name: 'Table 1', shape: 'round', seats: 8, x: 400, y: 400 },
      { id: 'b', name: 'Table 2', shape: 'long', seats: 6, x: 1000, y: 400 },
    ],
    seats: [{ guestId: 'asha', tableId: 'a', seat: 0 }],
  });
  await openSeating(page);

  // Drag Table 1 by its top: it lands on the grid.
  await page.getByRole('group', { name: 'Floor plan' }).scrollIntoViewIfNeeded();
  const from = await planPoint(page, 400, 400);
  const to = await planPoint(page, 612, 690);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
  await expect
    .poll(async () => (await tableByName(page, 'Table 1')) as object)
    .toMatchObject({ x: 600, y: 700 });

  // Arrow keys on a selected table; R turns a long one.
  await tableCard(page, 'Table 2').getByRole('button', { name: 'Table 2', exact: true }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect
    .poll(async () => (await tableByName(page, 'Table 2')) as object)
    .toMatchObject({ x: 1025, y: 500 });
  await page.getByRole('group', { name: 'Floor plan' }).focus();
  await page.keyboard.press('r');
  await expect(status(page)).toHaveText('Table 2 turned to 15°.');

  // Asha, seated at Table 1, is dragged by her seat onto Table 2's first seat.
  const t1 = await tableByName(page, 'Table 1');
  // Seat 1 of a round table of eight: at the top, 100 units from the centre (layout.ts).
  const seat = await planPoint(page, t1.x, t1.y - 100);
  const t2 = await tableByName(page, 'Table 2');
  const dest = await planPoint(page, t2.x, t2.y);
  await page.mouse.move(seat.x, seat.y);
  await page.mouse.down();
  await page.mouse.move(dest.x, dest.y, { steps: 10 });
  await page.mouse.up();
  await expect(status(page)).toHaveText('Asha Rao seated at Table 2, seat 1 (1 of 6 seated).');

  // Duplicate comes empty, delete sends the guests back.
  await page.getByRole('button', { name: 'Duplicate Table 2' }).click();
  await expect(status(page)).toHaveText('Table 2 duplicated as Table 3, with no one seated yet.');
  await page.getByRole('button', { name: 'Delete Table 2' }).click();
  await expect(status(page)).toHaveText('Table 2 deleted; 1 guest back to unseated.');
  await expect
    .poll(async () => (await stored(page, 'seating_tables')).map((t) => t.name).sort())
    .toEqual(['Table 1', 'Table 3']);
  expect(await stored(page, 'seat_assignments')).toEqual([]);
});

test('the caterer’s CSV has a row per seated guest, table by table, and the plan downloads as a PNG', async ({
  page,
}) => {
  await newCouple(page);
  await seedChart(page, GUESTS, {
    tables: [
      { id: 'h', name: 'Head table', shape: 'long', head: true, seats: 4, x: 1000, y: 200 },
      { id: 'a', name: 'Table 1', shape: 'round', seats: 8, x: 400, y: 600 },
    ],
    seats: [
      { guestId: 'asha', tableId: 'h', seat: 1 },
      { guestId: 'ben', tableId: 'h', seat: 0 },
      { guestId: 'li', tableId: 'a', seat: 3 },
      { guestId: 'wei', tableId: 'a' },
    ],
  });
  await openSeating(page);

  const csv = page.waitForEvent('download');
  await exportChart(page, 'CSV for the caterer');
  const file = await csv;
  expect(file.suggestedFilename()).toBe('seating-reception.csv');
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\r\n')).toEqual([
    'Table,Seat,Guest,Household,Meal,Dietary notes',
    'Head table,1,Ben Rao,The Rao family,Chicken,',
    'Head table,2,Asha Rao,The Rao family,Veg,No nuts',
    'Table 1,4,Li Chen,The Chens,Veg,',
    'Table 1,,Wei Chen,The Chens,Fish,',
    '',
  ]);

  const png = page.waitForEvent('download');
  await exportChart(page, 'PNG');
  const picture = await png;
  expect(picture.suggestedFilename()).toBe('seating-reception.png');
  const bytes = await readFile((await picture.path())!);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  // About 2000 pixels wide (the PNG header's width field).
  expect(bytes.readUInt32BE(16)).toBeGreaterThan(1900);
});

/** Strings only these modules contain, found in the scripts a page has loaded. */
const SEATING_MODULES = {
  konva: 'Several Konva instances detected',
  'react-konva': 'react-konva requires React',
  seating: 'did not fit a table whole',
};

test('the seating chart and its canvas load only when the Seating tab opens', async ({ page }) => {
  await newCouple(page);
  const scripts = recordScripts(page);
  await page.goto('/planner');
  await expect(page.getByRole('tab', { name: 'AI Chat' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Guests' }).click();
  await expect(page.getByRole('tab', { name: 'Guest list' })).toBeVisible();
  expect(await loadedModules(page, scripts, SEATING_MODULES)).toEqual([]);
  expect(await page.evaluate(() => 'Konva' in window)).toBe(false);

  await page.getByRole('tab', { name: 'Seating' }).click();
  await expect(page.locator('[data-floor-plan] canvas').first()).toBeVisible();
  expect(await loadedModules(page, scripts, SEATING_MODULES)).toEqual(['konva', 'react-konva', 'seating']);
});

import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { expectAccessible, overflowFindings } from './support/quality';
import { guestList, openSeating, seedChart, stored, tableRows } from './support/seating';

/**
 * Issue 33 item 4: seating rules and the auto-arrange solver. 120 guests in households, 15 tables of ten, one
 * keep-apart rule between two households that are alike (same side, same tag) and so would share a table: auto-arrange
 * seats everyone, keeps every household whole and the two apart; Undo takes the arrangement back as one step.
 */
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test('auto-arrange seats 120 guests by household and keeps a keep-apart rule; Undo restores the chart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newCouple(page);
  const households = guestList(120);
  await seedChart(page, households, { tables: tableRows(15, 10) });
  await openSeating(page);
  await expect(page.getByText('0 of 120 invited guests seated · 15 tables · 150 seats')).toBeVisible();

  // Families 4 and 10 are both the bride's, with no tag: without the rule auto-arrange seats them at one table.
  const rules = page.getByRole('region', { name: /^Rules/ });
  await rules.getByLabel('Rule').selectOption('Keep apart');
  await rules.getByLabel('Between').selectOption('Two households');
  await rules.getByLabel('Who', { exact: true }).selectOption('Family 4');
  await rules.getByLabel('With whom').selectOption('Family 10');
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await expect(status(page)).toHaveText('Rule added: keep Family 4 and Family 10 apart.');
  await expect(rules.getByRole('list', { name: 'Seating rules' })).toHaveText(
    /Keep apart: Family 4 and Family 10/,
  );

  // The panel is labelled for assistive technology and fits a 360 px phone.
  await expectAccessible(page);
  expect(await overflowFindings(page, 360)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Auto-arrange' }).click();
  await expect(status(page)).toHaveText('Auto-arranged: 120 guests seated.');
  await expect(page.getByText('120 of 120 invited guests seated')).toBeVisible();
  await expect(page.getByText(/should sit apart/)).toHaveCount(0);

  let seats = new Map<string, string>();
  await expect
    .poll(async () => {
      seats = new Map(
        (await stored(page, 'seat_assignments')).map((a) => [a.guestId as string, a.tableId as string]),
      );
      return seats.size;
    })
    .toBe(120);
  for (const h of households) expect(new Set(h.guests.map((g) => seats.get(g.id))).size, h.name).toBe(1);
  const tableOf = (name: string) => seats.get(households.find((h) => h.name === name)!.guests[0]!.id);
  expect(tableOf('Family 4')).not.toBe(tableOf('Family 10'));
  const perTable = new Map<string, number>();
  for (const t of seats.values()) perTable.set(t, (perTable.get(t) ?? 0) + 1);
  expect(Math.max(...perTable.values())).toBeLessThanOrEqual(10);
  expect(await stored(page, 'seating_rules')).toHaveLength(1);

  // Undo takes the whole arrangement back, and keeps the rule.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(status(page)).toHaveText('Undone: Auto-arranged: 120 guests seated.');
  await expect(page.getByText('0 of 120 invited guests seated')).toBeVisible();
  await expect.poll(async () => (await stored(page, 'seat_assignments')).length).toBe(0);
  expect(await stored(page, 'seating_rules')).toHaveLength(1);
});

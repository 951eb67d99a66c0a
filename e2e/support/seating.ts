import { expect, type Page } from '@playwright/test';

/**
 * The seating chart as the specs drive it: a guest list written straight into the couple's store (as one built on
 * the Guests tab leaves it), the Seating tab, points of the floor plan on screen, and the chart as stored.
 */
export interface SeedGuest {
  id: string;
  first: string;
  last?: string;
  status?: 'attending' | 'awaiting' | 'declined';
  meal?: string;
  dietary?: string;
  side?: 'bride' | 'groom' | 'both';
  tags?: string[];
  plusOneOf?: string;
}
export interface SeedHousehold {
  id: string;
  name: string;
  guests: SeedGuest[];
}
export interface SeedTable {
  id: string;
  name: string;
  shape: 'round' | 'long';
  seats: number;
  x: number;
  y: number;
  rotation?: number;
  head?: boolean;
}

/**
 * Writes households and their guests (each invited to the reception with the given answer), and optionally tables and
 * seats, into the signed-in couple's store, then reloads.
 */
export async function seedChart(
  page: Page,
  households: SeedHousehold[],
  chart: { tables?: SeedTable[]; seats?: { guestId: string; tableId: string; seat?: number }[] } = {},
) {
  await page.evaluate(
    async ({ households, tables, seats }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('wedding-planner');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const { token } = JSON.parse(localStorage.getItem('wp.local.session')!) as { token: string };
      const session = await new Promise<{ userId: string }>((resolve) => {
        const req = db.transaction('sessions').objectStore('sessions').get(token);
        req.onsuccess = () => resolve(req.result);
      });
      const tx = db.transaction('records', 'readwrite');
      const store = tx.objectStore('records');
      const createdAt = new Date().toISOString();
      let stamp = Date.now();
      const put = (table: string, data: { id: string; [field: string]: unknown }) =>
        store.put({ userId: session.userId, table, id: data.id, data, updatedAt: stamp++ });
      for (const h of households) {
        put('households', {
          id: h.id,
          name: h.name,
          rsvpToken: `${h.id}-token`.padEnd(22, '0').slice(0, 64),
          createdAt,
        });
        for (const g of h.guests) {
          put('guests', {
            id: g.id,
            householdId: h.id,
            firstName: g.first,
            ...(g.last ? { lastName: g.last } : {}),
            side: g.side ?? 'both',
            tags: g.tags ?? [],
            plusOneAllowed: false,
            ...(g.plusOneOf ? { plusOneOf: g.plusOneOf } : {}),
            isChild: false,
            ...(g.meal ? { meal: g.meal } : {}),
            ...(g.dietary ? { dietary: g.dietary } : {}),
            createdAt,
          });
          put('rsvp_answers', {
            id: `${g.id}.reception`,
            guestId: g.id,
            eventId: 'reception',
            status: g.status ?? 'attending',
          });
        }
      }
      for (const t of tables) put('seating_tables', { eventId: 'reception', rotation: 0, head: false, ...t });
      for (const s of seats)
        put('seat_assignments', { id: `${s.guestId}.reception`, eventId: 'reception', ...s });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { households, tables: chart.tables ?? [], seats: chart.seats ?? [] },
  );
  await page.reload();
}

/** The Seating tab, drawn (the plan sized and painted). */
export async function openSeating(page: Page) {
  await page.goto('/planner?tab=seating');
  await expect(page.getByRole('combobox', { name: 'Event' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-floor-plan] canvas').first()).toBeVisible();
}

/** A point of the 2000 × 1500 floor plan on screen (the room's outline follows zoom and pan). */
export async function planPoint(page: Page, x: number, y: number) {
  const box = await page.getByTestId('plan-frame').boundingBox();
  if (!box) throw new Error('The floor plan is not on screen');
  return { x: box.x + (x * box.width) / 2000, y: box.y + (y * box.height) / 1500 };
}

type Stored = { id: string; [key: string]: unknown };

/** The couple's stored records of one table. */
export async function stored(page: Page, table: string): Promise<Stored[]> {
  return page.evaluate(async (table) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('wedding-planner');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rows = await new Promise<{ table: string; data: Stored }[]>((resolve) => {
      const req = db.transaction('records').objectStore('records').getAll();
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return rows.filter((r) => r.table === table).map((r) => r.data);
  }, table);
}

export async function tableByName(page: Page, name: string) {
  const table = (await stored(page, 'seating_tables')).find((t) => t.name === name);
  if (!table) throw new Error(`No table named ${name}`);
  return table as Stored & { x: number; y: number };
}

/** Adds a table through the dialog. */
export async function addTable(
  page: Page,
  options: { seats: number; name?: string; long?: boolean; head?: boolean },
) {
  await page.getByRole('button', { name: 'Add table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a table' });
  if (options.name) await dialog.getByLabel('Name or number').fill(options.name);
  if (options.long) await dialog.getByLabel('Long (rectangular)').check();
  if (options.head) await dialog.getByLabel('Head table').check();
  await dialog.getByRole('spinbutton', { name: 'Seats' }).fill(String(options.seats));
  await dialog.getByRole('button', { name: 'Add Table' }).click();
  await expect(dialog).toBeHidden();
}

/** One of the chart's outputs, from the toolbar's Export menu (Print view, CSV for the caterer, PNG). */
export async function exportChart(page: Page, output: 'Print view' | 'CSV for the caterer' | 'PNG') {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: output }).click();
}

/**
 * `count` guests, all coming, in households of one to four (a fixed pattern, so every run seeds the same list), each
 * household on one side and, for two in three, with a tag: what auto-arrange sorts by.
 */
export function guestList(count: number): SeedHousehold[] {
  const sizes = [3, 2, 4, 1, 2];
  const households: SeedHousehold[] = [];
  for (let g = 0, h = 0; g < count; h++) {
    const size = Math.min(sizes[h % sizes.length]!, count - g);
    households.push({
      id: `h${h}`,
      name: `Family ${h + 1}`,
      guests: Array.from({ length: size }, (_, k) => ({
        id: `g${g + k}`,
        first: ['Asha', 'Ben', 'Chitra', 'Dev'][k]!,
        last: `Family${h + 1}`,
        side: h % 2 ? 'bride' : 'groom',
        tags: h % 3 ? [h % 3 === 1 ? 'family' : 'friends'] : [],
      })),
    });
    g += size;
  }
  return households;
}

/** `count` round tables of `seats` in rows across the hall. */
export function tableRows(count: number, seats: number): SeedTable[] {
  const perRow = Math.ceil(Math.sqrt(count * 1.4));
  return Array.from({ length: count }, (_, i) => ({
    id: `t${i}`,
    name: `Table ${i + 1}`,
    shape: 'round',
    seats,
    x: 120 + (i % perRow) * Math.floor(1760 / Math.max(1, perRow - 1)),
    y: 120 + Math.floor(i / perRow) * Math.floor(1260 / Math.max(1, Math.ceil(count / perRow) - 1)),
  }));
}

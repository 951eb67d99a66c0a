/**
 * One valid row for every planning table, parents before children, with ids (and tokens, slugs) suffixed by `n` so
 * two fixtures can live side by side. Used by the wedding tests to ask the same question of every table; a planning
 * table missing here fails their coverage check.
 */
import type { Db } from './harness';

export interface PlanningRow {
  table: string;
  row: Record<string, unknown>;
}

export function planningRows(n: string): PlanningRow[] {
  return [
    { table: 'budget_categories', row: { id: `c${n}`, name: 'Venue' } },
    { table: 'expenses', row: { id: `e${n}`, description: 'Deposit' } },
    { table: 'schedule_events', row: { id: `s${n}`, title: 'Ceremony', time: '15:00' } },
    { table: 'photo_ideas', row: { id: `p${n}`, title: 'First look' } },
    { table: 'songs', row: { id: `m${n}`, title: 'Song', artist: 'Artist' } },
    { table: 'registry_items', row: { id: `r${n}`, name: 'Toaster' } },
    { table: 'registry_stores', row: { id: `rs${n}`, name: 'Shop', url: 'https://shop.example' } },
    {
      table: 'planning_vendors',
      row: { id: `v${n}`, name: 'Hall', category: 'Venue', contact_name: 'Ann' },
    },
    { table: 'reminders', row: { id: `n${n}`, title: 'Pay', date: '2027-01-01' } },
    { table: 'tasks', row: { id: `t${n}`, title: 'Book', category: 'essentials' } },
    { table: 'mood_boards', row: { id: `b${n}`, name: 'Board', prompt: 'Garden' } },
    { table: 'chat_conversations', row: { id: `cc${n}`, title: 'Budget' } },
    {
      table: 'chat_messages',
      row: { id: `c${n}`, conversation_id: `cc${n}`, role: 'user', content: 'Hi' },
    },
    { table: 'invites', row: { id: `i${n}`, name: 'Invite', token: `tok${n}_Qw3rty-Asdfgh12345` } },
    { table: 'events', row: { id: `ev${n}`, name: 'Ceremony' } },
    {
      table: 'households',
      row: { id: `h${n}`, name: 'Rao family', rsvp_token: `rsvp${n}_Qw3rty-Asdfgh12345` },
    },
    { table: 'guests', row: { id: `g${n}`, household_id: `h${n}`, first_name: 'Asha' } },
    { table: 'guests', row: { id: `g${n}b`, household_id: `h${n}`, first_name: 'Ravi' } },
    {
      table: 'rsvp_answers',
      row: { id: `g${n}.ev${n}`, guest_id: `g${n}`, event_id: `ev${n}` },
    },
    { table: 'websites', row: { id: 'site', slug: `site-${n}` } },
    {
      table: 'seating_tables',
      row: { id: `st${n}`, event_id: `ev${n}`, name: 'Table 1', shape: 'round', seats: 8, x: 0, y: 0 },
    },
    {
      table: 'seat_assignments',
      row: { id: `g${n}.ev${n}`, guest_id: `g${n}`, event_id: `ev${n}`, table_id: `st${n}` },
    },
    {
      table: 'seating_rules',
      row: { id: `sr${n}`, event_id: `ev${n}`, kind: 'apart', guest_a: `g${n}`, guest_b: `g${n}b` },
    },
    {
      table: 'travel',
      row: { id: `h${n}`, household_id: `h${n}`, arrival_date: '2027-12-09', arrival_mode: 'train' },
    },
    {
      table: 'room_blocks',
      row: { id: `rb${n}`, hotel: 'Taj', rooms: 5, check_in: '2027-12-09', check_out: '2027-12-11' },
    },
    {
      table: 'room_assignments',
      row: {
        id: `ra${n}`,
        block_id: `rb${n}`,
        household_id: `h${n}`,
        check_in: '2027-12-09',
        check_out: '2027-12-11',
      },
    },
    {
      table: 'gifts',
      row: { id: `gf${n}`, kind: 'cash', description: 'Shagun', amount: 5100, household_id: `h${n}` },
    },
    { table: 'gift_funds', row: { id: `fund${n}`, title: 'Honeymoon', upi_id: 'asha@okbank' } },
    {
      table: 'payments',
      row: { id: `pay${n}`, vendor_id: `v${n}`, amount: 50000, due_date: '2027-01-15' },
    },
  ];
}

/** The guest list: the tables a family member may write. */
export const GUEST_LIST_TABLES = ['households', 'guests', 'rsvp_answers'];

/** Inserts `row` into `table` on `db` as whoever `db` currently is. */
export function insertRow(db: Db, { table, row }: PlanningRow) {
  const columns = Object.keys(row);
  return db.query(
    `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

/** The planning tables: every collection-shaped table in public (primary key (user_id, id)). */
export async function planningTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and private.is_collection_table(c.relname) order by 1`,
  );
  return rows.map((r) => r.name);
}

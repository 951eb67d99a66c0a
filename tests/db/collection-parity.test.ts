// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_COLUMNS } from '@/lib/backend/supabase/profile';
import { collectionTables, columnsOf, parityProblems, type CollectionLike } from './collection-parity';
import { createDb, type Db } from './harness';

/**
 * Every collection a feature declares (`defineCollection` in src/features/<area>/model.ts or a `*-model.ts` beside it)
 * against the table the migrations make for it: fields ↔ columns, types, optional ↔ nullable (collection-parity.ts).
 * `npm run db:check` runs this file alone.
 */
const MODELS = import.meta.glob<Record<string, unknown>>('../../src/features/**/*model.ts', { eager: true });

const isCollection = (value: unknown): value is CollectionLike & { noun: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { table?: unknown }).table === 'string' &&
  typeof (value as { noun?: unknown }).noun === 'string' &&
  typeof (value as { schema?: { safeParse?: unknown } }).schema?.safeParse === 'function';

const collections = Object.values(MODELS).flatMap((module) => Object.values(module).filter(isCollection));

let db: Db;
beforeAll(async () => {
  db = await createDb();
}, 120_000);

describe('cloud tables match the collections', () => {
  it('finds the collections the features declare', () => {
    expect(collections.map((c) => c.table)).toContain('expenses');
    expect(new Set(collections.map((c) => c.table)).size).toBe(collections.length);
  });

  it('every collection-shaped table has a collection, and every collection a table', async () => {
    expect(collections.map((c) => c.table).sort()).toEqual(await collectionTables(db));
  });

  it.each(collections.map((c) => [c.table, c] as const))(
    '%s: fields and columns agree',
    async (_table, collection) => {
      expect(parityProblems(collection, await columnsOf(db, collection.table))).toEqual([]);
    },
  );

  it('the profile adapter reads and writes only columns the profiles table has', async () => {
    const columns = new Set((await columnsOf(db, 'profiles')).map((c) => c.name));
    expect(PROFILE_COLUMNS.split(',').filter((column) => !columns.has(column))).toEqual([]);
  });
});

describe('the parity check itself', () => {
  const expenses = () => collections.find((c) => c.table === 'expenses')!;

  it('fails when a column is removed from a migration', async () => {
    const edited = await createDb({
      editMigration: (file, sql) =>
        // expenses.date: a column no later migration reads (the paid activity trigger reads `paid`).
        file.endsWith('_planning.sql') ? sql.replace(/^\s*date date,\n(?=\s*category_id)/m, '') : sql,
    });
    try {
      expect(await columnsOf(edited, 'expenses')).not.toContainEqual(
        expect.objectContaining({ name: 'date' }),
      );
      expect(parityProblems(expenses(), await columnsOf(edited, 'expenses'))).toEqual([
        "expenses.date: the schema's field `date` has no column",
      ]);
    } finally {
      await edited.close();
    }
  }, 120_000);

  it('fails on a column no field covers, a type that cannot hold the field, and an optional field in a not-null column', async () => {
    const columns = await columnsOf(db, 'expenses');
    const changed = columns.map((c) => (c.name === 'amount' ? { ...c, type: 'text' } : c));
    expect(parityProblems(expenses(), [...changed, { name: 'notes', type: 'text', nullable: true }])).toEqual(
      [
        "expenses.amount: the schema's `amount` is number, the column is text",
        'expenses.notes: a column no field of the schema reads or writes',
      ],
    );
    const photo = collections.find((c) => c.table === 'photo_ideas')!;
    const photoColumns = (await columnsOf(db, 'photo_ideas')).map((c) =>
      c.name === 'reference_image_url' ? { ...c, nullable: false } : c,
    );
    expect(parityProblems(photo, photoColumns)).toEqual([
      'photo_ideas.reference_image_url: `referenceImageUrl` is optional in the schema but the column is not null',
    ]);
  });
});

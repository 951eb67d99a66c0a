/**
 * Cloud data typed end to end (issue #17 item 4): the app's records are checked by each collection's zod schema, the
 * cloud stores them in the table of the same name through a mechanical camelCase ↔ snake_case map
 * (src/lib/backend/supabase/columns.ts). A field added to a schema but not to a migration (or a column dropped, or
 * typed or constrained differently) would fail only in cloud mode, at run time. This check compares the two.
 */
import type { z } from 'zod';
import type { Db } from './harness';

/** A column as information_schema describes it. */
export interface Column {
  name: string;
  /** Postgres's type name: text, date, numeric, int4, bool, jsonb, _text (text[]), timestamptz, … */
  type: string;
  nullable: boolean;
}

export interface CollectionLike {
  table: string;
  schema: z.ZodType;
}

/** Columns the store keeps and the data seam handles: never a field of a record. */
const STORE_COLUMNS: Record<string, string> = {
  user_id: 'the owner, always the caller',
  wedding_id: 'the wedding the row belongs to, by default the caller’s',
  updated_at: "the row's version (docs/architecture.md §3 Versions)",
  updated_by: 'who wrote the row last, set by its trigger (…_live_together.sql)',
};

/**
 * Columns a collection deliberately leaves alone, with the reason. Keep this short: every entry is a column the app
 * neither reads nor writes.
 */
const UNUSED_COLUMNS: Record<string, string> = {
  'budget_categories.actual':
    "the spec's stored amount spent; the app sums the category's expenses instead, so nothing can drift",
};

/** What each zod type may be stored as. */
const STORABLE: Record<string, readonly string[]> = {
  string: ['text', 'varchar', 'date', 'timestamptz', 'uuid'],
  number: ['numeric', 'int2', 'int4', 'int8', 'float4', 'float8'],
  boolean: ['bool'],
  array: ['_text', 'jsonb'],
  json: ['jsonb'],
};

type ZodInternals = { _zod: { def: Record<string, unknown> & { type: string }; optout?: 'optional' } };

/** The stored kind of a schema field, through optional/default/pipe/refinement wrappers. */
function fieldKind(field: z.ZodType): keyof typeof STORABLE {
  let node = field as unknown as ZodInternals;
  for (let depth = 0; depth < 10; depth++) {
    const def = node._zod.def;
    const inner = (def.innerType ?? def.in) as ZodInternals | undefined;
    if (!inner || ['array', 'object', 'record'].includes(def.type)) break;
    node = inner;
  }
  const type = node._zod.def.type;
  if (type === 'union') {
    // One kind when every option stores the same way (a time, or '' for none).
    const kinds = new Set((node._zod.def.options as z.ZodType[]).map(fieldKind));
    return kinds.size === 1 ? [...kinds][0] : 'json';
  }
  if (type === 'string' || type === 'enum' || type === 'literal') return 'string';
  if (type === 'number' || type === 'int' || type === 'bigint') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'array';
  return 'json';
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** What does not match between one collection's schema and its table's columns; empty when they agree. */
export function parityProblems(collection: CollectionLike, columns: readonly Column[]): string[] {
  const { table } = collection;
  const shape = (collection.schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return [`${table}: the collection's schema is not a z.object, so its fields cannot be checked`];
  if (!columns.length) return [`${table}: there is no such table in the migrations`];
  const byName = new Map(columns.map((c) => [c.name, c]));
  const problems: string[] = [];

  for (const [field, fieldSchema] of Object.entries(shape)) {
    const column = byName.get(snake(field));
    if (!column) {
      problems.push(`${table}.${snake(field)}: the schema's field \`${field}\` has no column`);
      continue;
    }
    const kind = fieldKind(fieldSchema);
    if (!STORABLE[kind].includes(column.type))
      problems.push(
        `${table}.${column.name}: the schema's \`${field}\` is ${kind}, the column is ${column.type}`,
      );
    // The adapter writes an absent optional field as null (clearing it): the column has to take null.
    const mayBeAbsent = (fieldSchema as unknown as ZodInternals)._zod.optout === 'optional';
    if (mayBeAbsent && !column.nullable)
      problems.push(
        `${table}.${column.name}: \`${field}\` is optional in the schema but the column is not null`,
      );
  }

  const fields = new Set(Object.keys(shape).map(snake));
  for (const column of columns) {
    if (
      fields.has(column.name) ||
      column.name in STORE_COLUMNS ||
      `${table}.${column.name}` in UNUSED_COLUMNS
    )
      continue;
    // created_at orders the list; a schema reads it only when it shows it (a mood board's date).
    if (column.name === 'created_at') continue;
    problems.push(`${table}.${column.name}: a column no field of the schema reads or writes`);
  }
  return problems;
}

/** The columns of public.<table>, from the database the migrations built. */
export async function columnsOf(db: Db, table: string): Promise<Column[]> {
  const { rows } = await db.query<{ name: string; type: string; nullable: string }>(
    `select column_name as name, udt_name as type, is_nullable as nullable
       from information_schema.columns
      where table_schema = 'public' and table_name = $1
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => ({ name: r.name, type: r.type, nullable: r.nullable === 'YES' }));
}

/** The tables shaped as collections (primary key (user_id, id)): each needs a collection in the app. */
export async function collectionTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and private.is_collection_table(c.relname)
      order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * The column map for the Supabase collection adapter: app records use camelCase field names, the planning
 * tables use their snake_case (assignedTo <-> assigned_to, referenceImageUrl <-> reference_image_url,
 * createdAt <-> created_at). Conversion is mechanical and shallow: only top-level keys change, so jsonb values
 * (an invite's design) pass through untouched.
 */

export type Row = Record<string, unknown>;

/** `referenceImageUrl` -> `reference_image_url`. */
export function toSnake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `reference_image_url` -> `referenceImageUrl`. */
export function toCamel(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Columns the store keeps, never a record's field: `user_id` (who created the row), `wedding_id` (the wedding the row
 * belongs to, by default the caller's), `updated_at` (the row's version, which travels beside the record and is
 * sent only as a write's base, see collections.ts) and `updated_by` (who wrote it last, set by its trigger).
 */
const STORE_COLUMNS = new Set(['user_id', 'wedding_id', 'updated_at', 'updated_by']);

/**
 * A record as a row to write. `undefined` becomes `null`, so clearing an optional field clears the column
 * (PostgREST would drop an undefined key and leave the old value). `user_id` is never sent: the column defaults
 * to the caller's id and RLS refuses any other.
 */
export function toRow(record: Record<string, unknown>): Record<string, unknown> {
  const row: Row = {};
  for (const [key, value] of Object.entries(record)) {
    const column = toSnake(key);
    if (STORE_COLUMNS.has(column)) continue;
    row[column] = value === undefined ? null : value;
  }
  return row;
}

/**
 * A row read back as a record. `user_id` and `updated_at` are dropped (the store's), and `null` columns are left out
 * so optional fields come back absent, as the feature schemas (zod `.optional()`) expect.
 */
export function fromRow(row: Record<string, unknown>): Record<string, unknown> {
  const record: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (STORE_COLUMNS.has(column) || value === null) continue;
    record[toCamel(column)] = value;
  }
  return record;
}

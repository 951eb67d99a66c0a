/**
 * A record's version: the store's stamp of the write that made it (cloud: the row's `updated_at`, set by the
 * database; local: a counter kept beside the record in IndexedDB). It travels beside the record rather than in it,
 * so feature schemas, exports and backups never see it: an adapter stamps each record it hands out, and the data
 * seam reads the stamp with `versionOf` to base its next write on (`PutOptions.base`).
 */
const versions = new WeakMap<object, string>();

/** Marks `record` (as handed out by an adapter) with the version it was read or written at. */
export function stampVersion<T extends object>(record: T, version: string): T {
  versions.set(record, version);
  return record;
}

/** The version an adapter stamped on this record object; undefined for any other object (a copy, a new record). */
export function versionOf(record: object): string | undefined {
  return versions.get(record);
}

/** The collection port: the signed-in user's records of each planning kind, with versions, cascades and undo. */

/** A record kept in a collection: every record has a string id. */
export interface Entity {
  id: string;
}

/** What a list reads: a projection leaves heavy columns (an invitation's design) to `get`. */
export interface ListOptions {
  /** Only these fields of each record (always with `id`). */
  fields?: readonly string[];
}

/**
 * Records that go with a parent and must go when it goes: e.g. a household's guests (`{ table: 'guests', field:
 * 'householdId' }`). Cloud tables say the same with `on delete cascade` foreign keys; the local adapter removes
 * the children in the same transaction as the parent.
 */
export interface CascadeRule {
  table: string;
  /** The child's field holding the parent's id. */
  field: string;
  /** The child's own children, removed with it. */
  cascade?: readonly CascadeRule[];
}

export interface RemoveOptions {
  cascade?: readonly CascadeRule[];
}

export interface PutOptions {
  /**
   * The version (`versionOf`) of the record this write was based on. The store refuses the write with a
   * `VersionConflictError` when the record has been written since (`changed`) or is gone (`deleted`): a stale tab
   * never overwrites another tab's change, and an edit never brings back a record deleted elsewhere. Without it the
   * write is a plain insert-or-replace (a new record, an undone delete, a restored backup).
   */
  base?: string;
}

/** A write based on a version the record no longer has (see `PutOptions.base`). */
export class VersionConflictError extends Error {
  readonly reason: 'changed' | 'deleted';
  constructor(reason: 'changed' | 'deleted') {
    super(reason === 'changed' ? 'The record was changed elsewhere.' : 'The record was deleted elsewhere.');
    this.name = 'VersionConflictError';
    this.reason = reason;
  }
}

export interface PutManyOptions {
  /**
   * Place the records in the order given, after every record not among them, even those already stored (a restored
   * backup puts its lists back as they were). Otherwise a stored record keeps its place and a new one goes last.
   */
  inOrder?: boolean;
}

/** What `CollectionPort.take` removed, parents first: only the adapter that took it reads `position`. */
export interface TakenRecords {
  rows: readonly { table: string; record: Entity; position: number | string | null }[];
}

/**
 * The signed-in user's records of one kind. Every record `list`, `get` and `put` return carries its version beside
 * it (read with `versionOf`; see versions.ts): the store sets it on each write.
 */
export interface CollectionPort {
  list<T extends Entity>(table: string, options?: ListOptions): Promise<T[]>;
  /** One whole record, or null when there is none with that id. */
  get<T extends Entity>(table: string, id: string): Promise<T | null>;
  /** Insert or update by id; with `base`, only if the record still has that version. Returns the stored record. */
  put<T extends Entity>(table: string, item: T, options?: PutOptions): Promise<T>;
  /** Insert or update many records at once: all of them are stored, or (on any failure) none. */
  putMany<T extends Entity>(table: string, items: readonly T[], options?: PutManyOptions): Promise<T[]>;
  remove(table: string, id: string, options?: RemoveOptions): Promise<void>;
  /** Removes many records (and their cascaded children) at once: all of them, or (on any failure) none. */
  removeMany(table: string, ids: readonly string[], options?: RemoveOptions): Promise<void>;
  /**
   * Removes records like `removeMany` and hands back everything that went — the records, what cascaded from them,
   * and each one's place in its list — so `putBack` can undo the delete exactly.
   */
  take(table: string, ids: readonly string[], options?: RemoveOptions): Promise<TakenRecords>;
  /** Undoes a `take`: the same records under the same ids, each in the place it had, parents before children. */
  putBack(taken: TakenRecords): Promise<void>;
  /**
   * Gives a table its sample records once per user: unless it was seeded before, stores `items` and marks the
   * table seeded, so a user who deletes every sample never sees them return. A seed cut short (a reload in
   * the middle) is completed by the next call, never duplicated. True when it seeded now.
   */
  seed<T extends Entity>(table: string, items: T[]): Promise<boolean>;
  /** A one-time marker under `name`: true the first time, false ever after (e.g. an offer shown once). */
  claimSeed(name: string): Promise<boolean>;
}

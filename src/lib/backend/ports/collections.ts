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

export interface PutOptions {
  /**
   * The version (`versionOf`) of the record this write was based on. The store refuses the write with a
   * `VersionConflictError` when the record has been written since (`changed`) or is gone (`deleted`): a stale tab
   * never overwrites another tab's change, and an edit never brings back a record deleted elsewhere. Without it the
   * write is a plain insert-or-replace (a new record, an undone delete, a restored backup).
   */
  base?: string;
}

/** A record as it is stored now: `record` null when it is gone. */
export interface StoredNow {
  table: string;
  id: string;
  record: Entity | null;
}

/** A write based on a version the record no longer has (see `PutOptions.base`). */
export class VersionConflictError extends Error {
  readonly reason: 'changed' | 'deleted';
  /** The record as it now stands (null: gone), when whoever refused the write had read it (a command's plan). */
  readonly latest?: StoredNow;
  constructor(reason: 'changed' | 'deleted', latest?: StoredNow) {
    super(reason === 'changed' ? 'The record was changed elsewhere.' : 'The record was deleted elsewhere.');
    this.name = 'VersionConflictError';
    this.reason = reason;
    this.latest = latest;
  }
}

export interface PutManyOptions {
  /**
   * Place the records in the order given, after every record not among them, even those already stored (a restored
   * backup puts its lists back as they were). Otherwise a stored record keeps its place and a new one goes last.
   */
  inOrder?: boolean;
}

/**
 * One change in a batch (`CollectionPort.apply`). A `put` inserts or replaces a record; a `remove` deletes one and
 * everything that cascades from it (relations.ts: the same records in both modes). With `base` (the version the
 * change was based on, `versionOf`) the change is refused with a `VersionConflictError` when the record has been
 * written since or is gone, and the whole batch with it. `position` puts a record back in its old place in its list
 * (what `Touched.position` said), for undoing a delete.
 */
export type Change =
  | { op: 'put'; table: string; record: Entity; base?: string; position?: number | string | null }
  | { op: 'remove'; table: string; id: string; base?: string };

/**
 * A record a batch touched: what it was before (null: the batch created it) and after (null: the batch removed it,
 * itself or by cascade), each with its version stamped (`versionOf`), and its place in its list before, so the
 * batch can be undone exactly (`inverseOf`).
 */
export interface Touched {
  table: string;
  id: string;
  before: Entity | null;
  /** Where it stood in its list before the batch (an adapter's own stamp: read it only to put the record back). */
  position: number | string | null;
  after: Entity | null;
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
  /** Removes a record and what cascades from it (relations.ts). */
  remove(table: string, id: string): Promise<void>;
  /** Removes many records (and what cascades from them) at once: all of them, or (on any failure) none. */
  removeMany(table: string, ids: readonly string[]): Promise<void>;
  /**
   * Applies a batch of changes over any tables as one unit — one IndexedDB transaction locally, one request (the
   * `apply_changes` function) in the cloud: every change lands, or, when one is refused, none does. Returns every
   * record the batch touched, cascades included, once each, in the order they were first touched (a parent before
   * what cascaded from it). This is what a domain command runs (src/lib/commands).
   */
  apply(changes: readonly Change[]): Promise<Touched[]>;
  /**
   * Gives a table its sample records once per user: unless it was seeded before, stores `items` and marks the
   * table seeded, so a user who deletes every sample never sees them return. A seed cut short (a reload in
   * the middle) is completed by the next call, never duplicated. True when it seeded now.
   */
  seed<T extends Entity>(table: string, items: T[]): Promise<boolean>;
  /** A one-time marker under `name`: true the first time, false ever after (e.g. an offer shown once). */
  claimSeed(name: string): Promise<boolean>;
}

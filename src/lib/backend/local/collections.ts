import type { IDBPTransaction } from 'idb';
import { CASCADES, type Cascade } from '../relations';
import { mergeTouched } from '../touched';
import {
  VersionConflictError,
  type Change,
  type CollectionPort,
  type Entity,
  type ListOptions,
  type PutManyOptions,
  type PutOptions,
  type Touched,
} from '../types';
import { stampVersion } from '../versions';
import type { LocalDb, LocalRecord, WeddingDb } from './db';
import { publicKeyOf, RETIRED_WHEN_GIVEN_UP } from './public-keys';

/**
 * A strictly increasing stamp, so records written in the same millisecond (a seed) keep the order they were
 * written in.
 */
let lastStamp = 0;
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

/** A record's public key (a website's address) already belongs to another record in this browser. */
export class PublicKeyTakenError extends Error {
  readonly code = '23505';
  constructor(table: string) {
    super(`That address is already taken (${table}).`);
    this.name = 'PublicKeyTakenError';
  }
}

type WriteTx = IDBPTransaction<WeddingDb, ('records' | 'publicKeys' | 'meta')[], 'readwrite'>;

function project<T extends Entity>(data: T, fields: readonly string[] | undefined): T {
  if (!fields) return data;
  const out: Record<string, unknown> = { id: data.id };
  for (const field of fields) if (field in data) out[field] = (data as Record<string, unknown>)[field];
  return out as T;
}

/** A stored record's version; records written before versions existed have their first-write stamp. */
const versionOfRow = (row: LocalRecord) => row.version ?? String(row.updatedAt);

/** Later than the version it replaces, whichever tab wrote that (the transaction serialises the two). */
const nextVersion = (previous: LocalRecord | undefined) =>
  String(Math.max(Date.now(), previous ? Number(versionOfRow(previous)) + 1 || 0 : 0));

/**
 * Runs `work` in one read-write transaction over the records and their public keys: everything it writes lands,
 * or (when anything throws) nothing does.
 */
async function atomically<R>(db: LocalDb, work: (tx: WriteTx) => Promise<R>): Promise<R> {
  const tx = db.transaction(['records', 'publicKeys', 'meta'], 'readwrite');
  try {
    const result = await work(tx);
    await tx.done;
    return result;
  } catch (error) {
    // A write that throws does not end the transaction by itself; abort it so nothing stays (a failed request has
    // aborted it already).
    if (!tx.error) tx.abort();
    await tx.done.catch(() => undefined);
    throw error;
  }
}

/**
 * The signed-in user's records, one IndexedDB store keyed by (user, table, id). `cascades` is relations.ts's list; the
 * contract suite plants a divergence by leaving one out.
 */
export function createLocalCollections(
  db: LocalDb,
  userId: string,
  { cascades = CASCADES }: { cascades?: readonly Cascade[] } = {},
): CollectionPort {
  /**
   * Stores one record and keeps its public key (if its table has one) pointing at it. With a base version, only
   * over the record at that version (the same check the cloud's `row_version` trigger makes). `position` places it
   * (an undone delete goes back where it was; a restored list is written in order); otherwise an edit keeps its
   * place and a new record goes last. Returns the new version and the record as it was.
   */
  async function write<T extends Entity>(
    tx: WriteTx,
    table: string,
    item: T,
    { base, position }: PutOptions & { position?: number } = {},
  ) {
    const records = tx.objectStore('records');
    const existing = await records.get([userId, table, item.id]);
    if (base !== undefined) {
      if (!existing) throw new VersionConflictError('deleted');
      if (versionOfRow(existing) !== base) throw new VersionConflictError('changed');
    }
    const before = existing && publicKeyOf(table, existing.data);
    const after = publicKeyOf(table, item);
    if (after && after !== before) {
      // A public key is one record's in the whole browser (as the cloud's unique columns are across couples): a
      // website address another account already uses is refused.
      const holder = await tx.objectStore('publicKeys').get(after);
      if (holder && (holder.userId !== userId || holder.table !== table || holder.id !== item.id))
        throw new PublicKeyTakenError(table);
    }
    if (before && before !== after && !RETIRED_WHEN_GIVEN_UP.has(table))
      await tx.objectStore('publicKeys').delete(before);
    if (after) await tx.objectStore('publicKeys').put({ userId, table, id: item.id }, after);
    const version = nextVersion(existing);
    // `updatedAt` keeps the first write's stamp, so an edit never moves a record in its list.
    await records.put({
      userId,
      table,
      id: item.id,
      data: item,
      updatedAt: position ?? existing?.updatedAt ?? nextStamp(),
      version,
    });
    return { version, existing };
  }

  /**
   * Removes records by id, then whatever cascades from them (relations.ts), in the same transaction; what went is
   * added to `removed` (parents before their children).
   */
  async function erase(tx: WriteTx, table: string, ids: readonly string[], removed: LocalRecord[] = []) {
    const records = tx.objectStore('records');
    const gone: string[] = [];
    for (const id of ids) {
      const existing = await records.get([userId, table, id]);
      if (!existing) continue;
      const key = publicKeyOf(table, existing.data);
      if (key && !RETIRED_WHEN_GIVEN_UP.has(table)) await tx.objectStore('publicKeys').delete(key);
      await records.delete([userId, table, id]);
      removed.push(existing);
      gone.push(id);
    }
    if (!gone.length) return removed;
    const parents = new Set(gone);
    for (const { child, field } of cascades.filter((c) => c.parent === table)) {
      const children = (await records.index('byTable').getAll([userId, child])) as LocalRecord[];
      const childIds = children
        .filter((c) => parents.has((c.data as Record<string, unknown>)[field] as string))
        .map((c) => c.id);
      await erase(tx, child, childIds, removed);
    }
    return removed;
  }

  /** A stored row as a record, with its version stamped. */
  const stamped = (row: LocalRecord) => stampVersion({ ...(row.data as Entity) }, versionOfRow(row));

  /** One change of a batch, inside its transaction; what it touched is appended to `touched`. */
  async function applyOne(tx: WriteTx, change: Change, touched: Touched[]) {
    if (change.op === 'put') {
      const { table, record, base, position } = change;
      const { version, existing } = await write(tx, table, record, {
        base,
        position: typeof position === 'number' ? position : undefined,
      });
      touched.push({
        table,
        id: record.id,
        before: existing ? stamped(existing) : null,
        position: existing?.updatedAt ?? null,
        after: stampVersion({ ...record }, version),
      });
      return;
    }
    const { table, id, base } = change;
    if (base !== undefined) {
      const existing = await tx.objectStore('records').get([userId, table, id]);
      if (!existing) throw new VersionConflictError('deleted');
      if (versionOfRow(existing) !== base) throw new VersionConflictError('changed');
    }
    for (const row of await erase(tx, table, [id]))
      touched.push({
        table: row.table,
        id: row.id,
        before: stamped(row),
        position: row.updatedAt,
        after: null,
      });
  }

  return {
    async list<T extends Entity>(table: string, options: ListOptions = {}) {
      const rows = await db.getAllFromIndex('records', 'byTable', [userId, table]);
      // The index returns rows by id; a list reads in the order its records were first added.
      return rows
        .sort((a, b) => a.updatedAt - b.updatedAt)
        .map((r) => stampVersion(project(r.data as T, options.fields), versionOfRow(r)));
    },
    async get<T extends Entity>(table: string, id: string) {
      const row = await db.get('records', [userId, table, id]);
      return row ? stampVersion(row.data as T, versionOfRow(row)) : null;
    },
    async put<T extends Entity>(table: string, item: T, options?: PutOptions) {
      const { version } = await atomically(db, (tx) => write(tx, table, item, options));
      return stampVersion({ ...item }, version);
    },
    async putMany<T extends Entity>(table: string, items: readonly T[], options: PutManyOptions = {}) {
      const versions = await atomically(db, async (tx) => {
        const written: string[] = [];
        for (const item of items)
          written.push(
            (await write(tx, table, item, { position: options.inOrder ? nextStamp() : undefined })).version,
          );
        return written;
      });
      return items.map((item, i) => stampVersion({ ...item }, versions[i]));
    },
    async remove(table, id) {
      await atomically(db, (tx) => erase(tx, table, [id]));
    },
    async removeMany(table, ids) {
      await atomically(db, (tx) => erase(tx, table, ids));
    },
    async apply(changes) {
      return atomically(db, async (tx) => {
        const touched: Touched[] = [];
        for (const change of changes) await applyOne(tx, change, touched);
        return mergeTouched(touched);
      });
    },
    async seed(table, items) {
      // One transaction for the records and the marker: a reload in the middle leaves all of it or none.
      return atomically(db, async (tx) => {
        const marker = `seed:${userId}:${table}`;
        if (await tx.objectStore('meta').get(marker)) return false;
        for (const item of items) {
          if (!(await tx.objectStore('records').get([userId, table, item.id]))) await write(tx, table, item);
        }
        await tx.objectStore('meta').put(true, marker);
        return true;
      });
    },
    async claimSeed(table) {
      const key = `seed:${userId}:${table}`;
      const tx = db.transaction('meta', 'readwrite');
      const seen = await tx.store.get(key);
      if (seen) {
        await tx.done;
        return false;
      }
      await tx.store.put(true, key);
      await tx.done;
      return true;
    },
  };
}

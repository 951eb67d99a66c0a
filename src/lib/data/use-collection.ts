import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth, useUserBackend } from '@/lib/auth';
import type { CascadeRule, CollectionPort, Entity } from '@/lib/backend';
import { notify } from './notifier';
import { queryKeys } from './query-keys';
import { inOrder } from './record-queue';

/**
 * A feature declares its collection once: the zod schema (the single source of field rules), the table, and
 * the sample seed a new user starts with.
 */
export interface CollectionDef<T extends Entity, S extends Entity = T> {
  table: string;
  schema: z.ZodType<T>;
  /**
   * A list that leaves heavy fields out (an invitation's design): the fields it reads and the schema its items fit.
   * `useRecord` reads a whole record when a page needs one.
   */
  summary?: { fields: readonly (keyof T & string)[]; schema: z.ZodType<S> };
  /** Sample records; seeded once per user (a user who deletes them all never sees them return). */
  seed?: () => T[];
  /** Records of other tables that go when one of these goes (a household's guests). */
  cascade?: readonly CascadeRule[];
  /** Human name used in failure notices, e.g. "expense". */
  noun: string;
}

export const defineCollection = <T extends Entity, S extends Entity = T>(def: CollectionDef<T, S>) => def;

export class SaveError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

/** Every table a cascade reaches, at any depth. */
const cascadedTables = (rules: readonly CascadeRule[]): Set<string> =>
  new Set(rules.flatMap((rule) => [rule.table, ...cascadedTables(rule.cascade ?? [])]));

/** Keeps only what fits the schema: stored data is re-validated, a record that no longer fits is left out. */
function valid<R>(schema: z.ZodType<R>, rows: readonly unknown[]): R[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Reads the user's records, seeding the samples the first time. */
async function loadCollection<T extends Entity, S extends Entity>(
  collections: CollectionPort,
  def: CollectionDef<T, S>,
): Promise<S[]> {
  if (def.seed) await collections.seed(def.table, def.seed());
  if (!def.summary) return valid(def.schema, await collections.list(def.table)) as unknown as S[];
  return valid(def.summary.schema, await collections.list(def.table, { fields: def.summary.fields }));
}

/**
 * A write. `patch` changes some fields of a record the list only summarises: the whole record is read in the
 * record's turn, so a patch builds on every write to it made before, not on the store as it stood when the user
 * asked.
 */
type Op<T> =
  | { kind: 'put'; items: T[] }
  | { kind: 'patch'; id: string; patch: Partial<T> }
  | { kind: 'remove'; ids: string[] };
/** What a write replaced, so a failed write undoes only itself and not other writes made meanwhile. */
type Undo<S> = { before: Map<string, { item: S; index: number }>; stamps: Map<string, number> };

const opIds = <T extends Entity>(op: Op<T>) =>
  op.kind === 'put' ? op.items.map((i) => i.id) : op.kind === 'patch' ? [op.id] : op.ids;

/** The latest write of each record, so a write's answer never replaces a newer change the user already made. */
const latestWrite = new Map<string, number>();
let writeStamp = 0;

function restore<S extends Entity>(
  client: QueryClient,
  key: readonly unknown[],
  ids: readonly string[],
  { before }: Undo<S>,
) {
  client.setQueryData<S[]>(key, (list = []) => {
    let next = list.filter((x) => !ids.includes(x.id) || before.has(x.id));
    next = next.map((x) => before.get(x.id)?.item ?? x);
    const missing = [...before.entries()]
      .filter(([id]) => !next.some((x) => x.id === id))
      .sort((a, b) => a[1].index - b[1].index);
    for (const [, { item, index }] of missing) next = [...next.slice(0, index), item, ...next.slice(index)];
    return next;
  });
}

/**
 * The signed-in user's records of one kind with optimistic writes: the list changes at once, and if the
 * backend refuses, it rolls back, a notice says what happened, and the returned promise rejects so the form
 * that asked keeps its values. Writes to one record reach the store one after another, in the order they were
 * made (two quick toggles never land the older value last), and the stored record the backend answers with
 * replaces the optimistic one.
 */
export function useCollection<T extends Entity, S extends Entity = T>(def: CollectionDef<T, S>) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const queryClient = useQueryClient();
  const userId = user!.id;
  const key = queryKeys.collection(userId, def.table);
  const queryOptions = {
    queryKey: key,
    queryFn: () => loadCollection(collections, def),
    staleTime: Infinity,
  };
  const recordKey = (id: string) => `${userId}:${def.table}:${id}`;
  const toItem = (record: T): S =>
    def.summary ? def.summary.schema.parse(record) : (record as unknown as S);
  /** A listed summary with a patch applied, as far as the summary shows it. */
  const patched = (item: S, patch: Partial<T>): S => {
    const next = def.summary?.schema.safeParse({ ...item, ...patch });
    return next?.success ? next.data : item;
  };

  const query = useQuery(queryOptions);

  const write = useMutation({
    mutationKey: key,
    mutationFn: (op: Op<T>) =>
      inOrder(opIds(op).map(recordKey), async (): Promise<T[]> => {
        if (op.kind === 'patch') {
          const current = await collections.get<T>(def.table, op.id);
          if (!current) throw new SaveError(`That ${def.noun} no longer exists.`);
          return [await collections.put(def.table, def.schema.parse({ ...current, ...op.patch, id: op.id }))];
        }
        if (op.kind === 'put') {
          return op.items.length === 1
            ? [await collections.put(def.table, op.items[0])]
            : collections.putMany(def.table, op.items);
        }
        const options = { cascade: def.cascade };
        if (op.ids.length === 1) await collections.remove(def.table, op.ids[0], options);
        else await collections.removeMany(def.table, op.ids, options);
        return [];
      }),
    onMutate: async (op): Promise<Undo<S>> => {
      // A write before the first load finishes would otherwise race the seeding and vanish from the list.
      // Once the list is loaded and idle, the change is applied without awaiting anything, so it lands in the
      // same event as the click: a controlled checkbox never flips back for a frame before its new state arrives.
      const state = queryClient.getQueryState<S[]>(key);
      if (state?.data === undefined || state.fetchStatus !== 'idle') {
        await queryClient.ensureQueryData(queryOptions);
        await queryClient.cancelQueries({ queryKey: key, exact: true });
      }
      const list = queryClient.getQueryData<S[]>(key) ?? [];
      const ids = opIds(op);
      const before = new Map<string, { item: S; index: number }>();
      const stamps = new Map<string, number>();
      for (const id of ids) {
        const index = list.findIndex((x) => x.id === id);
        if (index >= 0) before.set(id, { item: list[index], index });
        stamps.set(id, ++writeStamp);
        latestWrite.set(recordKey(id), writeStamp);
      }
      queryClient.setQueryData<S[]>(key, () => {
        if (op.kind === 'remove') return list.filter((x) => !ids.includes(x.id));
        if (op.kind === 'patch') return list.map((x) => (x.id === op.id ? patched(x, op.patch) : x));
        const incoming = new Map(op.items.map((item) => [item.id, toItem(item)]));
        const updated = list.map((x) => incoming.get(x.id) ?? x);
        return [...updated, ...op.items.filter((i) => !before.has(i.id)).map((i) => incoming.get(i.id)!)];
      });
      return { before, stamps };
    },
    onSuccess: (stored, op, context) => {
      // An open record (the editor's) reads what was stored, and keeps showing what it has meanwhile: removing its
      // query would put the page back in a loading state on its next render.
      for (const id of opIds(op))
        void queryClient.invalidateQueries({
          queryKey: queryKeys.record(userId, def.table, id),
          exact: true,
        });
      if (op.kind === 'remove') {
        // Cascaded children left their own lists too, and their children theirs (a household's guests' answers).
        for (const table of cascadedTables(def.cascade ?? []))
          void queryClient.invalidateQueries({ queryKey: queryKeys.collection(userId, table) });
        return;
      }
      // The stored record (with what the server adds or normalises) replaces the optimistic one, unless a newer
      // change to that record was made since: its own answer will come.
      const fresh = new Map<string, S>();
      for (const record of valid(def.schema, stored)) {
        if (latestWrite.get(recordKey(record.id)) === context.stamps.get(record.id))
          fresh.set(record.id, toItem(record));
      }
      if (fresh.size)
        queryClient.setQueryData<S[]>(key, (list = []) => list.map((x) => fresh.get(x.id) ?? x));
    },
    onSettled: (_stored, _error, _op, context) => {
      for (const [id, stamp] of context?.stamps ?? [])
        if (latestWrite.get(recordKey(id)) === stamp) latestWrite.delete(recordKey(id));
    },
    onError: (_error, op, context) => {
      if (context) restore(queryClient, key, opIds(op), context);
      notify(
        op.kind === 'remove'
          ? `Couldn't delete the ${def.noun}. Please try again.`
          : `Couldn't save the ${def.noun}. Your changes were not kept — please try again.`,
        'error',
      );
    },
  });

  const putAll = async (items: readonly T[]): Promise<T[]> => {
    const parsed = items.map((item) => def.schema.parse(item));
    try {
      await write.mutateAsync({ kind: 'put', items: parsed });
      return parsed;
    } catch (error) {
      throw new SaveError(`Couldn't save the ${def.noun}.`, error);
    }
  };

  const removeAll = async (ids: readonly string[]) => {
    try {
      await write.mutateAsync({ kind: 'remove', ids: [...ids] });
    } catch (error) {
      throw new SaveError(`Couldn't delete the ${def.noun}.`, error);
    }
  };

  const update = async (id: string, patch: Partial<T>): Promise<T> => {
    if (def.summary) {
      // The list lacks the heavy fields: the patch is checked against the stored record now (a ZodError for bad
      // input, before anything changes), and applied to the record as it stands in its turn to be written.
      const stored = await collections.get<T>(def.table, id);
      if (!stored) throw new SaveError(`That ${def.noun} no longer exists.`);
      def.schema.parse({ ...stored, ...patch, id });
      try {
        return (await write.mutateAsync({ kind: 'patch', id, patch }))[0];
      } catch (error) {
        throw new SaveError(`Couldn't save the ${def.noun}.`, error);
      }
    }
    // A full list holds the record already: no await before the write, so the change shows in the same task.
    const current = (queryClient.getQueryData<S[]>(key) ?? []).find((x) => x.id === id) as unknown as
      T | undefined;
    if (!current) throw new SaveError(`That ${def.noun} no longer exists.`);
    return (await putAll([{ ...current, ...patch, id }]))[0];
  };

  return {
    items: query.data ?? [],
    isLoading: query.isPending,
    error: query.error,
    /** Adds (or replaces, by id) a record; rejects with a ZodError for invalid input, SaveError when the store refuses. */
    add: async (item: T): Promise<T> => (await putAll([item]))[0],
    /** Adds or replaces many records in one write: all of them are kept, or none. */
    addMany: putAll,
    update,
    remove: (id: string) => removeAll([id]),
    /** Removes many records (and what cascades from them) in one write: all of them, or none. */
    removeMany: removeAll,
    isSaving: write.isPending,
  };
}

/** One whole record of a collection (e.g. the invitation a user opens in the editor); null when there is none. */
export function useRecord<T extends Entity, S extends Entity>(def: CollectionDef<T, S>, id: string) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const query = useQuery({
    queryKey: queryKeys.record(user!.id, def.table, id),
    queryFn: async () => {
      const stored = await collections.get<T>(def.table, id);
      return stored ? (valid(def.schema, [stored])[0] ?? null) : null;
    },
    staleTime: Infinity,
  });
  return { record: query.data ?? null, isLoading: query.isPending, error: query.error };
}

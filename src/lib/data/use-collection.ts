import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/toaster';
import { useAuth, useUserBackend } from '@/lib/auth';
import type { CollectionPort, Entity } from '@/lib/backend';

/**
 * A feature declares its collection once: the zod schema (the single source of field rules), the table, and
 * the sample seed a new user starts with.
 */
export interface CollectionDef<T extends Entity> {
  table: string;
  schema: z.ZodType<T>;
  /** Sample records; seeded once per user (a user who deletes them all never sees them return). */
  seed?: () => T[];
  /** Human name used in failure notices, e.g. "expense". */
  noun: string;
}

export const defineCollection = <T extends Entity>(def: CollectionDef<T>) => def;

export const collectionKey = (userId: string, table: string) => ['collection', userId, table] as const;

export class SaveError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

/** Reads the user's records, seeding the samples the first time, and keeps only records that fit the schema. */
async function loadCollection<T extends Entity>(collections: CollectionPort, def: CollectionDef<T>): Promise<T[]> {
  if (def.seed) await collections.seed(def.table, def.seed());
  const rows = await collections.list<T>(def.table);
  // Stored data is re-validated: a record that no longer fits the schema is left out, not rendered raw.
  return rows.flatMap((row) => {
    const parsed = def.schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

type Op<T> = { kind: 'put'; item: T } | { kind: 'remove'; id: string };
/** What a write replaced, so a failed write undoes only itself and not other writes made meanwhile. */
type Undo<T> = { before: T | undefined; index: number };

function undo<T extends Entity>(client: QueryClient, key: readonly unknown[], op: Op<T>, { before, index }: Undo<T>) {
  const id = op.kind === 'put' ? op.item.id : op.id;
  client.setQueryData<T[]>(key, (list = []) => {
    const without = list.filter((x) => x.id !== id);
    if (!before) return without;
    if (list.some((x) => x.id === id)) return list.map((x) => (x.id === id ? before : x));
    return [...without.slice(0, index), before, ...without.slice(index)];
  });
}

/**
 * The signed-in user's records of one kind with optimistic writes: the list changes at once, and if the
 * backend refuses, it rolls back, a notice says what happened, and the returned promise rejects so the form
 * that asked keeps its values.
 */
export function useCollection<T extends Entity>(def: CollectionDef<T>) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const queryClient = useQueryClient();
  const key = collectionKey(user!.id, def.table);
  const queryOptions = { queryKey: key, queryFn: () => loadCollection(collections, def), staleTime: Infinity };

  const query = useQuery(queryOptions);

  const write = useMutation({
    mutationFn: async (op: Op<T>) => {
      if (op.kind === 'put') return collections.put(def.table, op.item);
      await collections.remove(def.table, op.id);
      return null;
    },
    onMutate: async (op): Promise<Undo<T>> => {
      // A write before the first load finishes would otherwise race the seeding and vanish from the list.
      // Once the list is loaded and idle, the change is applied without awaiting anything, so it lands in the
      // same event as the click: a controlled checkbox never flips back for a frame before its new state arrives.
      const state = queryClient.getQueryState<T[]>(key);
      if (state?.data === undefined || state.fetchStatus !== 'idle') {
        await queryClient.ensureQueryData(queryOptions);
        await queryClient.cancelQueries({ queryKey: key });
      }
      const list = queryClient.getQueryData<T[]>(key) ?? [];
      const id = op.kind === 'put' ? op.item.id : op.id;
      const index = list.findIndex((x) => x.id === id);
      queryClient.setQueryData<T[]>(key, () => {
        if (op.kind === 'remove') return list.filter((x) => x.id !== op.id);
        return index >= 0 ? list.map((x) => (x.id === id ? op.item : x)) : [...list, op.item];
      });
      return { before: index >= 0 ? list[index] : undefined, index };
    },
    onError: (_error, op, context) => {
      if (context) undo(queryClient, key, op, context);
      toast(
        op.kind === 'remove'
          ? `Couldn't delete the ${def.noun}. Please try again.`
          : `Couldn't save the ${def.noun}. Your changes were not kept — please try again.`,
        'error',
      );
    },
  });

  const put = async (item: T): Promise<T> => {
    const parsed = def.schema.parse(item);
    try {
      await write.mutateAsync({ kind: 'put', item: parsed });
      return parsed;
    } catch (error) {
      throw new SaveError(`Couldn't save the ${def.noun}.`, error);
    }
  };

  return {
    items: query.data ?? [],
    isLoading: query.isPending,
    error: query.error,
    /** Adds (or replaces, by id) a record; rejects with a ZodError for invalid input, SaveError when the store refuses. */
    add: put,
    update: async (id: string, patch: Partial<T>) => {
      const current = (queryClient.getQueryData<T[]>(key) ?? []).find((x) => x.id === id);
      if (!current) throw new SaveError(`That ${def.noun} no longer exists.`);
      return put({ ...current, ...patch, id });
    },
    remove: async (id: string) => {
      try {
        await write.mutateAsync({ kind: 'remove', id });
      } catch (error) {
        throw new SaveError(`Couldn't delete the ${def.noun}.`, error);
      }
    },
    isSaving: write.isPending,
  };
}

import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import type { AdminPort, Page, PageRequest } from '@/lib/backend';
import { queryKeys } from '@/lib/data';
import { useAdminPort } from './use-my-role';

/** Spec: pages of 50 with Show more. */
export const PAGE_SIZE = 50;

export function useStats() {
  const { userId, admin } = useAdminPort();
  return useQuery({ queryKey: queryKeys.adminList(userId, 'stats'), queryFn: () => admin.stats() });
}

export function useAdmins() {
  const { userId, admin } = useAdminPort();
  return useQuery({ queryKey: queryKeys.adminList(userId, 'admins'), queryFn: () => admin.listAdmins() });
}

/**
 * A long admin list read from the backend a page at a time (the search, filter and paging happen there: in cloud
 * mode Postgres does them, so 10,000 users cost one page of rows). While a new search loads, the last answer stays.
 */
export function usePagedList<T>(
  list: string,
  filters: string[],
  load: (admin: AdminPort, page: PageRequest) => Promise<Page<T>>,
) {
  const { userId, admin } = useAdminPort();
  const query = useInfiniteQuery({
    queryKey: queryKeys.adminList(userId, list, ...filters),
    queryFn: ({ pageParam }) => load(admin, { offset: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return {
    items,
    total,
    remaining: Math.max(0, total - items.length),
    isLoading: query.isPending,
    error: query.error,
    showMore: () => void query.fetchNextPage(),
  };
}

const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The action failed. Please try again.';

/**
 * Runs one admin action at a time per subject (a user, an application, a message): a second click while the first
 * runs does nothing. Afterwards everything on the dashboard is read again (the list, the stats, the audit trail); a
 * refusal is shown with its reason and the lists stay as they were.
 */
export function useAdminAction() {
  const { userId, admin } = useAdminPort();
  const queryClient = useQueryClient();
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const mutation = useMutation({
    mutationFn: ({ run }: { subject: string; run: (admin: AdminPort) => Promise<void>; done: string }) =>
      run(admin),
    onSuccess: (_result, { done }) => toast(done, 'success'),
    onError: (error) => toast(reason(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin(userId) }),
  });
  const track = (subject: string, on: boolean) => {
    if (on) running.current.add(subject);
    else running.current.delete(subject);
    setBusy(new Set(running.current));
  };
  return {
    busy,
    /** Resolves true when the action was done, false when it was refused (already told) or already running. */
    run: async (
      subject: string,
      run: (admin: AdminPort) => Promise<void>,
      done: string,
    ): Promise<boolean> => {
      if (running.current.has(subject)) return false;
      track(subject, true);
      try {
        await mutation.mutateAsync({ subject, run, done });
        return true;
      } catch {
        return false;
      } finally {
        track(subject, false);
      }
    },
  };
}

/** `value`, once it has stopped changing for `ms`: a search asks the server once the typing pauses. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

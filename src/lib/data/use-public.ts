import { useQuery } from '@tanstack/react-query';
import { loadBackend, type PublicPort } from '@/lib/backend';
import { queryKeys } from './query-keys';
import { useLoading } from './use-loading';

/**
 * A record a guest opens by the token or slug in their link, read through the backend's public port: no session,
 * so a public page asks for its data as soon as it renders. `null` data means the link names nothing (a wrong or
 * withdrawn link), which the page says plainly.
 */
export function usePublicRecord<R>(
  kind: string,
  key: string,
  read: (port: PublicPort, key: string) => Promise<R | null>,
) {
  const query = useQuery({
    queryKey: queryKeys.publicRecord(kind, key),
    queryFn: async () => read((await loadBackend()).public, key),
    staleTime: 60_000,
    retry: false,
  });
  const isLoading = useLoading(query.isPending);
  return { data: query.data ?? null, isLoading, error: query.error };
}

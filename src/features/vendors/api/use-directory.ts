import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/data';

/** "Find vendors": approved vendors by category and location, a page at a time (searched by the backend). */
export function useVendorDirectory(category: string, location: string, pageSize: number) {
  const { user, backend } = useAuth();
  return useInfiniteQuery({
    queryKey: queryKeys.vendorDirectory(user!.id, category, location),
    queryFn: ({ pageParam }) =>
      backend.vendorApplications.directory({ category, location, offset: pageParam, limit: pageSize }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

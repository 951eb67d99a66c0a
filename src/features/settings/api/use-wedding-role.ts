import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import type { WeddingRole } from '@/lib/backend';

/**
 * The signed-in user's role in the wedding the pages show. A local wedding is never shared, so its one account owns
 * it (known at once); a shared wedding's role is read once and kept for the session (a changed role arrives with the
 * reload that follows choosing or joining a wedding). Undefined while it is being read.
 */
export function useWeddingRole(): WeddingRole | undefined {
  const { user, userBackend } = useAuth();
  const wedding = userBackend?.wedding;
  const shared = wedding?.shared ?? false;
  const { data } = useQuery({
    queryKey: ['wedding-role', user?.id],
    enabled: shared,
    staleTime: Infinity,
    queryFn: async () => (await wedding!.current()).role,
  });
  return shared ? data : 'owner';
}

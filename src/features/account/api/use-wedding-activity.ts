import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/data';

/** How many lines the overview's "Recent activity" shows. */
export const ACTIVITY_LINES = 6;

/**
 * The wedding's recent activity, for a wedding planned together (cloud mode); nothing is read in local mode, where one
 * person plans in one browser. Reloaded when another member changes something (lib/data/live-sync.ts).
 */
export function useWeddingActivity() {
  const { user, userBackend } = useAuth();
  const { live } = userBackend!;
  const query = useQuery({
    queryKey: queryKeys.activity(user!.id),
    queryFn: () => live!.activity(ACTIVITY_LINES),
    enabled: Boolean(live),
  });
  return { shared: Boolean(live), me: user!.id, ...query };
}

import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import type { PendingJoinLink, WeddingMember, WeddingPort, WeddingRole } from '@/lib/backend';

/** The signed-in user's wedding port (null when signed out), for Planning together and /join/:token. */
export function useWeddingPort(): { userId: string; wedding: WeddingPort | null } {
  const { user, userBackend } = useAuth();
  return { userId: user?.id ?? '', wedding: user && userBackend ? userBackend.wedding : null };
}

export interface WeddingPeople {
  role: WeddingRole;
  members: WeddingMember[];
  /** Open join links: only the couple reads them. */
  links: PendingJoinLink[];
}

/** The current wedding's members and, for the couple, its open links; read only where weddings are shared. */
export function useWeddingPeople(wedding: WeddingPort, userId: string) {
  return useQuery({
    queryKey: ['wedding-people', userId],
    enabled: wedding.shared,
    queryFn: async (): Promise<WeddingPeople> => {
      const { role } = await wedding.current();
      const [members, links] = await Promise.all([
        wedding.members(),
        role === 'owner' || role === 'partner' ? wedding.pendingLinks() : Promise.resolve([]),
      ]);
      return { role, members, links };
    },
  });
}

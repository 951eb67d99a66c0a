import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import type { AdminPort } from '@/lib/backend';
import { queryKeys } from '@/lib/data';

export function useAdminPort(): { userId: string; admin: AdminPort } {
  const { user, userBackend } = useAuth();
  return { userId: user!.id, admin: userBackend!.admin };
}

/**
 * The signed-in user's role. A module of its own: the account page's staff link asks it too, and must not bring the
 * admin dashboard's other hooks into that page's first load.
 */
export function useMyRole() {
  const { userId, admin } = useAdminPort();
  return useQuery({ queryKey: queryKeys.adminList(userId, 'role'), queryFn: () => admin.myRole() });
}

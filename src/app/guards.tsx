import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

/** No user → /login, remembering where they were going so sign-in can bring them back. */
export function RequireAuth() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Spinner while the role is checked, then / for anyone who is not an admin (a failed check counts as no). */
export function RequireAdmin() {
  const { user, userBackend } = useAuth();
  const role = useQuery({
    queryKey: ['role', user?.id],
    enabled: Boolean(userBackend),
    queryFn: async () => {
      try {
        return await userBackend!.admin.myRole();
      } catch (error) {
        console.error('Admin check failed', error);
        return 'user' as const;
      }
    },
  });
  if (!user) return <Navigate to="/login" replace state={{ from: '/admin' }} />;
  if (role.isPending) return <PageSpinner />;
  if (role.data !== 'admin' && role.data !== 'super_admin') return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Sign-in and sign-up are for visitors: a signed-in user is sent on (spec §2). */
export function GuestOnly({ to }: { to: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (user) return <Navigate to={from ?? to} replace />;
  return <Outlet />;
}

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/data/query-keys';
import { paths } from '@/app/paths';

// Lazy, so the reminder code loads with the first signed-in page and never weighs on a visitor's first load.
const ReminderAlerts = lazy(() =>
  import('@/features/notifications').then((m) => ({ default: m.ReminderAlerts })),
);

/**
 * No user → /login, remembering where they were going so sign-in can bring them back. Signed in, it also runs the
 * reminder browser alerts once for every signed-in page (they render nothing).
 */
export function RequireAuth() {
  const { user, signedOut } = useAuth();
  const location = useLocation();
  if (!user && signedOut) return <Navigate to={paths.home()} replace />;
  if (!user)
    return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />;
  return (
    <>
      <Suspense fallback={null}>
        <ReminderAlerts key={user.id} />
      </Suspense>
      <Outlet />
    </>
  );
}

/** Spinner while the role is checked, then / for anyone who is not an admin (a failed check counts as no). */
export function RequireAdmin() {
  const { user, userBackend, signedOut } = useAuth();
  const role = useQuery({
    queryKey: queryKeys.role(user?.id),
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
  if (!user)
    return signedOut ? (
      <Navigate to={paths.home()} replace />
    ) : (
      <Navigate to={paths.login()} replace state={{ from: paths.admin() }} />
    );
  if (role.isPending) return <PageSpinner />;
  if (role.data !== 'admin' && role.data !== 'super_admin') return <Navigate to={paths.home()} replace />;
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

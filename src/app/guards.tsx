import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import type { UserRole } from '@/lib/backend';
import { paths } from '@/lib/paths';

// Lazy, so the watchers load with the first signed-in page and never weigh on a visitor's first load.
const SignedInWatchers = lazy(() => import('./signed-in-watchers'));

/**
 * No user → /login, remembering where they were going so sign-in can bring them back. Signed in, it also runs the
 * watchers every signed-in page shares (signed-in-watchers.tsx).
 */
export function RequireAuth() {
  const { user, userBackend, signedOut } = useAuth();
  const location = useLocation();
  if (!user && signedOut) return <Navigate to={paths.home()} replace />;
  if (!user)
    return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />;
  return (
    <>
      <Suspense fallback={null}>
        <SignedInWatchers userId={user.id} live={userBackend?.live ?? null} />
      </Suspense>
      <Outlet />
    </>
  );
}

/**
 * Spinner while the role is checked, then / for anyone who is not an admin (a failed check counts as no). Checked
 * afresh each time the admin area is entered, so a role removed meanwhile is never remembered.
 */
export function RequireAdmin() {
  const { user, userBackend, signedOut } = useAuth();
  const [checked, setChecked] = useState<{ userId: string; role: UserRole } | null>(null);
  const userId = user?.id;
  useEffect(() => {
    if (!userBackend || !userId) return;
    let current = true;
    userBackend.admin
      .myRole()
      .catch((error: unknown) => {
        console.error('Admin check failed', error);
        return 'user' as const;
      })
      .then((role) => {
        if (current) setChecked({ userId, role });
      });
    return () => {
      current = false;
    };
  }, [userBackend, userId]);
  if (!user)
    return signedOut ? (
      <Navigate to={paths.home()} replace />
    ) : (
      <Navigate to={paths.login()} replace state={{ from: paths.admin() }} />
    );
  if (checked?.userId !== user.id) return <PageSpinner />;
  if (checked.role !== 'admin' && checked.role !== 'super_admin')
    return <Navigate to={paths.home()} replace />;
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

import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import type { UserRole } from '@/lib/backend';
import { paths } from '@/lib/paths';

// Lazy, so the reminder code loads with the first signed-in page and never weighs on a visitor's first load.
const ReminderAlerts = lazy(() =>
  import('@/features/notifications').then((m) => ({ default: m.ReminderAlerts })),
);
const DataSafetyWatcher = lazy(() =>
  import('@/features/settings').then((m) => ({ default: m.DataSafetyWatcher })),
);
const UndoShortcut = lazy(() =>
  import('@/lib/data/use-undo-shortcut').then((m) => ({ default: m.UndoShortcut })),
);
const LiveUpdates = lazy(() =>
  import('@/lib/data/use-live-updates').then((m) => ({ default: m.LiveUpdates })),
);

/**
 * No user → /login, remembering where they were going so sign-in can bring them back. Signed in, it also runs the
 * reminder browser alerts, the data-safety watch (persistent storage after the first change), Ctrl/Cmd+Z for the
 * app's undo and, in a wedding others can share (cloud), the other members' changes, once for every signed-in page
 * (they render nothing).
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
        <ReminderAlerts key={user.id} />
        <DataSafetyWatcher key={`safety-${user.id}`} />
        <UndoShortcut />
        {userBackend?.live && <LiveUpdates key={`live-${user.id}`} live={userBackend.live} />}
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

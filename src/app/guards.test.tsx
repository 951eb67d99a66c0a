import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { renderApp } from '../../tests/render-app';
import LoginPage from '@/features/auth/login-page';
import { useAuth } from '@/lib/auth';
import type { Backend, UserRole } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local';
import { resetLocalDbForTests } from '@/lib/backend/local/db';
import { readConfig } from '@/lib/config';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { Layout } from './layout/layout';

// The real alerts load collections and timers; here it is enough to see where the guard mounts them.
vi.mock('@/features/notifications', () => ({ ReminderAlerts: () => <p>reminder alerts running</p> }));

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

/** A guarded page with the two ways out a user has: a plain link elsewhere and Sign Out (as the header does it). */
function GuardedPage({ name }: { name: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <button type="button" onClick={() => void signOut()}>
        Sign out here
      </button>
      <button type="button" onClick={() => void navigate('/budget')}>
        Open budget
      </button>
    </>
  );
}

// Inside the real layout: it is where a sign-out's "go home" is marked done.
const tree = (
  <Routes>
    <Route element={<Layout />}>
      <Route element={<GuestOnly to="/account" />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route element={<GuestOnly to="/planner" />}>
        <Route path="/signup" element={<h1>Create an Account</h1>} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/budget" element={<GuardedPage name="Budget" />} />
        <Route path="/account" element={<GuardedPage name="Account" />} />
        <Route path="/planner" element={<GuardedPage name="Planner" />} />
      </Route>
      <Route element={<RequireAdmin />}>
        <Route path="/admin" element={<h1>Admin Dashboard</h1>} />
      </Route>
      <Route path="*" element={<Where />} />
    </Route>
  </Routes>
);

/** Wraps the signed-in user's role check so a test decides when and how it answers. */
const withRole =
  (answer: () => Promise<UserRole>) =>
  (backend: Backend): Backend => ({
    ...backend,
    forUser: (session) => {
      const ports = backend.forUser(session);
      return { ...ports, admin: { ...ports.admin, myRole: answer } };
    },
  });

describe('RequireAuth', () => {
  it('sends a visitor to /login and, after sign-in, back to the page (and query) they asked for', async () => {
    const user = userEvent.setup();
    await resetLocalDbForTests();
    localStorage.clear();
    const backend = await createLocalBackend(readConfig({}));
    await backend.auth.signUp({ email: 'back@example.com', password: 'secret123' });
    await backend.auth.signOut();
    const { history } = await renderApp(tree, {
      path: '/budget?tab=expenses',
      reuse: { backend, session: null },
    });

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(screen.queryByText('reminder alerts running')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'back@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // PBKDF2 hashing is slow under jsdom.
    expect(await screen.findByRole('heading', { name: 'Budget' }, { timeout: 5000 })).toBeInTheDocument();
    expect(history.location.pathname + history.location.search).toBe('/budget?tab=expenses');
  });

  it('runs the reminder alerts exactly once on a signed-in page', async () => {
    await renderApp(tree, { path: '/budget' });
    expect(await screen.findByRole('heading', { name: 'Budget' })).toBeInTheDocument();
    expect(await screen.findAllByText('reminder alerts running')).toHaveLength(1);
  });

  it('a deliberate sign-out on a guarded page goes home; a later guarded visit asks for sign-in again', async () => {
    const user = userEvent.setup();
    const { history } = await renderApp(tree, { path: '/budget' });
    await user.click(await screen.findByRole('button', { name: 'Sign out here' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));

    act(() => history.push('/account'));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.state).toEqual({ from: '/account' });
  });

  it('a session that ends by itself (expiry, another tab) sends the user to sign in, not home', async () => {
    const { backend, history } = await renderApp(tree, { path: '/budget' });
    expect(await screen.findByRole('heading', { name: 'Budget' })).toBeInTheDocument();
    await backend.auth.signOut();
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.state).toEqual({ from: '/budget' });
  });
});

describe('GuestOnly', () => {
  it('sends a signed-in user from /login to /account', async () => {
    const { history } = await renderApp(tree, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/account');
  });

  it('sends a signed-in user from /signup to /planner', async () => {
    const { history } = await renderApp(tree, { path: '/signup' });
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/planner');
  });

  it('lets a visitor see the sign-in and sign-up pages', async () => {
    await renderApp(tree, { path: '/signup', signedIn: false });
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('shows a spinner while the role is checked, then the page for an admin', async () => {
    let answer!: (role: UserRole) => void;
    await renderApp(tree, {
      path: '/admin',
      withBackend: withRole(() => new Promise((resolve) => (answer = resolve))),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    answer('admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('lets the first account of a browser in (it is the super admin)', async () => {
    await renderApp(tree, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('sends an ordinary user home', async () => {
    const { history } = await renderApp(tree, { path: '/admin', withBackend: withRole(async () => 'user') });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('treats a failed check as "not an admin" and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { history } = await renderApp(tree, {
      path: '/admin',
      withBackend: withRole(() => Promise.reject(new Error('network down'))),
    });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(logged).toHaveBeenCalledWith('Admin check failed', expect.any(Error));
    logged.mockRestore();
  });

  it('sends a visitor to /login first, to come back to /admin', async () => {
    const { history } = await renderApp(tree, { path: '/admin', signedIn: false });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.state).toEqual({ from: '/admin' });
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readConfig } from '@/lib/config';
import type { Backend } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local';
import { resetLocalDbForTests } from '@/lib/backend/local/db';
import { SESSION_STORAGE_KEY } from '@/lib/backend/local/auth';
import { renderApp } from '../../../tests/render-app';
import { AuthTestRoutes } from './auth-test-routes';

/** A browser with one account (pat@example.com / secret123), signed out, showing /login. */
async function atLogin(options: { confirmEmail?: boolean; hold?: (backend: Backend) => void } = {}) {
  await resetLocalDbForTests();
  localStorage.clear();
  sessionStorage.clear();
  const backend = await createLocalBackend(
    readConfig(options.confirmEmail ? { VITE_LOCAL_CONFIRM_EMAIL: 'true' } : {}),
  );
  await backend.auth.signUp({ email: 'pat@example.com', password: 'secret123' });
  await backend.auth.signOut();
  options.hold?.(backend);
  const utils = await renderApp(<AuthTestRoutes />, { path: '/login', reuse: { backend, session: null } });
  return { ...utils, user: userEvent.setup() };
}

async function signInWith(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it("shows the spec's title, fields, Remember me (on), and its links", async () => {
    await atLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue planning your perfect wedding')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeInTheDocument();
  });

  it('signs in and goes to /account, remembered in localStorage', async () => {
    const { user } = await atLogin();
    await signInWith(user, ' PAT@example.com', 'secret123');
    expect(await screen.findByText('Now at /account')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('without Remember me the session is for this browser session only', async () => {
    const { user } = await atLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signInWith(user, 'pat@example.com', 'secret123');
    await screen.findByText('Now at /account');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('returns to the page the guard sent the visitor from', async () => {
    const { user, history } = await atLogin();
    act(() => history.push('/login', { from: '/budget?view=expenses' }));
    await signInWith(user, 'pat@example.com', 'secret123');
    expect(await screen.findByText('Now at /budget?view=expenses')).toBeInTheDocument();
  });

  it('ignores a from that would leave the site', async () => {
    const { user, history } = await atLogin();
    act(() => history.push('/login', { from: '//evil.example/phish' }));
    await signInWith(user, 'pat@example.com', 'secret123');
    expect(await screen.findByText('Now at /account')).toBeInTheDocument();
  });

  it('a wrong password says so and keeps the form', async () => {
    const { user } = await atLogin();
    await signInWith(user, 'pat@example.com', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign in. Please check your credentials.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says "Signing in..." with the button disabled while busy', async () => {
    let release = () => {};
    const { user, backend } = await atLogin({
      hold: (b) => {
        const signIn = b.auth.signIn;
        b.auth.signIn = (input) => new Promise((resolve) => (release = () => resolve(signIn(input))));
      },
    });
    await signInWith(user, 'pat@example.com', 'secret123');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Now at /account')).toBeInTheDocument();
    expect(await backend.auth.getSession()).not.toBeNull();
  });

  it('required fields are checked before anything is sent', async () => {
    const { user } = await atLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('the demo panel shows the credentials and signs in with one click', async () => {
    const { user } = await atLogin();
    expect(screen.getByText('demo@weddingplanner.app')).toBeInTheDocument();
    expect(screen.getByText('demo1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use demo account' }));
    expect(await screen.findByText('Now at /account')).toBeInTheDocument();
    expect(localStorage.getItem('wp.demo')).not.toBeNull();
  });

  it('social sign-in in local mode says it needs cloud mode', async () => {
    const { user } = await atLogin();
    await user.click(screen.getByRole('button', { name: 'Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google and Facebook sign-in need cloud mode');
  });

  it('unconfirmed: the dedicated message, then "Resend confirmation email" delivers a new mail', async () => {
    const { user, backend } = await atLogin({ confirmEmail: true });
    await signInWith(user, 'pat@example.com', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
    );
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await screen.findByText('Confirmation email has been resent. Please check your inbox.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'local mailbox' })).toHaveAttribute('href', '/dev/mailbox');
    expect(await backend.mailbox!.list()).toHaveLength(2);
  });

  it('a failed resend says so', async () => {
    const { user } = await atLogin({ confirmEmail: true });
    await signInWith(user, 'pat@example.com', 'secret123');
    await screen.findByRole('button', { name: 'Resend confirmation email' });
    // An address the local adapter refuses outright.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), `${'a'.repeat(260)}@example.com`);
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await screen.findByText('Failed to resend confirmation email. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows an error raised elsewhere once, then clears it', async () => {
    const { history } = await atLogin();
    act(() => history.push('/auth/callback?token=spent-token-000&type=signup'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    act(() => history.push('/forgot-password'));
    await screen.findByRole('heading', { name: 'Reset Your Password' });
    act(() => history.push('/login'));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(screen.queryByRole('alert')?.textContent ?? null).toBeNull();
  });
});

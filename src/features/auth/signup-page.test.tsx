import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readConfig } from '@/lib/config';
import type { Backend } from '@/lib/backend';
import { AuthError } from '@/lib/backend/types';
import { createLocalBackend } from '@/lib/backend/local';
import { resetLocalDbForTests } from '@/lib/backend/local/db';
import { renderApp } from '../../../tests/render-app';
import { AuthTestRoutes } from './auth-test-routes';

async function atSignup(
  options: { confirmEmail?: boolean; auth?: (auth: Backend['auth']) => Partial<Backend['auth']> } = {},
) {
  await resetLocalDbForTests();
  localStorage.clear();
  sessionStorage.clear();
  const local = await createLocalBackend(
    readConfig(options.confirmEmail ? { VITE_LOCAL_CONFIRM_EMAIL: 'true' } : {}),
  );
  // A test may stand in for what a cloud provider answers.
  const backend: Backend = options.auth
    ? { ...local, auth: { ...local.auth, ...options.auth(local.auth) } }
    : local;
  const utils = await renderApp(<AuthTestRoutes />, { path: '/signup', reuse: { backend, session: null } });
  return { ...utils, user: userEvent.setup() };
}

const fields = () => ({
  email: screen.getByLabelText('Email'),
  password: screen.getByLabelText('Password', { exact: true }),
  confirm: screen.getByLabelText('Confirm Password'),
});

describe('SignupPage', () => {
  it("shows the spec's title, fields, social buttons and sign-in link", async () => {
    await atSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByText('Start planning your dream wedding today')).toBeInTheDocument();
    expect(screen.getByText('Or continue with')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(fields().email).toHaveAttribute('type', 'email');
  });

  it('shows both validation messages inline as the user types, and clears them when fixed', async () => {
    const { user } = await atSignup();
    expect(screen.getByText('At least 8 characters. Longer is stronger.')).toBeInTheDocument();
    await user.type(fields().password, '1234567');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(fields().password, '8');
    expect(screen.queryByText('Password must be at least 8 characters long')).toBeNull();
    // Long enough, but a run of digits: the hint says how weak it is.
    expect(screen.getByText(/^Password strength: Weak/)).toBeInTheDocument();
    await user.type(fields().confirm, '123456789');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.type(fields().confirm, '{Backspace}');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    // Changing the password re-checks the confirmation already typed.
    await user.type(fields().password, '7');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('does not nag about the address while it is still being typed', async () => {
    const { user } = await atSignup();
    await user.type(fields().email, 'pat');
    expect(screen.queryByText('Invalid email address. Please check and try again.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Invalid email address. Please check and try again.')).toBeInTheDocument();
  });

  it('creates the account, signs in and goes to /planner', async () => {
    const { user, backend } = await atSignup();
    await user.type(fields().email, ' New@Example.com ');
    await user.type(fields().password, 'secret123');
    await user.type(fields().confirm, 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Now at /planner')).toBeInTheDocument();
    expect((await backend.auth.getSession())?.user.email).toBe('new@example.com');
  });

  it('a second sign-up with the same address gets the email-in-use message and a way to sign in', async () => {
    const { user, backend } = await atSignup();
    await backend.auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await backend.auth.signOut();
    await user.type(fields().email, 'PAT@example.com');
    await user.type(fields().password, 'another-1');
    await user.type(fields().confirm, 'another-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email is already in use. Please try logging in instead.',
    );
    expect(fields().email).toHaveValue('PAT@example.com');
  });

  it('refuses an over-long password with a message, not a crash', async () => {
    const { user } = await atSignup();
    const long = 'x'.repeat(80);
    await user.type(fields().email, 'pat@example.com');
    await user.click(fields().password);
    await user.paste(long);
    await user.click(fields().confirm);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at most 72 characters long')).toBeInTheDocument();
  });

  it('with email confirmation on: the check-your-email message and the local mailbox link', async () => {
    const { user, backend } = await atSignup({ confirmEmail: true });
    await user.type(fields().email, 'pat@example.com');
    await user.type(fields().password, 'secret123');
    await user.type(fields().confirm, 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('Please check your email to confirm your account before signing in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'local mailbox' })).toHaveAttribute('href', '/dev/mailbox');
    expect(await backend.auth.getSession()).toBeNull();
    await waitFor(async () => expect(await backend.mailbox!.list()).toHaveLength(1));
  });

  it('social sign-up in local mode says it needs cloud mode', async () => {
    const { user } = await atSignup();
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('need cloud mode');
  });

  describe('what a cloud provider answers (spec §8)', () => {
    const refuse = (error: Error) => () => ({
      signInWithOAuth: () => Promise.reject(error),
      signUp: () => Promise.reject(error),
    });

    it('a blocked popup asks to allow popups', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await atSignup({ auth: refuse(new AuthError('popup_blocked')) });
      await user.click(screen.getByRole('button', { name: 'Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Popup was blocked. Please allow popups for this website or try using another sign-in method.',
      );
    });

    it('any other social failure names the provider', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await atSignup({ auth: refuse(new Error('provider down')) });
      await user.click(screen.getByRole('button', { name: 'Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with Google.');
      await user.click(screen.getByRole('button', { name: 'Facebook' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with Facebook.');
    });

    it.each([
      [new AuthError('weak_password'), 'Password is too weak. Please use a stronger password.'],
      [new AuthError('invalid_email'), 'Invalid email address. Please check and try again.'],
      [new Error('500 from somewhere'), 'Failed to create an account. Please try again.'],
    ])('a refused sign-up (%s) shows its catalogue message and keeps the form', async (error, message) => {
      const { user } = await atSignup({ auth: refuse(error) });
      await user.type(fields().email, 'pat@example.com');
      await user.type(fields().password, 'secret123');
      await user.type(fields().confirm, 'secret123');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(fields().email).toHaveValue('pat@example.com');
    });
  });
});

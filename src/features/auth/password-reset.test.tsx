import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readConfig } from '@/lib/config';
import type { Backend } from '@/lib/backend';
import { AuthError } from '@/lib/backend/types';
import { createLocalBackend } from '@/lib/backend/local';
import { resetLocalDbForTests } from '@/lib/backend/local/db';
import { renderApp } from '../../../tests/render-app';
import { AuthTestRoutes } from './auth-test-routes';

async function browser(
  path: string,
  options: { confirmEmail?: boolean; wrap?: (b: Backend) => Backend; account?: boolean } = {},
) {
  await resetLocalDbForTests();
  localStorage.clear();
  sessionStorage.clear();
  const backend = await createLocalBackend(
    readConfig(options.confirmEmail ? { VITE_LOCAL_CONFIRM_EMAIL: 'true' } : {}),
  );
  if (options.account !== false) {
    await backend.auth.signUp({ email: 'pat@example.com', password: 'old-pass-1' });
    await backend.auth.signOut();
  }
  const utils = await renderApp(<AuthTestRoutes />, {
    path,
    reuse: { backend, session: null },
    withBackend: options.wrap,
  });
  return { ...utils, user: userEvent.setup() };
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

describe('ForgotPasswordPage', () => {
  it('sends the reset mail and says so, pointing at the local mailbox', async () => {
    const { user, backend } = await browser('/forgot-password');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your email for password reset instructions',
    );
    expect(screen.getByRole('link', { name: 'local mailbox' })).toHaveAttribute('href', '/dev/mailbox');
    const [mail] = await backend.mailbox!.list();
    expect(mail.subject).toBe('Reset your password');
  });

  it('a failure shows in a red box, with "Sending..." while it runs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = () => {};
    const { user } = await browser('/forgot-password', {
      wrap: (b) => ({
        ...b,
        auth: {
          ...b.auth,
          requestPasswordReset: () =>
            new Promise<void>((_, reject) => (fail = () => reject(new AuthError('unknown')))),
        },
      }),
    });
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please check your email address.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    vi.restoreAllMocks();
  });

  it('an empty address is refused before sending', async () => {
    const { user, backend } = await browser('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(await backend.mailbox!.list()).toEqual([]);
  });
});

describe('ResetPasswordPage', () => {
  it('from the mail link: new password with the same rules, then sign in with it (and not the old one)', async () => {
    const { user, backend, history } = await browser('/forgot-password');
    await backend.auth.requestPasswordReset('pat@example.com');
    const [mail] = await backend.mailbox!.list();
    act(() => history.push(pathOf(mail.link!)));

    const password = await screen.findByLabelText('New Password');
    await user.type(password, '1234567');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(password, '8');
    expect(screen.getByText(/^Password strength: Weak/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm New Password'), '123456789');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm New Password'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been updated. Sign in with your new password.',
    );
    expect(history.location.pathname).toBe('/login');
    await expect(
      backend.auth.signIn({ email: 'pat@example.com', password: 'old-pass-1', remember: true }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Now at /account')).toBeInTheDocument();
  });

  it('without a link it explains and offers a new one', async () => {
    await browser('/auth/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Open the link in your password reset email');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('a spent or made-up link says it is invalid', async () => {
    await browser('/auth/reset-password?token=made-up-token-123&type=recovery');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });
});

describe('CallbackPage', () => {
  it('the confirmation link signs the new account in and goes to /planner', async () => {
    const { backend, history } = await browser('/login', { confirmEmail: true, account: false });
    await backend.auth.signUp({ email: 'new@example.com', password: 'secret123' });
    const [mail] = await backend.mailbox!.list();
    act(() => history.push(pathOf(mail.link!)));
    expect(await screen.findByText('Now at /planner')).toBeInTheDocument();
    expect((await backend.auth.getSession())?.user.email).toBe('new@example.com');
  });

  it('goes back to where a social sign-in started', async () => {
    const { backend, history } = await browser('/login', { confirmEmail: true, account: false });
    await backend.auth.signUp({ email: 'new@example.com', password: 'secret123' });
    sessionStorage.setItem('wp.afterAuth', '/budget');
    const [mail] = await backend.mailbox!.list();
    act(() => history.push(pathOf(mail.link!)));
    expect(await screen.findByText('Now at /budget')).toBeInTheDocument();
  });
});

describe('MailboxPage', () => {
  it('lists mails newest first with working in-app links; mark read; clear', async () => {
    const { user, backend, history } = await browser('/forgot-password', {
      confirmEmail: true,
      account: false,
    });
    await backend.auth.signUp({ email: 'new@example.com', password: 'secret123' });
    await new Promise((r) => setTimeout(r, 5));
    await backend.contact.send({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hello',
      message: 'Hi there',
    });
    act(() => history.push('/dev/mailbox'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Local Mailbox' })).toBeInTheDocument();
    const items = await screen.findAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Contact form: HelloNew',
      'Confirm your email addressNew',
    ]);
    expect(screen.getByText(/Local mode has no email server/)).toBeInTheDocument();
    const link = within(items[1]).getByRole('link', { name: 'Confirm your email' });
    expect(link.getAttribute('href')).toMatch(/^\/auth\/callback\?token=[\w-]+&type=signup$/);
    expect(within(items[1]).getByText('To: new@example.com')).toBeInTheDocument();

    await user.click(within(items[0]).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('2 mails, 1 unread. Newest first.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear mailbox' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear mailbox' }));
    expect(await screen.findByText('Your local mailbox is empty')).toBeInTheDocument();
    expect(await backend.mailbox!.list()).toEqual([]);
  });
});

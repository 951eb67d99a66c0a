import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { AuthError } from '@/lib/backend/types';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '@/app/guards';
import { renderApp } from '../../../tests/render-app';
import { passwordErrorMessage } from './security-tab';
import NotificationsPage from '@/features/notifications/notifications-page';
import SettingsPage from './settings-page';

async function renderSettings({
  ui = <SettingsPage />,
  ...options
}: Parameters<typeof renderApp>[1] & { ui?: ReactElement } = {}) {
  const utils = await renderApp(
    <>
      {ui}
      <Toaster />
    </>,
    { path: '/settings', email: 'priya@example.com', password: 'first-pass', ...options },
  );
  await screen.findByRole('tab', { name: 'Profile' });
  const user = userEvent.setup();
  const stored = () => utils.backend.forUser(utils.session!).profile.get();
  return { ...utils, user, stored };
}

const panel = () => screen.getByRole('tabpanel');

/** Behind the app's sign-in guard, as in the route table: the page goes when the session does. */
const guardedSettings = (
  <Routes>
    <Route path="/" element={<p>Home page</p>} />
    <Route element={<RequireAuth />}>
      <Route path="/settings" element={<SettingsPage />} />
    </Route>
  </Routes>
);

/** Opens a tab and waits for its code: Security, AI Provider and Your data are fetched when first opened. */
async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(within(panel()).queryByText(/^Loading/)).not.toBeInTheDocument());
}

async function saveAndWait(user: ReturnType<typeof userEvent.setup>, name: string) {
  const started = Date.now();
  await user.click(within(panel()).getByRole('button', { name }));
  expect(within(panel()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await within(panel()).findByRole('button', { name }, { timeout: 3000 });
  return Date.now() - started;
}

describe('SettingsPage', () => {
  it('has the four tabs of the spec, Appearance, the AI provider and Your data, with the email prefilled and read-only', async () => {
    await renderSettings();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'Wedding Details',
      'Notifications',
      'Appearance',
      'Security',
      'AI Provider',
      'Your data',
    ]);
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Phone Number'])
      expect(within(panel()).getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('priya@example.com');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
  });

  it('saves the profile with a visible saving state of about a second, and keeps it across a reload', async () => {
    const first = await renderSettings();
    const { user } = first;
    await user.type(screen.getByLabelText('First Name'), '  Priya ');
    await user.type(screen.getByLabelText('Last Name'), 'Sharma');
    await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
    expect(await saveAndWait(user, 'Save Changes')).toBeGreaterThanOrEqual(950);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Your changes have been saved.');
    expect((await first.stored())?.profile).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
    });

    first.unmount();
    await renderSettings({ reuse: { backend: first.backend, session: first.session } });
    expect(screen.getByLabelText('First Name')).toHaveValue('Priya');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 98765 43210');
  });

  it('saves wedding details that the other tools read, and refuses bad values', async () => {
    const { user, stored } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Wedding Details' }));
    // Its code is a chunk of its own, fetched when the page is idle or the tab opens.
    await within(panel()).findByLabelText("Partner's First Name", {}, { timeout: 10_000 });
    for (const label of [
      "Partner's First Name",
      "Partner's Last Name",
      'Wedding Date',
      'Estimated Guest Count',
      'Wedding Location',
      "Default country for guests' phones",
    ])
      expect(within(panel()).getByLabelText(label)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Partner's First Name"), 'Arjun');
    await user.type(screen.getByLabelText("Partner's Last Name"), 'Mehta');
    await user.type(screen.getByLabelText('Wedding Date'), '2027-02-14');
    await user.type(screen.getByLabelText('Estimated Guest Count'), '-3');
    await user.type(screen.getByLabelText('Wedding Location'), 'Udaipur');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(panel()).findByText('Guest count cannot be negative')).toBeInTheDocument();
    expect(await stored()).toBeNull();

    await user.clear(screen.getByLabelText('Estimated Guest Count'));
    await user.type(screen.getByLabelText('Estimated Guest Count'), '250');
    await saveAndWait(user, 'Save Changes');
    expect((await stored())?.wedding).toEqual({
      partnerFirstName: 'Arjun',
      partnerLastName: 'Mehta',
      weddingDate: '2027-02-14',
      guestCount: 250,
      location: 'Udaipur',
      // Unset, the default country is guessed from the budget's currency (INR): saved as shown.
      phoneCountry: 'IN',
    });
    await user.selectOptions(screen.getByLabelText("Default country for guests' phones"), 'United Kingdom');
    await saveAndWait(user, 'Save Changes');
    expect((await stored())?.wedding.phoneCountry).toBe('GB');

    await user.clear(screen.getByLabelText('Estimated Guest Count'));
    await saveAndWait(user, 'Save Changes');
    expect((await stored())?.wedding.guestCount).toBeNull();
  });

  it('refuses a phone number with letters, saying why, and bounds a pasted 5,000-character name', async () => {
    const { user, stored } = await renderSettings();
    await user.type(screen.getByLabelText('Phone Number'), 'call me maybe');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Use digits, spaces and + ( ) - only')).toBeInTheDocument();
    expect(await stored()).toBeNull();

    await user.click(screen.getByLabelText('First Name'));
    await user.paste('x'.repeat(5000));
    expect(screen.getByLabelText('First Name')).toHaveValue('x'.repeat(200));
    await user.clear(screen.getByLabelText('Phone Number'));
    await saveAndWait(user, 'Save Changes');
    expect((await stored())?.profile.firstName).toHaveLength(200);
  });

  describe('Notifications', () => {
    const permission = {
      state: 'default' as NotificationPermission,
      answer: 'granted' as NotificationPermission,
    };
    class FakeNotification {
      static get permission() {
        return permission.state;
      }
      static requestPermission = vi.fn(async () => (permission.state = permission.answer));
    }
    beforeEach(() => {
      permission.state = 'default';
      permission.answer = 'granted';
      FakeNotification.requestPermission.mockClear();
      vi.stubGlobal('Notification', FakeNotification);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('starts the notification switches at on, off, on, on, on and saves changes', async () => {
      const { user, stored } = await renderSettings();
      await user.click(screen.getByRole('tab', { name: 'Notifications' }));
      const switches = within(panel()).getAllByRole('switch');
      expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual([
        'true',
        'false',
        'true',
        'true',
        'true',
      ]);
      await user.click(screen.getByRole('switch', { name: 'Browser Notifications' }));
      await user.click(screen.getByRole('switch', { name: 'Weekly Updates' }));
      await saveAndWait(user, 'Save Preferences');
      expect((await stored())?.notifications).toEqual({
        email: true,
        browser: true,
        reminders: true,
        weeklyUpdates: false,
        vendorMessages: true,
      });
    });

    it('is the same browser setting as the Notifications page, asking the browser first', async () => {
      const first = await renderSettings();
      await first.user.click(screen.getByRole('tab', { name: 'Notifications' }));
      await first.user.click(screen.getByRole('switch', { name: 'Browser Notifications' }));
      expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
      await saveAndWait(first.user, 'Save Preferences');
      first.unmount();

      await renderApp(<NotificationsPage />, {
        path: '/notifications',
        reuse: { backend: first.backend, session: first.session },
      });
      expect(await screen.findByRole('switch', { name: 'Browser notifications' })).toBeChecked();
    });

    it('keeps Browser Notifications off when the browser refuses, and says why', async () => {
      permission.answer = 'denied';
      const { user, stored } = await renderSettings();
      await user.click(screen.getByRole('tab', { name: 'Notifications' }));
      await user.click(screen.getByRole('switch', { name: 'Browser Notifications' }));
      expect(await within(panel()).findByText(/blocking notifications for this site/)).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Browser Notifications' })).not.toBeChecked();
      await saveAndWait(user, 'Save Preferences');
      expect((await stored())?.notifications.browser).toBe(false);
    });

    it('says what each setting does, and promises no e-mail the planner never sends', async () => {
      const { user } = await renderSettings();
      await user.click(screen.getByRole('tab', { name: 'Notifications' }));
      const hint = (name: string) => screen.getByRole('switch', { name }).getAttribute('aria-describedby')!;
      const text = (name: string) => document.getElementById(hint(name))!.textContent;
      expect(text('Email Notifications')).toMatch(/^E-mail reminders need cloud mode/);
      expect(text('Task Reminders')).toMatch(
        /one week before each open task is due.*Turn on Browser Notifications to get it\.$/,
      );
      expect(text('Weekly Updates')).toMatch(/^Every Monday at 9:00 AM/);
      expect(text('Vendor Messages')).toMatch(/^Vendors can't write to you through the planner yet/);
      await user.click(screen.getByRole('switch', { name: 'Browser Notifications' }));
      expect(text('Task Reminders')).not.toMatch(/Turn on Browser Notifications/);
    });
  });

  it('keeps what was typed in one tab while another is open, in the tabs fetched when opened too', async () => {
    const { user } = await renderSettings();
    await user.type(screen.getByLabelText('First Name'), 'Draft');
    await openTab(user, 'Security');
    expect(within(panel()).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'half-typed');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Draft');
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByLabelText('New Password')).toHaveValue('half-typed');
  });

  it('keeps the values and says so when the browser refuses the save', async () => {
    const { user } = await renderSettings();
    await user.type(screen.getByLabelText('First Name'), 'Priya');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
      expect(await within(panel()).findByRole('alert')).toHaveTextContent(
        "Couldn't save your changes. Everything you entered is still here",
      );
    } finally {
      put.mockRestore();
    }
    expect(screen.getByLabelText('First Name')).toHaveValue('Priya');
    expect(
      await screen.findByText(
        /^This browser has run out of storage space for your plan, so the change wasn't saved\. Everything saved before is safe\./,
      ),
    ).toBeInTheDocument();
  });

  describe('Security', () => {
    it('says plainly that people sharing this browser profile are not separated in local mode', async () => {
      const { user } = await renderSettings();
      await openTab(user, 'Security');
      expect(screen.getByRole('heading', { name: 'This Browser' })).toBeInTheDocument();
      expect(
        screen.getByText(/People who share this browser profile are not separated from each other\./),
      ).toBeInTheDocument();
    });

    it('enables Change Password only with a current password and a matching new one', async () => {
      const { user } = await renderSettings();
      await openTab(user, 'Security');
      const button = screen.getByRole('button', { name: 'Change Password' });
      expect(button).toBeDisabled();
      await user.type(screen.getByLabelText('New Password'), 'second-pass');
      await user.type(screen.getByLabelText('Confirm New Password'), 'second-pass');
      expect(button).toBeDisabled();
      await user.type(screen.getByLabelText('Current Password'), 'first-pass');
      expect(button).toBeEnabled();
      await user.type(screen.getByLabelText('Confirm New Password'), 'x');
      expect(button).toBeDisabled();
      expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    });

    it('says when the current password is wrong and keeps the old password', async () => {
      const { user, backend } = await renderSettings();
      await openTab(user, 'Security');
      await user.type(screen.getByLabelText('Current Password'), 'not-it');
      await user.type(screen.getByLabelText('New Password'), 'second-pass');
      await user.type(screen.getByLabelText('Confirm New Password'), 'second-pass');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
      expect(screen.getByLabelText('New Password')).toHaveValue('second-pass');
      await expect(
        backend.auth.signIn({ email: 'priya@example.com', password: 'first-pass', remember: false }),
      ).resolves.toBeTruthy();
    });

    it('refuses a new password under 8 characters at once, and shows how strong the new password is', async () => {
      const { user, backend } = await renderSettings();
      await openTab(user, 'Security');
      expect(screen.getByText('At least 8 characters. Longer is stronger.')).toBeInTheDocument();
      const update = vi.spyOn(backend.auth, 'updatePassword');
      await user.type(screen.getByLabelText('Current Password'), 'first-pass');
      await user.type(screen.getByLabelText('New Password'), 'short1');
      await user.type(screen.getByLabelText('Confirm New Password'), 'short1');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Password must be at least 8 characters long',
      );
      expect(update).not.toHaveBeenCalled();
      await user.clear(screen.getByLabelText('New Password'));
      await user.type(screen.getByLabelText('New Password'), 'tulips-garden-42');
      expect(screen.getByText('Password strength: Strong.')).toBeInTheDocument();
    });

    it('changes the password, clears the three fields, and the new password signs in', async () => {
      const { user, backend } = await renderSettings();
      await openTab(user, 'Security');
      await user.type(screen.getByLabelText('Current Password'), 'first-pass');
      await user.type(screen.getByLabelText('New Password'), 'second-pass');
      await user.type(screen.getByLabelText('Confirm New Password'), 'second-pass');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(
        await screen.findByText('Your password has been changed.', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
      for (const label of ['Current Password', 'New Password', 'Confirm New Password'])
        expect(screen.getByLabelText(label)).toHaveValue('');
      await expect(
        backend.auth.signIn({ email: 'priya@example.com', password: 'first-pass', remember: false }),
      ).rejects.toBeInstanceOf(AuthError);
      await expect(
        backend.auth.signIn({ email: 'priya@example.com', password: 'second-pass', remember: false }),
      ).resolves.toBeTruthy();
    });

    it('signs out and goes home', async () => {
      const { user, history, backend } = await renderSettings({ ui: guardedSettings });
      await openTab(user, 'Security');
      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(history.location.pathname).toBe('/'));
      expect(await backend.auth.getSession()).toBeNull();
    });

    it('deletes the account after the email is typed: its data is gone, the user is signed out and home', async () => {
      const { user, history, backend, session } = await renderSettings({
        ui: guardedSettings,
      });
      const userId = session!.user.id;
      await backend.forUser(session!).collections.put('songs', { id: 's1', title: 'Our song' });
      await openTab(user, 'Security');
      await user.click(screen.getByRole('button', { name: 'Delete my account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
      expect(confirm).toBeDisabled();
      await user.type(
        within(dialog).getByRole('textbox', { name: /Type your email address/ }),
        'someone@example.com',
      );
      expect(confirm).toBeDisabled();
      await user.clear(within(dialog).getByRole('textbox', { name: /Type your email address/ }));
      await user.type(
        within(dialog).getByRole('textbox', { name: /Type your email address/ }),
        'Priya@Example.com',
      );
      await user.click(confirm);
      await waitFor(() => expect(history.location.pathname).toBe('/'));
      expect(
        await screen.findByText('Your account and everything in it have been deleted.'),
      ).toBeInTheDocument();
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(await backend.auth.getSession()).toBeNull();
      const { openLocalDb } = await import('@/lib/backend/local/db');
      const db = await openLocalDb();
      expect(await db.get('accounts', userId)).toBeUndefined();
      expect(await db.getAll('records')).toEqual([]);
      // The address can sign up afresh.
      await expect(
        backend.auth.signUp({ email: 'priya@example.com', password: 'new-pass-123' }),
      ).resolves.toMatchObject({ needsConfirmation: false });
    });

    it('a refused deletion says why in the dialog and keeps the account', async () => {
      const { user, backend } = await renderSettings({
        withBackend: (b) => ({
          ...b,
          auth: {
            ...b.auth,
            deleteAccount: async () => {
              throw new Error('The last super admin cannot be deleted. Make another super admin first.');
            },
          },
        }),
      });
      await openTab(user, 'Security');
      await user.click(screen.getByRole('button', { name: 'Delete my account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      await user.type(
        within(dialog).getByRole('textbox', { name: /Type your email address/ }),
        'priya@example.com',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The last super admin cannot be deleted.',
      );
      expect(await backend.auth.getSession()).not.toBeNull();
    });

    it('maps password errors to words', () => {
      expect(passwordErrorMessage(new AuthError('weak_password'))).toBe(
        'Password must be at least 8 characters long',
      );
      expect(
        passwordErrorMessage(
          new AuthError('password_too_long', 'Password must be at most 72 characters long'),
        ),
      ).toBe('Password must be at most 72 characters long');
      expect(passwordErrorMessage(new AuthError('network'))).toBe('Failed to update password');
      expect(passwordErrorMessage(new Error('boom'))).toBe('Failed to update password');
    });
  });

  describe('AI Provider', () => {
    /** A provider at https://provider.test/v1 that lists three models; every other address is unreachable. */
    const requests: { url: string; authorization: string | null }[] = [];
    beforeEach(() => {
      requests.length = 0;
      vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        requests.push({ url, authorization: new Headers(init.headers).get('authorization') });
        if (url === 'https://provider.test/v1/models')
          return new Response(
            JSON.stringify({
              object: 'list',
              data: ['text-embedding-3-small', 'gpt-4o-mini', 'gpt-image-2'].map((id) => ({
                id,
                object: 'model',
              })),
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          );
        throw new TypeError('Failed to fetch');
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    async function openAiTab() {
      const utils = await renderSettings();
      await openTab(utils.user, 'AI Provider');
      return utils;
    }

    it('tests the connection, lists the models and picks one, then saves for this account only', async () => {
      const { user, session } = await openAiTab();
      expect(within(panel()).getByText(/^none yet/)).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText('Provider'), 'Other OpenAI-compatible server');
      await user.type(screen.getByLabelText('Base URL'), 'https://provider.test/v1/');
      await user.type(screen.getByLabelText('API key (optional)'), 'sk-test');
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(
        await within(panel()).findByText('Connected. The server offers 3 models; chat model: gpt-4o-mini.'),
      ).toBeInTheDocument();
      expect(requests.find((r) => r.url === 'https://provider.test/v1/models')?.authorization).toBe(
        'Bearer sk-test',
      );
      const chat = screen.getByLabelText('Chat model');
      expect(chat.tagName).toBe('SELECT');
      expect(
        within(chat)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['gpt-4o-mini', 'gpt-image-2', 'text-embedding-3-small']);
      expect(chat).toHaveValue('gpt-4o-mini');
      expect(screen.getByLabelText('Image model')).toHaveValue('gpt-image-2');

      await user.click(screen.getByRole('button', { name: 'Save AI Provider' }));
      expect(
        await within(panel()).findByText('Saved. The AI planner and the mood board now use provider.test.'),
      ).toBeInTheDocument();
      expect(within(panel()).getByText('provider.test, chat model gpt-4o-mini.')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(`wp.ai-provider.${session!.user.id}`)!)).toEqual({
        preset: 'custom',
        baseUrl: 'https://provider.test/v1',
        apiKey: 'sk-test',
        chatModel: 'gpt-4o-mini',
        imageModel: 'gpt-image-2',
      });

      await user.click(screen.getByRole('button', { name: 'Remove these settings' }));
      expect(localStorage.getItem(`wp.ai-provider.${session!.user.id}`)).toBeNull();
      expect(within(panel()).getByText(/^none yet/)).toBeInTheDocument();
    });

    it('fills in a preset, and refuses addresses that are not http(s) without asking anything', async () => {
      const { user, session } = await openAiTab();
      await user.selectOptions(screen.getByLabelText('Provider'), 'Ollama');
      expect(screen.getByLabelText('Base URL')).toHaveValue('http://localhost:11434/v1');
      expect(screen.getByText(/^Ollama makes images only with an image model pulled/)).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Base URL'));
      await user.type(screen.getByLabelText('Base URL'), 'javascript:alert(1)');
      const asked = requests.length;
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(
        await within(panel()).findByText(
          'Use an address that starts with https:// (or http:// for a server on this computer)',
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save AI Provider' }));
      expect(requests).toHaveLength(asked);
      expect(localStorage.getItem(`wp.ai-provider.${session!.user.id}`)).toBeNull();
    });

    it('says plainly when the server cannot be reached', async () => {
      const { user } = await openAiTab();
      await user.selectOptions(screen.getByLabelText('Provider'), 'LM Studio');
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(await within(panel()).findByRole('alert')).toHaveTextContent(
        "Couldn't reach localhost:1234. Is the server running, and does it accept requests from this site?",
      );
    });
  });
});

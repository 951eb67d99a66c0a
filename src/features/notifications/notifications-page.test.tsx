import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/render-app';
import NotificationsPage from './notifications-page';

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
}

async function renderPage() {
  const utils = await renderApp(<NotificationsPage />, { path: '/notifications' });
  const list = await screen.findByRole('region', { name: 'Your Reminders' });
  await within(list).findAllByRole('listitem');
  return { ...utils, list };
}

const items = (list: HTMLElement) => within(list).queryAllByRole('listitem');

describe('NotificationsPage', () => {
  beforeEach(() => {
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockClear();
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the overdue and due-soon payments from the payment schedule, in words, never a paid one', async () => {
    const { backend, session } = await renderApp(<p>setup</p>, { email: 'payments@example.com' });
    const day = (n: number) => {
      const d = new Date();
      d.setDate(d.getDate() + n);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const ports = backend.forUser(session!);
    await ports.collections.put('planning_vendors', {
      id: 'v1',
      name: 'Rosewood Manor',
      category: 'Venue',
      contactName: 'Elena',
      price: 300_000,
      depositPaid: true,
      contractSigned: true,
    });
    await ports.collections.putMany('payments', [
      { id: 'late', vendorId: 'v1', amount: 100_000, dueDate: day(-1), leadDays: [7, 1] },
      { id: 'paid', vendorId: 'v1', amount: 100_000, dueDate: day(-3), paidOn: day(-3), leadDays: [7, 1] },
      { id: 'later', vendorId: 'v1', amount: 100_000, dueDate: day(30), leadDays: [7, 1] },
    ]);
    await renderApp(<NotificationsPage />, { path: '/notifications', reuse: { backend, session } });
    const section = await screen.findByRole('region', { name: 'Payments Due' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/^OverdueRosewood Manor/);
  });

  it('saves nothing without a title and a date, then adds one reminder for a double submit', async () => {
    const user = userEvent.setup();
    const { list, backend, session } = await renderPage();
    expect(items(list)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    await user.type(await screen.findByLabelText('Title'), 'Order favours');
    await user.click(screen.getByRole('button', { name: 'Save Notification' }));
    expect(screen.getByLabelText('Date')).toHaveFocus();
    expect(items(list)).toHaveLength(3);

    await user.type(screen.getByLabelText('Date'), '2025-05-20');
    const save = screen.getByRole('button', { name: 'Save Notification' });
    act(() => {
      save.click();
      save.click();
    });
    await waitFor(() => expect(items(list)).toHaveLength(4));
    const stored = await backend
      .forUser(session!)
      .collections.list<{ id: string; title: string; type: string; time?: string }>('reminders');
    expect(stored.filter((r) => r.title === 'Order favours')).toEqual([
      expect.objectContaining({ type: 'reminder' }),
    ]);
    expect(stored.find((r) => r.title === 'Order favours')?.time).toBeUndefined();
  });

  it('keeps the form values when the browser refuses the write', async () => {
    const user = userEvent.setup();
    const { list } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    await user.type(screen.getByLabelText('Title'), 'Book the limo');
    await user.type(screen.getByLabelText('Date'), '2025-05-21');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Save Notification' }));
      expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't save the notification");
    } finally {
      put.mockRestore();
    }
    expect(screen.getByLabelText('Title')).toHaveValue('Book the limo');
    expect(screen.getByLabelText('Date')).toHaveValue('2025-05-21');
    expect(items(list)).toHaveLength(3);
  });

  it('says plainly that e-mail reminders need cloud mode when nothing here can send e-mail', async () => {
    await renderPage();
    expect(screen.getByText(/E-mail reminders need cloud mode/)).toBeInTheDocument();
    expect(screen.queryByText(/Get reminders by email at/)).toBeNull();
  });

  it('offers e-mail reminders to the account address where the backend can send them', async () => {
    await renderApp(<NotificationsPage />, {
      path: '/notifications',
      email: 'couple@example.com',
      withBackend: (b) => ({
        ...b,
        forUser: (session) => ({
          ...b.forUser(session),
          email: { sendRsvpLinks: async () => ({ sent: 0, skipped: 0 }) },
        }),
      }),
    });
    expect(
      await screen.findByText(/^Your reminders and planning tasks by e-mail as they fall due/),
    ).toBeInTheDocument();
  });

  it('asks for permission when browser notifications are turned on, and saves the choice', async () => {
    const user = userEvent.setup();
    const { backend, session } = await renderPage();
    const browser = screen.getByRole('switch', { name: 'Browser notifications' });
    expect(browser).not.toBeChecked();
    await user.click(browser);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Browser notifications' })).toBeChecked());
    expect((await backend.forUser(session!).profile.get())?.notifications.browser).toBe(true);
  });

  it('keeps browser notifications off when permission is refused', async () => {
    FakeNotification.answer = 'denied';
    const user = userEvent.setup();
    const { backend, session } = await renderPage();
    await user.click(screen.getByRole('switch', { name: 'Browser notifications' }));
    expect(await screen.findByText(/blocking notifications for this site/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Browser notifications' })).not.toBeChecked();
    expect((await backend.forUser(session!).profile.get())?.notifications.browser ?? false).toBe(false);
    FakeNotification.answer = 'granted';
  });
});

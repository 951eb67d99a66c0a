import { formatShortDate } from '@/lib/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { RequireAuth } from '@/app/guards';
import { useAuth } from '@/lib/auth';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/lib/backend/demo';
import { SESSION_STORAGE_KEY } from '@/lib/backend/local/auth';
import { openLocalDb } from '@/lib/backend/local/db';
import { holdList } from '../../../tests/hold-list';
import { renderApp } from '../../../tests/render-app';
import AccountPage from './account-page';
import { PANELS } from './overview-panel';
import { greeting } from './tools';

function Elsewhere() {
  const { user } = useAuth();
  return (
    <p>
      Now at {useLocation().pathname + useLocation().search} {user ? 'signed in' : 'signed out'}
    </p>
  );
}

// Behind the app's sign-in guard, as in the route table: the page goes when the session does.
const routes = (
  <Routes>
    <Route element={<RequireAuth />}>
      <Route path="/account" element={<AccountPage />} />
    </Route>
    <Route path="*" element={<Elsewhere />} />
  </Routes>
);

const TOOLS = [
  ['/planner', 'Wedding Planner'],
  ['/planner?tab=guests', 'Guest Planner'],
  ['/planner?tab=seating', 'Seating Chart'],
  ['/notifications', 'Notifications'],
  ['/e-invites', 'E-Invites'],
  ['/mood-board', 'Mood Board'],
  ['/budget', 'Budget Tracker'],
  ['/schedule', 'Wedding Day Schedule'],
  ['/photos', 'Photo Planning'],
  ['/music', 'Music Selection'],
  ['/registry', 'Gift Registry'],
  ['/gifts', 'Gifts & thank-yous'],
  ['/vendors', 'Vendor Management'],
  ['/settings', 'Account Settings'],
];

describe('greeting', () => {
  it("uses the profile's first name, else the account name, else none", () => {
    expect(greeting('Priya', 'Priya Sharma')).toBe('Welcome back, Priya!');
    expect(greeting('  ', 'Pat Lee')).toBe('Welcome back, Pat Lee!');
    expect(greeting('', null)).toBe('Welcome back!');
    expect(greeting(undefined, '   ')).toBe('Welcome back!');
  });
});

describe('AccountPage', () => {
  it('greets without a name, shows the email, the badge, tabs, fourteen tools and four quick actions', async () => {
    await renderApp(routes, { path: '/account', email: 'pat@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    expect(screen.getByText('Planning in Progress')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Planning Progress',
      'Upcoming Tasks',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    const grid = within(screen.getByRole('list', { name: 'Planning Tools' }));
    const links = grid.getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('href'), l.querySelector('span span')?.textContent])).toEqual(
      TOOLS,
    );

    const quick = within(screen.getByRole('complementary', { name: 'Quick Actions' }));
    expect(quick.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Add Event', '/schedule'],
      ['Invite Guests', '/planner?tab=guests'],
      ['Set Reminder', '/notifications'],
      ['Add Inspiration', '/mood-board'],
    ]);
    // The first account of a browser is its super admin: the way to the dashboard is in the header.
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('shows the Admin Dashboard link to admins only', async () => {
    const { session, queryClient } = await renderApp(routes, { path: '/account', email: 'pat@example.com' });
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const db = await openLocalDb();
    const account = (await db.get('accounts', session!.user.id))!;
    await db.put('accounts', { ...account, role: 'user' });
    await queryClient.resetQueries();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull());
  });

  it("greets by the profile's first name once it is saved", async () => {
    const { backend, session } = await renderApp(<p>setup</p>, { email: 'priya@example.com' });
    await backend.forUser(session!).profile.save({
      profile: { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '' },
    });
    await renderApp(routes, { path: '/account', reuse: { backend, session } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Priya!' }),
    ).toBeInTheDocument();
  });

  it('the demo user is greeted by name and shown as "Demo User"', async () => {
    const { backend } = await renderApp(<p>setup</p>, { signedIn: false });
    const session = await backend.auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: true });
    await renderApp(routes, { path: '/account', reuse: { backend, session } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Demo User!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Demo User', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(DEMO_EMAIL)).toBeNull();
  });

  it('the other tabs lead to Planning Progress and Upcoming Tasks', async () => {
    await renderApp(routes, { path: '/account' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Planning Progress' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute(
      'href',
      '/planning-progress',
    );
    await user.click(screen.getByRole('tab', { name: 'Upcoming Tasks' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute('href', '/upcoming-tasks');
  });

  it('a tool card is a real link', async () => {
    await renderApp(routes, { path: '/account' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Guest Planner/ }));
    expect(await screen.findByText('Now at /planner?tab=guests signed in')).toBeInTheDocument();
  });

  it('Sign Out signs out and goes home', async () => {
    const { backend, history } = await renderApp(routes, { path: '/account' });
    const user = userEvent.setup();
    // What a reload would find at the moment the page moves: the session must already be gone from storage.
    const storedAtNavigation: (string | null)[] = [];
    // Read as each navigation starts (the history has one listener, the router's, so its moves are wrapped instead).
    const { push, replace } = history;
    const record = () =>
      storedAtNavigation.push(
        localStorage.getItem(SESSION_STORAGE_KEY) ?? sessionStorage.getItem(SESSION_STORAGE_KEY),
      );
    history.push = (...args) => (record(), push(...args));
    history.replace = (...args) => (record(), replace(...args));
    expect(
      localStorage.getItem(SESSION_STORAGE_KEY) ?? sessionStorage.getItem(SESSION_STORAGE_KEY),
    ).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Now at / signed out')).toBeInTheDocument();
    await waitFor(async () => expect(await backend.auth.getSession()).toBeNull());
    expect(storedAtNavigation.length).toBeGreaterThan(0);
    expect(storedAtNavigation.every((stored) => stored === null)).toBe(true);
  });

  it('shows the wedding at a glance: countdown, progress, budget chart and what is due next, each linking to its tool', async () => {
    const { backend, session } = await renderApp(<p>setup</p>, { email: 'glance@example.com' });
    const inDays = (n: number) => {
      const d = new Date();
      d.setDate(d.getDate() + n);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const ports = backend.forUser(session!);
    await ports.profile.save({
      wedding: {
        partnerFirstName: '',
        partnerLastName: '',
        weddingDate: inDays(100),
        guestCount: null,
        location: '',
      },
    });
    await ports.collections.seed('tasks', []);
    await ports.collections.putMany('tasks', [
      { id: 't1', title: 'Book the venue', dueDate: inDays(3), completed: true, category: 'essentials' },
      { id: 't2', title: 'Order the cake', dueDate: inDays(10), completed: false, category: 'details' },
      { id: 't3', title: 'Send the invitations', dueDate: inDays(5), completed: false, category: 'details' },
    ]);
    await ports.collections.seed('reminders', []);
    await ports.collections.put('reminders', {
      id: 'r1',
      title: 'Florist call',
      date: inDays(2),
      time: '10:00',
      type: 'appointment',
    });
    await ports.collections.seed('budget_categories', []);
    await ports.collections.putMany('budget_categories', [
      { id: 'c1', name: 'Venue', planned: 1000, actual: 0, color: '#be185d' },
      { id: 'c2', name: 'Flowers', planned: 100, actual: 0, color: '#be185d' },
    ]);
    await ports.collections.seed('expenses', []);
    await ports.collections.put('expenses', {
      id: 'e1',
      description: 'Roses',
      amount: 150,
      date: inDays(-1),
      categoryId: 'c2',
      paid: true,
    });
    // Three instalments on the roses: one overdue, one due this week, one paid. The paid one is not "next".
    await ports.collections.putMany('payments', [
      { id: 'p1', expenseId: 'e1', amount: 50, dueDate: inDays(-2), leadDays: [7, 1] },
      { id: 'p2', expenseId: 'e1', amount: 50, dueDate: inDays(4), leadDays: [7, 1] },
      { id: 'p3', expenseId: 'e1', amount: 50, dueDate: inDays(-20), paidOn: inDays(-20), leadDays: [7, 1] },
    ]);

    const at = new Date().toISOString();
    await ports.collections.put('households', {
      id: 'h1',
      name: 'The Raos',
      rsvpToken: 'Qw3rty_-Asdfgh12345678',
      createdAt: at,
    });
    await ports.collections.putMany('guests', [
      {
        id: 'g1',
        householdId: 'h1',
        firstName: 'Priya',
        side: 'both',
        tags: [],
        plusOneAllowed: false,
        isChild: false,
        createdAt: at,
      },
      {
        id: 'g2',
        householdId: 'h1',
        firstName: 'Dev',
        side: 'both',
        tags: [],
        plusOneAllowed: false,
        isChild: false,
        createdAt: at,
      },
      {
        id: 'g3',
        householdId: 'h1',
        firstName: 'Tara',
        side: 'both',
        tags: [],
        plusOneAllowed: false,
        isChild: false,
        createdAt: at,
      },
    ]);
    await ports.collections.putMany('rsvp_answers', [
      { id: 'g1.ceremony', guestId: 'g1', eventId: 'ceremony', status: 'attending' },
      { id: 'g2.ceremony', guestId: 'g2', eventId: 'ceremony', status: 'declined' },
      { id: 'g3.ceremony', guestId: 'g3', eventId: 'ceremony', status: 'awaiting' },
    ]);
    // Travel and stay (issue 33): the household arrives with a pickup; Tara comes on her own; one room given.
    await ports.collections.putMany('travel', [
      { id: 'h1', householdId: 'h1', arrivalDate: '2026-06-14', pickupNeeded: true },
      { id: 'g3', householdId: 'h1', guestId: 'g3', arrivalDate: '2026-06-13', pickupNeeded: false },
    ]);
    await ports.collections.putMany('room_blocks', [
      { id: 'b1', hotel: 'Lake Palace', rooms: 5, checkIn: '2026-06-13', checkOut: '2026-06-16' },
    ]);
    await ports.collections.putMany('room_assignments', [
      { id: 'r1', blockId: 'b1', householdId: 'h1', checkIn: '2026-06-14', checkOut: '2026-06-16' },
    ]);
    // Gifts (issue 32): one bought registry item and one cash gift owe thank-yous; a sent one and a guest's
    // unconfirmed report do not.
    await ports.collections.seed('registry_items', []);
    await ports.collections.put('registry_items', {
      id: 'i1',
      name: 'Tea set',
      price: 40,
      priority: 'medium',
      purchased: true,
    });
    const gift = { source: 'couple', confirmed: true, thankYou: 'to-write' };
    await ports.collections.putMany('gifts', [
      { ...gift, id: 'gift1', kind: 'cash', description: 'Shagun', amount: 5100 },
      { ...gift, id: 'gift2', kind: 'gift', description: 'Lamp', thankYou: 'sent', thankedOn: '2026-01-02' },
      { ...gift, id: 'gift3', kind: 'cash', description: 'Sent', amount: 1100, confirmed: false },
    ]);

    await renderApp(routes, { path: '/account', reuse: { backend, session } });
    const overview = within(await screen.findByRole('region', { name: 'Your wedding at a glance' }));
    expect(await overview.findByRole('link', { name: '2 thank-yous still owed' })).toHaveAttribute(
      'href',
      '/gifts?tab=thank-yous',
    );
    expect(await overview.findByText('100 days to go')).toBeInTheDocument();
    // The travel line loads with its own small chunk, after the counts.
    expect(await overview.findByText('3 arriving · 2 to pick up · 1 room')).toBeInTheDocument();
    expect((await overview.findByLabelText('Guests and RSVPs')).textContent).toBe(
      'Guests3Attending1Declined1Awaiting13 arriving · 2 to pick up · 1 room',
    );
    expect(overview.getByRole('link', { name: 'Guest planner' })).toHaveAttribute(
      'href',
      '/planner?tab=guests',
    );
    expect(await overview.findByText('1 of 3 tasks completed')).toBeInTheDocument();
    expect(overview.getByRole('progressbar', { name: 'Tasks completed' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(
      await overview.findByRole('img', { name: 'Planned and spent for 2 categories; over plan: Flowers.' }),
    ).toBeInTheDocument();
    expect(overview.getByRole('list', { name: 'Next tasks' }).textContent).toMatch(
      /Send the invitations.*Order the cake/,
    );
    expect(
      within(overview.getByRole('list', { name: 'Next reminders' })).getByText('Florist call'),
    ).toBeInTheDocument();
    const due = within(await overview.findByRole('list', { name: 'Payments due' })).getAllByRole('listitem');
    expect(due.map((item) => item.textContent)).toEqual([
      `OverdueRoses₹50 · ${formatShortDate(inDays(-2))}`,
      `Due soonRoses₹50 · ${formatShortDate(inDays(4))}`,
    ]);
    expect(overview.getByRole('link', { name: 'Budget tracker' })).toHaveAttribute('href', '/budget');
    expect(overview.getByRole('link', { name: 'Planning progress' })).toHaveAttribute(
      'href',
      '/planning-progress',
    );
  });

  it('shows nothing of the overview but its titles until every figure has been read, then all of them at once', async () => {
    // The guest list is read last: the other reads have answered, and the overview still waits for this one.
    const { withBackend, release } = holdList('guests');
    await renderApp(routes, { path: '/account', email: 'waiting@example.com', withBackend });
    const region = await screen.findByRole('region', { name: 'Your wedding at a glance' });
    const overview = within(region);
    await waitFor(() => expect(overview.getByRole('heading', { name: 'Countdown' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(region).toHaveAttribute('aria-busy', 'true');
    // No empty state a couple with data would see wrongly, no figures, no links yet.
    expect(overview.queryByText('Set your wedding date to start the countdown.')).not.toBeInTheDocument();
    expect(overview.queryByText(/tasks completed/)).not.toBeInTheDocument();
    expect(overview.queryByRole('link')).not.toBeInTheDocument();

    release();
    expect(await overview.findByText('Set your wedding date to start the countdown.')).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(overview.getByText(/of \d+ tasks completed/)).toBeInTheDocument();
    expect(overview.getByRole('link', { name: 'Guest planner' })).toBeInTheDocument();
  });

  it("draws the figures' faces once: the same cards wait for the figures' code and every read", async () => {
    // Each face's grey block, as the page removes it: once each when the figures replace them, not also when the
    // figures' code arrives and draws the faces again.
    const removed: Element[] = [];
    const collect = (records: MutationRecord[]) =>
      records.forEach((record) =>
        record.removedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches('.animate-pulse')) removed.push(node);
          removed.push(...node.querySelectorAll('.animate-pulse'));
        }),
      );
    const watch = new MutationObserver(collect);
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      const { withBackend, release } = holdList('guests');
      await renderApp(routes, { path: '/account', email: 'faces@example.com', withBackend });
      const region = await screen.findByRole('region', { name: 'Your wedding at a glance' });
      const overview = within(region);
      const face = overview.getByRole('heading', { name: 'Countdown' });
      // The figures' code has come and all but the guest list has been read: nothing has been redrawn.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(overview.getByRole('heading', { name: 'Countdown' })).toBe(face);

      release();
      expect(await overview.findByText('Set your wedding date to start the countdown.')).toBeInTheDocument();
      collect(watch.takeRecords());
      expect(removed).toHaveLength(Object.keys(PANELS).length);
      expect(overview.getAllByRole('heading', { name: 'Countdown' })).toHaveLength(1);
    } finally {
      watch.disconnect();
    }
  });

  it('asks for a wedding date when there is none', async () => {
    await renderApp(routes, { path: '/account', email: 'nodate@example.com' });
    const overview = within(await screen.findByRole('region', { name: 'Your wedding at a glance' }));
    expect(await overview.findByText('Set your wedding date to start the countdown.')).toBeInTheDocument();
    expect(overview.getByRole('link', { name: 'Set your wedding date' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { defaultProfile } from '@/lib/backend';
import { createLocalCollections } from '@/lib/backend/local/collections';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from '@/lib/backend/local/db';
import { newToken } from '@/lib/ids';
import RsvpPage from './rsvp-page';
import WebsitePage from './website-page';
import { en } from './messages/en';

/**
 * The guests' pages on the real local adapter (fake-indexeddb), signed out: what the couple stored in this browser is
 * what a guest with the link sees and answers.
 */
const token = newToken();
const otherToken = newToken();
let db: LocalDb;
const couple = () => createLocalCollections(db, 'couple');
const at = '2026-01-01T00:00:00.000Z';

beforeAll(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
  const profile = defaultProfile('couple@example.com');
  profile.profile.firstName = 'Priya';
  profile.wedding.partnerFirstName = 'Arjun';
  profile.wedding.weddingDate = '2099-12-11';
  await db.put('profiles', { userId: 'couple', data: profile });
});

beforeEach(async () => {
  const c = couple();
  for (const table of ['events', 'households', 'guests', 'rsvp_answers', 'websites', 'registry_items'])
    await c.removeMany(
      table,
      (await c.list(table)).map((r) => r.id),
    );
  await c.putMany('events', [
    { id: 'ceremony', name: 'Ceremony', startTime: '15:00', venue: 'Temple', isPublic: true },
    { id: 'mehndi', name: 'Mehndi', date: '2099-12-10', isPublic: false },
    { id: 'reception', name: 'Reception', startTime: '19:00', isPublic: true },
  ]);
  await c.putMany('households', [
    { id: 'h1', name: 'The Sharmas', rsvpToken: token, createdAt: at },
    { id: 'h2', name: 'The Kapoors', rsvpToken: otherToken, createdAt: at },
  ]);
  await c.putMany('guests', [
    {
      id: 'g1',
      householdId: 'h1',
      firstName: 'Rohan',
      lastName: 'Sharma',
      side: 'groom',
      tags: [],
      plusOneAllowed: true,
      isChild: false,
      createdAt: at,
    },
    {
      id: 'g2',
      householdId: 'h1',
      firstName: 'Meera',
      lastName: 'Sharma',
      side: 'groom',
      tags: [],
      plusOneAllowed: false,
      isChild: true,
      createdAt: at,
    },
    {
      id: 'g3',
      householdId: 'h2',
      firstName: 'Anil',
      lastName: 'Kapoor',
      side: 'bride',
      tags: [],
      plusOneAllowed: false,
      isChild: false,
      createdAt: at,
    },
  ]);
  await c.putMany('rsvp_answers', [
    { id: 'g1.ceremony', guestId: 'g1', eventId: 'ceremony', status: 'awaiting' },
    { id: 'g1.mehndi', guestId: 'g1', eventId: 'mehndi', status: 'awaiting' },
    { id: 'g2.ceremony', guestId: 'g2', eventId: 'ceremony', status: 'awaiting' },
    { id: 'g3.reception', guestId: 'g3', eventId: 'reception', status: 'awaiting' },
  ]);
  await c.put('websites', {
    id: 'site',
    slug: 'priya-and-arjun',
    published: true,
    indexable: false,
    faq: [{ question: 'Parking?', answer: 'Yes, at https://parking.example.com' }],
    showRegistry: true,
    mealOptions: ['Veg', 'Non-veg'],
    story: 'We met in Pune.',
    welcome: 'Welcome, dear friends!\nWe are so glad you are here.',
  });
  await c.putMany('registry_items', [
    { id: 'r1', name: 'Tea set', price: 80, priority: 'medium', purchased: false },
    { id: 'r2', name: 'Lamp', price: 40, priority: 'low', purchased: true },
  ]);
});

/** Opens a guest's page on the router the app runs on (src/app/app.tsx), on a history the test can read. */
function open(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/rsvp/:token" element={<RsvpPage />} />
          <Route path="/w/:slug" element={<WebsitePage />} />
        </Routes>
      </HistoryRouter>
    </QueryClientProvider>,
  );
  return history;
}

const answer = (group: string, choice: 'Joyfully attending' | 'Regretfully declining') =>
  userEvent.click(
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: choice }),
  );

describe('the RSVP page', () => {
  it('shows one household its events and answers them per person, with a meal, a plus-one and a message', async () => {
    open(`/rsvp/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya & Arjun' })).toBeInTheDocument();
    expect(screen.getByText('Dear The Sharmas,')).toBeInTheDocument();
    const events = within(screen.getByRole('region', { name: "You're invited to" }));
    expect(events.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Mehndi',
      'Ceremony',
    ]);
    expect(screen.queryByText(/Anil|Kapoor|Reception/)).toBeNull();

    await answer('Rohan at the Ceremony', 'Joyfully attending');
    await answer('Rohan at the Mehndi', 'Regretfully declining');
    await userEvent.selectOptions(screen.getByLabelText('Meal for Rohan'), 'Veg');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bringing a guest' }));
    await userEvent.type(screen.getByLabelText("Guest's first name"), 'Kavya');
    await userEvent.selectOptions(screen.getByLabelText("Guest's meal"), 'Non-veg');

    // Meera has not answered yet: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Send RSVP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer for Meera at the Ceremony.');
    expect(
      (await couple().list<{ id: string; status: string }>('rsvp_answers')).every(
        (a) => a.status === 'awaiting',
      ),
    ).toBe(true);

    await answer('Meera at the Ceremony', 'Regretfully declining');
    await userEvent.type(screen.getByLabelText('A message to the couple (optional)'), 'Congratulations!');
    await userEvent.click(screen.getByRole('button', { name: 'Send RSVP' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your answers are saved.');

    const answers = await couple().list<{ id: string; status: string; answeredBy?: string }>('rsvp_answers');
    expect(Object.fromEntries(answers.map((a) => [a.id, a.status]))).toEqual({
      'g1.ceremony': 'attending',
      'g1.mehndi': 'declined',
      'g2.ceremony': 'declined',
      'g3.reception': 'awaiting',
      'g1-plus.ceremony': 'attending',
      'g1-plus.mehndi': 'declined',
    });
    const plusOne = await couple().get<{ id: string; firstName: string; plusOneOf: string; meal: string }>(
      'guests',
      'g1-plus',
    );
    expect(plusOne).toMatchObject({ firstName: 'Kavya', plusOneOf: 'g1', meal: 'Non-veg' });
    const household = await couple().get<{
      id: string;
      message?: string;
      respondedAt?: string;
      openedAt?: string;
    }>('households', 'h1');
    expect(household).toMatchObject({
      message: 'Congratulations!',
      respondedAt: expect.any(String),
      openedAt: expect.any(String),
    });
    expect(await screen.findByRole('button', { name: 'Update RSVP' })).toBeInTheDocument();
  });

  it('after the deadline shows the answers and says the RSVP is closed', async () => {
    await couple().put('websites', {
      id: 'site',
      slug: 'priya-and-arjun',
      published: true,
      rsvpDeadline: '2020-01-01',
      faq: [],
      mealOptions: [],
    });
    open(`/rsvp/${token}`);
    expect(await screen.findByText(/RSVPs closed on Wednesday, January 1, 2020/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /RSVP/ })).toBeNull();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Rohan at the Ceremony' })).getAllByRole('radio')[0],
    ).toBeDisabled();
  });

  it('says plainly when a link names nothing', async () => {
    open(`/rsvp/${newToken()}`);
    expect(await screen.findByRole('heading', { name: "This RSVP link doesn't work" })).toBeInTheDocument();
  });
});

describe('the wedding website', () => {
  beforeEach(async () => {
    localStorage.clear();
    await db.clear('mailbox');
  });

  it('shows a published site with its public events; “find your invitation” mails the link and shows nothing of it', async () => {
    await couple().put('guests', {
      id: 'g2',
      householdId: 'h1',
      firstName: 'Meera',
      lastName: 'Sharma',
      email: 'meera@example.com',
      side: 'groom',
      tags: [],
      plusOneAllowed: false,
      isChild: true,
      createdAt: at,
    });
    // The page's title and robots tag are set for the browser's own address.
    window.history.pushState({}, '', '/w/priya-and-arjun');
    const history = open('/w/priya-and-arjun');
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya & Arjun' })).toBeInTheDocument();
    // The welcome sits under the names, its lines kept.
    const welcome = screen.getByText(/Welcome, dear friends!/);
    expect(welcome.closest('header')).not.toBeNull();
    expect(welcome.textContent).toBe('Welcome, dear friends!\nWe are so glad you are here.');
    const schedule = within(screen.getByRole('region', { name: 'Schedule' }));
    expect(schedule.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ceremony',
      'Reception',
    ]);
    expect(screen.getByRole('link', { name: 'https://parking.example.com' })).toBeInTheDocument();
    expect(document.title).toMatch(/Priya & Arjun/);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await userEvent.type(screen.getByLabelText('Your full name'), 'Meera');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me my link' }));
    expect(await screen.findByText(en.site.find.twoNames)).toBeInTheDocument();

    // A name on the list and one that is not are answered alike.
    const answers: string[] = [];
    for (const name of ['Rohan Kapoor', '  meera   SHARMA ']) {
      await userEvent.clear(screen.getByLabelText('Your full name'));
      await userEvent.type(screen.getByLabelText('Your full name'), name);
      await userEvent.click(screen.getByRole('button', { name: 'E-mail me my link' }));
      const status = await screen.findByText(en.site.find.requested);
      answers.push(status.closest('[role="status"]')!.textContent!);
    }
    expect(answers[0]).toBe(answers[1]);
    // Local mode says where the mail went.
    expect(answers[0]).toContain(en.site.find.local);
    expect(screen.getByRole('link', { name: 'Open the local mailbox' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
    expect(history.location.pathname).toBe('/w/priya-and-arjun');
    expect(document.body.textContent).not.toContain(token);
    const mails = await db.getAll('mailbox');
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'meera@example.com',
        subject: 'Your RSVP link',
        link: expect.stringContaining(`/rsvp/${token}`),
      }),
    ]);
  });

  it('a visitor who never opened a household’s link is told how to mark a gift, and gets no button to', async () => {
    open('/w/priya-and-arjun');
    const gifts = within(await screen.findByRole('list', { name: 'Registry gifts' }));
    expect(gifts.queryByRole('button', { name: /Mark as bought/ })).toBeNull();
    expect(screen.getByText(/Open the personal RSVP link from your invitation/)).toBeInTheDocument();
  });

  it('a guest who came from their RSVP link marks a gift bought; the couple sees their name and household', async () => {
    const history = open(`/rsvp/${token}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Visit our wedding website' }));
    await waitFor(() => expect(history.location.pathname).toBe('/w/priya-and-arjun'));
    const gifts = within(await screen.findByRole('list', { name: 'Registry gifts' }));
    expect(gifts.getAllByText('Bought')).toHaveLength(1);
    await userEvent.click(gifts.getByRole('button', { name: 'Mark as bought: Tea set' }));
    // The dialog's code arrives on the first click (registry-section.tsx).
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark this gift as bought?' }));
    await userEvent.type(dialog.getByLabelText('Your name (optional)'), 'Auntie Lata');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as bought' }));
    expect(await screen.findByText(/Thank you! The gift is marked as bought/)).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(gifts.getAllByText('Bought')).toHaveLength(2));
    expect(screen.queryByText(/Auntie Lata/)).toBeNull();
    expect(await couple().get('registry_items', 'r1')).toMatchObject({
      purchased: true,
      boughtBy: 'Auntie Lata (The Sharmas)',
    });
    // The link is remembered on this device for the next visit.
    expect(localStorage.getItem('wp:guest-link:priya-and-arjun')).toBe(token);
  });

  it('is not there until the couple publishes it', async () => {
    await couple().put('websites', {
      id: 'site',
      slug: 'priya-and-arjun',
      published: false,
      faq: [],
      mealOptions: [],
    });
    open('/w/priya-and-arjun');
    expect(
      await screen.findByRole('heading', { name: 'This wedding website is not available' }),
    ).toBeInTheDocument();
  });
});

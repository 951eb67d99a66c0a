import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Entity } from '@/lib/backend';
import { Toaster } from '@/components/ui/toaster';
import { renderApp } from '../../../tests/render-app';
import GuestPlanner from './guest-planner';
import { guest, household } from './test-data';

/** The Guests tab on the real local adapter (fake-indexeddb): what a couple does to their guest list, and what it stores. */
type Stored = Entity & Record<string, unknown>;
const list = async (backend: Awaited<ReturnType<typeof renderApp>>, table: string) =>
  backend.backend.forUser(backend.session!).collections.list<Stored>(table);

const countsRow = (event: string) =>
  within(screen.getByRole('table', { name: 'Counts per event' })).getByRole('row', {
    name: new RegExp(`^${event}`),
  });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function addHousehold(
  user: ReturnType<typeof userEvent.setup>,
  names: [string, string][],
  plusOneFirst = false,
) {
  await user.click(screen.getByRole('button', { name: 'Add Household' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Household' }));
  for (let i = 0; i < names.length; i++) {
    if (i > 0) await user.click(dialog.getByRole('button', { name: 'Add another guest' }));
    await user.type(dialog.getByLabelText(`Guest ${i + 1} first name`), names[i]![0]);
    await user.type(dialog.getByLabelText(`Guest ${i + 1} last name`), names[i]![1]);
  }
  if (plusOneFirst) await user.click(dialog.getByRole('checkbox', { name: 'Plus-one allowed for guest 1' }));
  await user.click(dialog.getByRole('button', { name: 'Add Household' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

// Generous: each mounts the whole planner on fake-indexeddb, slow on a machine shared by many test runs.
describe('the guest planner', { timeout: 60_000 }, () => {
  it('starts with Ceremony and Reception, adds households with their guests, counts per event and overrides answers', async () => {
    const user = userEvent.setup();
    const app = await renderApp(
      <>
        <GuestPlanner />
        <Toaster />
      </>,
      { path: '/planner?tab=guests' },
    );
    expect(await screen.findByRole('heading', { name: 'Guest list' })).toBeInTheDocument();
    expect(screen.getByText('No guests yet')).toBeInTheDocument();

    await addHousehold(
      user,
      [
        ['Rohan', 'Sharma'],
        ['Meera', 'Sharma'],
      ],
      true,
    );
    const households = screen.getByRole('list', { name: 'Households' });
    expect(within(households).getByRole('heading', { name: 'The Sharma family' })).toBeInTheDocument();
    expect(within(households).getByText('Not sent')).toBeInTheDocument();
    expect(cells(countsRow('Ceremony'))).toEqual(['2', '0', '0', '2', '0', '0', '—']);

    // The couple sets an answer: Rohan attends the ceremony.
    await user.click(screen.getByRole('button', { name: 'Edit Rohan Sharma' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Guest' }));
    await user.selectOptions(form.getByLabelText('Ceremony'), 'attending');
    await user.selectOptions(form.getByLabelText('Reception'), 'not-invited');
    await user.type(form.getByLabelText('Tags'), 'family, college');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(cells(countsRow('Ceremony'))).toEqual(['2', '1', '0', '1', '0', '0', 'No choice yet 1']),
    );
    expect(cells(countsRow('Reception')).slice(0, 2)).toEqual(['1', '0']);
    await waitFor(async () => {
      const answers = await list(app, 'rsvp_answers');
      const rohan = answers.find(
        (a) =>
          a.eventId === 'ceremony' &&
          String(a.guestId) !== String(answers.find((x) => x.status === 'awaiting')?.guestId),
      );
      expect(rohan).toMatchObject({
        status: 'attending',
        answeredBy: 'couple',
        answeredAt: expect.any(String),
      });
      expect(answers).toHaveLength(3);
    });

    // Search and filters.
    await addHousehold(user, [['Anil', 'Kapoor']]);
    await user.type(screen.getByRole('searchbox', { name: 'Search guests...' }), 'kapoor');
    await waitFor(() =>
      expect(screen.getByText('Showing 1 of 3 guests in 1 households')).toBeInTheDocument(),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search guests...' }));
    await user.selectOptions(screen.getByLabelText('Tag'), 'college');
    await waitFor(() =>
      expect(screen.getByText('Showing 1 of 3 guests in 1 households')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    // Delete with Undo: the household comes back with its guests and answers.
    await user.click(screen.getByRole('button', { name: 'Delete household The Sharma family' }));
    expect(await screen.findByText('Deleted The Sharma family.')).toBeInTheDocument();
    await waitFor(async () => expect(await list(app, 'guests')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await list(app, 'rsvp_answers')).toHaveLength(5));
    expect(await list(app, 'guests')).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: 'Households' })).getByRole('heading', {
        name: 'The Sharma family',
      }),
    ).toBeInTheDocument();
  });

  it('moves a guest to another household, with their plus-one', async () => {
    const user = userEvent.setup();
    const app = await renderApp(
      <>
        <GuestPlanner />
        <Toaster />
      </>,
      { path: '/planner?tab=guests' },
    );
    await screen.findByRole('heading', { name: 'Guest list' });
    await addHousehold(user, [['Rohan', 'Sharma']], true);
    await addHousehold(user, [['Anil', 'Kapoor']]);
    const [sharmas, kapoors] = await list(app, 'households');
    const [rohan] = await list(app, 'guests');
    await app.backend.forUser(app.session!).collections.put('guests', {
      id: 'kavya',
      householdId: sharmas!.id,
      firstName: 'Kavya',
      side: 'both',
      tags: [],
      plusOneAllowed: false,
      plusOneOf: rohan!.id,
      isChild: false,
      createdAt: new Date().toISOString(),
    });
    await user.click(await screen.findByRole('button', { name: 'Check for new replies' }));
    expect(await screen.findByText(/^Plus-one of Rohan Sharma/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Rohan Sharma' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Guest' }));
    await user.selectOptions(form.getByLabelText('Household'), 'Anil Kapoor');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () => {
      const guests = await list(app, 'guests');
      expect(
        guests
          .filter((g) => g.householdId === kapoors!.id)
          .map((g) => g.firstName)
          .sort(),
      ).toEqual(['Anil', 'Kavya', 'Rohan']);
    });
  });

  it('imports a CSV: the preview marks bad rows and the good ones land; exports the list', async () => {
    const user = userEvent.setup();
    const app = await renderApp(
      <>
        <GuestPlanner />
        <Toaster />
      </>,
      { path: '/planner?tab=guests' },
    );
    await screen.findByRole('heading', { name: 'Guest list' });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import guests from CSV' }));
    const csv = [
      'Name,Email,Household,Invited to',
      'Priya Rao,priya@example.com,The Raos,"Ceremony, Reception"',
      'Dev Rao,,The Raos,Ceremony',
      ',nobody@example.com,,Ceremony',
      'Sam Lee,not-an-email,,Ceremony',
      'Tara Singh,,,Cocktails',
      '=HYPERLINK("http://evil.example"),,,Ceremony',
    ].join('\n');
    await user.upload(
      dialog.getByLabelText('Choose a CSV file'),
      new File([csv], 'guests.csv', { type: 'text/csv' }),
    );
    expect(await dialog.findByLabelText(/^Name/)).toHaveValue('fullName');
    expect(dialog.getByLabelText(/^Invited to/)).toHaveValue('events');
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByRole('status')).toHaveTextContent(
      '3 guests in 2 households will be imported. 3 rows have problems and will be skipped.',
    );
    const table = within(dialog.getByRole('table', { name: 'Rows to import' }));
    expect(table.getByRole('row', { name: /^4 — Missing name/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /^5 Sam Lee Enter an email address/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /^6 Tara Singh Unknown event "Cocktails"/ })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Import 3 guests' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await list(app, 'guests')).toHaveLength(3);
    expect((await list(app, 'households')).map((h) => h.name).sort()).toEqual([
      '=HYPERLINK("http://evil.example")',
      'The Raos',
    ]);
    expect(await list(app, 'rsvp_answers')).toHaveLength(4);

    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:test');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export guest list' }));
    const text = (await saved[0]!.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(
      'Household,First name,Last name,Email,Phone,Side,Tags,Plus-one allowed,Plus-one of,Child,Meal,Dietary notes,Ceremony,Reception,RSVP link',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toMatch(
      /The Raos,Priya,Rao,priya@example.com,,Both sides,,No,,No,,,Awaiting,Awaiting,http:\/\/localhost(:\d+)?\/rsvp\/[\w-]{22}/,
    );
    click.mockRestore();
  });

  it('refuses a phone number that is none, and stores a national one with the country code', async () => {
    const user = userEvent.setup();
    const app = await renderApp(<GuestPlanner />, { path: '/planner?tab=guests' });
    await screen.findByRole('heading', { name: 'Guest list' });
    await user.click(screen.getByRole('button', { name: 'Add Household' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Household' }));
    await user.type(dialog.getByLabelText('Guest 1 first name'), 'Ravi');
    // The default country, unset, comes from the budget's currency (INR for a new profile).
    await user.type(dialog.getByLabelText('Household phone'), '12345');
    await user.click(dialog.getByRole('button', { name: 'Add Household' }));
    expect(
      await dialog.findByText('Enter a valid phone number for India, or start with + and the country code'),
    ).toBeInTheDocument();
    expect(await list(app, 'households')).toEqual([]);

    await user.clear(dialog.getByLabelText('Household phone'));
    await user.type(dialog.getByLabelText('Household phone'), '98765 43210');
    await user.click(dialog.getByRole('button', { name: 'Add Household' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await list(app, 'households'))[0]).toMatchObject({ phone: '+919876543210' });

    // Shown as the couple typed it (national), not as stored.
    await user.click(screen.getByRole('button', { name: 'Edit household Ravi' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Household' }));
    expect(edit.getByLabelText('Household phone')).toHaveValue('98765 43210');
  });

  it("keeps a household's postal address for thank-you cards", async () => {
    const user = userEvent.setup();
    const app = await renderApp(<GuestPlanner />, { path: '/planner?tab=guests' });
    await user.click(await screen.findByRole('button', { name: 'Add Household' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Household' }));
    await user.type(dialog.getByLabelText('Guest 1 first name'), 'Ravi');
    await user.click(dialog.getByRole('button', { name: 'Add Household' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit household Ravi' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Household' }));
    await user.type(edit.getByLabelText('Postal address'), '12 MG Road, Pune 411001');
    await user.click(edit.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await list(app, 'households'))[0]).toMatchObject({ address: '12 MG Road, Pune 411001' });
  });

  it('refuses a file over 5 MB with a message', async () => {
    const user = userEvent.setup();
    await renderApp(<GuestPlanner />, { path: '/planner?tab=guests' });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import guests from CSV' }));
    const big = new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(dialog.getByLabelText('Choose a CSV file'), big);
    expect(await dialog.findByRole('alert')).toHaveTextContent('"big.csv" is larger than 5 MB.');
  });

  it('adds an event, and publishes the website at its address with the RSVP settings', async () => {
    const user = userEvent.setup();
    const app = await renderApp(<GuestPlanner />, { path: '/planner?tab=guests&section=events' });
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Event' }));
    await user.type(dialog.getByLabelText('Event name'), 'Sangeet');
    await user.type(dialog.getByLabelText('Start time'), '19:30');
    await user.click(dialog.getByRole('checkbox', { name: /Show on the wedding website/ }));
    await user.click(dialog.getByRole('button', { name: 'Add Event' }));
    const events = within(await screen.findByRole('list', { name: 'Events' }));
    await waitFor(() =>
      expect(events.getAllByRole('heading').map((h) => h.textContent)).toEqual([
        'Ceremony',
        'Reception',
        'Sangeet',
      ]),
    );
    expect(events.getAllByText('Private')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Website & RSVP' }));
    await user.type(await screen.findByLabelText('Web address'), 'Bad Address!');
    await user.click(screen.getByRole('checkbox', { name: /Published/ }));
    await user.click(screen.getByRole('button', { name: 'Save Website' }));
    expect(await screen.findByText(/Use 3 to 50 lower-case letters/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Web address'));
    await user.type(screen.getByLabelText('Web address'), 'priya-and-arjun');
    await user.type(screen.getByLabelText('Meal options'), 'Veg, Non-veg, veg');
    await user.type(screen.getByLabelText('RSVP deadline'), '2099-10-01');
    await user.click(screen.getByRole('button', { name: 'Save Website' }));
    expect(await screen.findByText(/Your website is live at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/w\/priya-and-arjun/ })).toHaveAttribute(
      'href',
      '/w/priya-and-arjun',
    );
    expect(await list(app, 'websites')).toEqual([
      expect.objectContaining({
        slug: 'priya-and-arjun',
        published: true,
        indexable: false,
        mealOptions: ['Veg', 'Non-veg'],
        rsvpDeadline: '2099-10-01',
      }),
    ]);
  });

  it('lists 3,000 guests in 1,000 households by mounting only the households on screen', async () => {
    const first = await renderApp(<p>setting up</p>);
    const c = first.backend.forUser(first.session!).collections;
    await c.putMany(
      'households',
      Array.from({ length: 1000 }, (_, h) =>
        household(`h${h}`, { name: `The family ${h}`, rsvpToken: `token-${String(h).padStart(16, '0')}` }),
      ),
    );
    await c.putMany(
      'guests',
      Array.from({ length: 3000 }, (_, i) => guest(`g${i}`, `h${Math.floor(i / 3)}`)),
    );
    first.unmount();
    await renderApp(<GuestPlanner />, {
      path: '/planner?tab=guests',
      reuse: { backend: first.backend, session: first.session },
    });
    expect(await screen.findByText('Showing 3,000 of 3,000 guests in 1,000 households')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Households' }).querySelectorAll(':scope > li');
    // jsdom's 768 px window and the cards' estimated height: a screenful and a few more, not a thousand.
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(10);
    expect(cards[0]).toHaveAttribute('aria-setsize', '1000');
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { name: 'The family 0' }),
    ).toBeInTheDocument();
  });
});

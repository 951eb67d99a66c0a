import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import type { Entity } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import type * as EventGuests from './event-guests';
import type * as SeatingKeys from './use-seating-keys';
import SeatingPlanner from './seating-planner';

// Every derivation of the event's guests from the stored lists (the first step of the chart's data) is counted.
const derived = vi.hoisted(() => ({ eventGuests: 0 }));
vi.mock('./event-guests', async (original) => {
  const module = await original<typeof EventGuests>();
  return {
    ...module,
    eventGuests: (...args: Parameters<typeof module.eventGuests>) => {
      derived.eventGuests += 1;
      return module.eventGuests(...args);
    },
  };
});

// The planner calls useSeatingKeys once a render: its calls count the planner's renders.
const planner = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./use-seating-keys', async (original) => {
  const keys = await original<typeof SeatingKeys>();
  return {
    ...keys,
    useSeatingKeys: (...args: Parameters<typeof keys.useSeatingKeys>) => {
      planner.renders += 1;
      return keys.useSeatingKeys(...args);
    },
  };
});

/** The Seating tab on the real local adapter (fake-indexeddb): what a couple does to a chart, and what it stores. */
type Stored = Entity & Record<string, unknown>;
type App = Awaited<ReturnType<typeof renderApp>>;
const list = (app: App, table: string) => app.backend.forUser(app.session!).collections.list<Stored>(table);

const at = '2026-01-01T00:00:00.000Z';

/** A couple with four guests invited to the reception: two Raos, a declined guest and one who has not answered. */
async function coupleWithGuests() {
  const first = await renderApp(<p>setting up</p>);
  const c = first.backend.forUser(first.session!).collections;
  await c.putMany('households', [
    { id: 'h1', name: 'The Rao family', rsvpToken: 'token-h1-000000000000000', createdAt: at },
    { id: 'h2', name: 'Li Chen', rsvpToken: 'token-h2-000000000000000', createdAt: at },
    { id: 'h3', name: 'Sam Park', rsvpToken: 'token-h3-000000000000000', createdAt: at },
  ]);
  const guest = (id: string, householdId: string, firstName: string, lastName: string, meal?: string) => ({
    id,
    householdId,
    firstName,
    lastName,
    side: 'both',
    tags: [],
    plusOneAllowed: false,
    isChild: false,
    createdAt: at,
    ...(meal ? { meal } : {}),
  });
  await c.putMany('guests', [
    guest('asha', 'h1', 'Asha', 'Rao', 'Veg'),
    guest('ben', 'h1', 'Ben', 'Rao', 'Chicken'),
    guest('li', 'h2', 'Li', 'Chen'),
    guest('sam', 'h3', 'Sam', 'Park'),
  ]);
  const answer = (guestId: string, status: string) => ({
    id: `${guestId}.reception`,
    guestId,
    eventId: 'reception',
    status,
  });
  await c.putMany('rsvp_answers', [
    answer('asha', 'attending'),
    answer('ben', 'attending'),
    answer('li', 'declined'),
    answer('sam', 'awaiting'),
  ]);
  first.unmount();
  return renderApp(<SeatingPlanner />, {
    path: '/planner?tab=seating',
    reuse: { backend: first.backend, session: first.session },
  });
}

const status = () => screen.getByRole('status');
const unseatedList = () => within(screen.getByRole('region', { name: /^Unseated/ }));

async function addTable(user: ReturnType<typeof userEvent.setup>, seats: number, name = '') {
  await user.click(screen.getByRole('button', { name: 'Add table' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add a table' }));
  if (name) await user.type(dialog.getByLabelText('Name or number'), name);
  await user.clear(dialog.getByLabelText('Seats'));
  await user.type(dialog.getByLabelText('Seats'), String(seats));
  await user.click(dialog.getByRole('button', { name: 'Add Table' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The planner as a tab: it can be left (unmounted, the lists staying loaded) and opened again. */
function SeatingTab() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Leave' : 'Open'}
      </button>
      {open && <SeatingPlanner />}
    </>
  );
}

describe('the seating chart', () => {
  it('opened again with nothing changed, finds its chart data made rather than making it again', async () => {
    const user = userEvent.setup();
    const { backend, session } = await coupleWithGuests();
    cleanup();
    await renderApp(<SeatingTab />, { path: '/planner?tab=seating', reuse: { backend, session } });
    await screen.findByRole('list', { name: 'Unseated guests by household' });
    await addTable(user, 4, 'Rose');
    await screen.findByRole('heading', { name: 'Tables (1)' });
    const made = derived.eventGuests;
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('list', { name: 'Unseated guests by household' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tables (1)' })).toBeInTheDocument();
    expect(derived.eventGuests).toBe(made);
  });

  it('searches and filters the unseated guests within their list, without re-rendering the planner', async () => {
    const user = userEvent.setup();
    await coupleWithGuests();
    const groups = () => within(screen.getByRole('list', { name: 'Unseated guests by household' }));
    await screen.findByRole('list', { name: 'Unseated guests by household' });
    expect(groups().getByRole('button', { name: /^Sam Park/ })).toBeInTheDocument();
    // Attending or awaiting by default: Li declined.
    expect(groups().queryByRole('button', { name: /^Li Chen/ })).toBeNull();
    planner.renders = 0;
    await user.type(screen.getByRole('searchbox', { name: 'Search unseated guests' }), 'rao');
    await waitFor(() => expect(groups().queryByRole('button', { name: /^Sam Park/ })).toBeNull());
    expect(groups().getByRole('button', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(planner.renders).toBe(0);

    await user.clear(screen.getByRole('searchbox', { name: 'Search unseated guests' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Answer' }), 'Any answer');
    expect(await groups().findByRole('button', { name: /^Li Chen/ })).toBeInTheDocument();
    expect(planner.renders).toBe(0);
  });

  it('opens on the Reception, adds tables, seats by picking and says so, warns, undoes and stores', async () => {
    const user = userEvent.setup();
    const app = await coupleWithGuests();
    expect(await screen.findByRole('combobox', { name: 'Event' })).toHaveDisplayValue('Reception');
    expect(screen.getByText(/0 of 4 invited guests seated/)).toBeInTheDocument();
    // Declined guests wait out of the way unless asked for.
    expect(unseatedList().getByRole('heading', { name: 'Unseated (4)' })).toBeInTheDocument();
    expect(unseatedList().queryByRole('button', { name: /Li Chen/ })).toBeNull();

    await addTable(user, 2);
    expect(await screen.findByRole('listitem', { name: 'Table 1' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await list(app, 'seating_tables')).map((t) => [t.name, t.seats])).toEqual([['Table 1', 2]]),
    );
    expect(status()).toHaveTextContent('Table 1 added with 2 seats.');

    // Pick a guest, then seat them at a table.
    await user.click(unseatedList().getByRole('button', { name: 'Asha Rao' }));
    expect(status()).toHaveTextContent(
      'Asha Rao picked. Choose a table and press Enter, or press Escape to cancel.',
    );
    await user.click(screen.getByRole('button', { name: 'Seat Asha Rao at Table 1' }));
    expect(status()).toHaveTextContent('Asha Rao seated at Table 1, seat 1 (1 of 2 seated).');
    const table1 = within(screen.getByRole('listitem', { name: 'Table 1' }));
    expect(table1.getByRole('list', { name: 'Seated at Table 1' })).toHaveTextContent('1Asha Rao');
    expect(table1.getByText('Meals: Veg 1')).toBeInTheDocument();

    await user.click(table1.getByRole('button', { name: 'Unseat Asha Rao' }));
    expect(status()).toHaveTextContent('Asha Rao back to unseated.');

    // The whole household at once, when the table has room for all of them.
    await user.click(unseatedList().getByRole('button', { name: /The Rao family: pick the household/ }));
    await user.click(screen.getByRole('button', { name: 'Seat The Rao family at Table 1' }));
    expect(status()).toHaveTextContent('The Rao family seated together at Table 1 (2 of 2 seated).');

    // Sam has not answered; seated anyway, the table is over capacity: both are warned about.
    await user.click(unseatedList().getByRole('button', { name: /Sam Park/ }));
    await user.click(screen.getByRole('button', { name: 'Seat Sam Park at Table 1' }));
    expect(status()).toHaveTextContent('Sam Park seated at Table 1 (3 of 2 seated: over capacity).');
    const warnings = within(screen.getByRole('region', { name: /^Warnings/ }));
    expect(warnings.getByText('Table 1 is over capacity: 3 seated at 2 seats.')).toBeInTheDocument();
    expect(warnings.getByText('Sam Park has not answered yet but is seated at Table 1.')).toBeInTheDocument();
    await user.selectOptions(warnings.getByRole('combobox', { name: 'Show warnings' }), 'over-capacity');
    expect(warnings.queryByText(/has not answered/)).toBeNull();
    await waitFor(async () => expect(await list(app, 'seat_assignments')).toHaveLength(3));

    // Undo takes the last change back, in the store too.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(status()).toHaveTextContent('Undone: Sam Park seated at Table 1');
    expect(screen.queryByRole('region', { name: /^Warnings/ })).toBeNull();
    await waitFor(async () =>
      expect((await list(app, 'seat_assignments')).map((a) => [a.id, a.tableId, a.seat]).sort()).toEqual([
        ['asha.reception', expect.any(String), 0],
        ['ben.reception', expect.any(String), 1],
      ]),
    );
  });

  it('deleting a table sends its guests back to unseated, and Ctrl+Z brings both back', async () => {
    const user = userEvent.setup();
    const app = await coupleWithGuests();
    await screen.findByRole('combobox', { name: 'Event' });
    await addTable(user, 4);
    await user.click(unseatedList().getByRole('button', { name: /The Rao family: pick the household/ }));
    await user.click(screen.getByRole('button', { name: 'Seat The Rao family at Table 1' }));
    await waitFor(async () => expect(await list(app, 'seat_assignments')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete Table 1' }));
    expect(status()).toHaveTextContent('Table 1 deleted; 2 guests back to unseated.');
    expect(unseatedList().getByRole('heading', { name: 'Unseated (4)' })).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByRole('listitem', { name: 'Table 1' })).toBeInTheDocument();
    await waitFor(async () => expect(await list(app, 'seat_assignments')).toHaveLength(2));
    expect(await list(app, 'seating_tables')).toHaveLength(1);
  });

  it('two quick arrow presses on a table both land, before the first has been stored', async () => {
    const user = userEvent.setup();
    const app = await coupleWithGuests();
    await screen.findByRole('combobox', { name: 'Event' });
    await addTable(user, 4);
    await waitFor(async () => expect(await list(app, 'seating_tables')).toHaveLength(1));
    const [{ x, y }] = (await list(app, 'seating_tables')) as unknown as { x: number; y: number }[];

    // Back to back in one task: the second press comes before the lists show the first.
    const name = within(screen.getByRole('listitem', { name: 'Table 1' })).getByRole('button', {
      name: 'Table 1',
    });
    fireEvent.keyDown(name, { key: 'ArrowRight' });
    fireEvent.keyDown(name, { key: 'ArrowDown', shiftKey: true });
    await waitFor(async () =>
      expect(await list(app, 'seating_tables')).toEqual([expect.objectContaining({ x: x + 25, y: y + 100 })]),
    );
    // And the next change builds on both.
    fireEvent.keyDown(name, { key: 'ArrowLeft' });
    await waitFor(async () =>
      expect(await list(app, 'seating_tables')).toEqual([expect.objectContaining({ x, y: y + 100 })]),
    );
  });

  it('auto-arranges whole households, and the chart is the same after a reload', async () => {
    const user = userEvent.setup();
    const app = await coupleWithGuests();
    await screen.findByRole('combobox', { name: 'Event' });
    await addTable(user, 2, 'Family');
    await addTable(user, 2);
    await user.click(screen.getByRole('button', { name: 'Auto-arrange' }));
    await waitFor(() => expect(status()).toHaveTextContent('Auto-arranged: 3 guests seated.'));
    // The Raos sit together, Sam at the other table; the declined guest is left out.
    await waitFor(async () => expect(await list(app, 'seat_assignments')).toHaveLength(3));
    const seats = new Map((await list(app, 'seat_assignments')).map((a) => [a.guestId, a.tableId]));
    expect(seats.get('asha')).toBe(seats.get('ben'));
    expect(seats.get('sam')).not.toBe(seats.get('asha'));
    expect(seats.has('li')).toBe(false);

    app.unmount();
    await renderApp(<SeatingPlanner />, {
      path: '/planner?tab=seating',
      reuse: { backend: app.backend, session: app.session },
    });
    expect(await screen.findByText(/3 of 4 invited guests seated/)).toBeInTheDocument();
    const tables = screen.getAllByRole('list', { name: /^Seated at/ });
    expect(tables.map((t) => within(t).getAllByRole('listitem').length).sort()).toEqual([1, 2]);
    expect(unseatedList().getByRole('heading', { name: 'Unseated (1)' })).toBeInTheDocument();
  });

  it('keeps a rule in the Rules panel, auto-arranges by it, warns when it is broken, and removes it', async () => {
    const user = userEvent.setup();
    const app = await coupleWithGuests();
    await screen.findByRole('combobox', { name: 'Event' });
    await addTable(user, 4);
    const rules = within(screen.getByRole('region', { name: /^Rules/ }));
    await user.click(rules.getByRole('button', { name: 'Add rule' }));
    expect(rules.getByRole('alert')).toHaveTextContent('Choose a guest in both lists.');
    await user.selectOptions(rules.getByLabelText('Who'), 'Asha Rao');
    await user.selectOptions(rules.getByLabelText('With whom'), 'Sam Park');
    await user.click(rules.getByRole('button', { name: 'Add rule' }));
    expect(status()).toHaveTextContent('Rule added: keep Asha Rao and Sam Park apart.');
    expect(rules.getByRole('list', { name: 'Seating rules' })).toHaveTextContent(
      'Keep apart: Asha Rao and Sam Park',
    );
    await waitFor(async () =>
      expect(await list(app, 'seating_rules')).toEqual([
        expect.objectContaining({ eventId: 'reception', kind: 'apart', guestA: 'asha', guestB: 'sam' }),
      ]),
    );
    // One table: the Raos are seated, Sam waits, and the message says why.
    await user.click(screen.getByRole('button', { name: 'Auto-arrange' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'No table had room to keep Asha Rao and Sam Park apart: Sam Park waits unseated.',
      ),
    );
    expect(unseatedList().getByRole('heading', { name: 'Unseated (2)' })).toBeInTheDocument();
    // Seated there by hand anyway, the warnings name the broken rule.
    await user.click(unseatedList().getByRole('button', { name: /Sam Park/ }));
    await user.click(screen.getByRole('button', { name: 'Seat Sam Park at Table 1' }));
    expect(
      await screen.findByText('Asha Rao and Sam Park should sit apart but share Table 1.'),
    ).toBeInTheDocument();
    // Re-arranging everyone moves Sam off again: the rule is kept, and the message says Sam waits.
    await user.click(rules.getByRole('button', { name: 'Re-arrange everyone' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Re-arranged: 2 guests seated. ' +
          'No table had room to keep Asha Rao and Sam Park apart: Sam Park waits unseated.',
      ),
    );
    expect(screen.queryByText(/should sit apart/)).toBeNull();
    await user.click(rules.getByRole('button', { name: 'Remove rule: Keep apart: Asha Rao and Sam Park' }));
    expect(status()).toHaveTextContent('Rule removed: Asha Rao and Sam Park may sit anywhere.');
    await waitFor(async () => expect(await list(app, 'seating_rules')).toEqual([]));
  });

  it('refuses a table with too many seats, with the reason, keeping what was typed', async () => {
    const user = userEvent.setup();
    await coupleWithGuests();
    await screen.findByRole('combobox', { name: 'Event' });
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a table' }));
    await user.type(dialog.getByLabelText('Name or number'), 'Kids');
    await user.clear(dialog.getByLabelText('Seats'));
    await user.type(dialog.getByLabelText('Seats'), '30');
    await user.click(dialog.getByRole('button', { name: 'Add Table' }));
    expect(await dialog.findByText('A table has at most 24 seats')).toBeInTheDocument();
    expect(dialog.getByLabelText('Name or number')).toHaveValue('Kids');
  });
});

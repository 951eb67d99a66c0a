import { render, screen } from '@testing-library/react';
import type { TableSheet } from './outputs';
import type { SeatingGuest } from './seating';
import { TablesPanel, type TableActions } from './tables-panel';

const guest = (id: string): SeatingGuest => ({
  id,
  name: `Guest ${id}`,
  householdId: `h${id}`,
  householdName: `Household ${id}`,
  side: 'both',
  tags: [],
  rsvp: 'attending',
});

/** 300 tables of ten, everyone seated. */
const sheets: TableSheet[] = Array.from({ length: 300 }, (_, t) => ({
  table: {
    id: `t${t}`,
    eventId: 'reception',
    name: `Table ${t + 1}`,
    shape: 'round',
    seats: 10,
    head: false,
    x: 100,
    y: 100,
    rotation: 0,
  },
  guests: Array.from({ length: 10 }, (_, s) => ({ seat: s + 1, guest: guest(`${t}-${s}`) })),
  seated: 10,
  meals: [],
}));

const actions = Object.fromEntries(
  [
    'onSelect',
    'onSeatHere',
    'onNudge',
    'onRotate',
    'onEdit',
    'onDuplicate',
    'onDelete',
    'onPickGuest',
    'onUnseat',
  ].map((name) => [name, vi.fn()]),
) as unknown as TableActions;

describe('TablesPanel', () => {
  it('mounts the cards on screen of 300 tables, not 300 cards and their 3,000 guests', () => {
    render(
      <TablesPanel
        sheets={sheets}
        selectedTableId={null}
        picked={null}
        pickedName=""
        warnedGuests={new Map()}
        dropTableId={null}
        keysHintId="keys"
        actions={actions}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Tables (300)' })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Tables' }).querySelectorAll(':scope > li');
    // jsdom's 768 px window and a card's estimated height: a screenful and a few more.
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    expect(cards[0]).toHaveAccessibleName('Table 1');
    expect(cards[0]).toHaveAttribute('aria-setsize', '300');
    expect(screen.getAllByRole('button', { name: /^Unseat / }).length).toBe(cards.length * 10);
  });
});

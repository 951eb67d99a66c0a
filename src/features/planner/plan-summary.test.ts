import { defaultProfile } from '@/lib/backend/profile-defaults';
import type { ProfileData } from '@/lib/backend';
import { answer, event, guest, household } from '@/features/guests/test-data';
import type { Task } from '@/features/tasks';
import type { Vendor } from '@/features/vendors';
import {
  MAX_PLAN_CONTEXT_CHARS,
  renderPlanContext,
} from '../../../supabase/functions/_shared/plan-context.ts';
import { buildPlanContext, type PlanData } from './plan-summary';

const TODAY = '2026-11-27';

const profile = (change: (p: ProfileData) => void = () => {}): ProfileData => {
  const p = defaultProfile('pat@example.com');
  change(p);
  return p;
};

const empty = (): PlanData => ({
  profile: profile(),
  categories: [],
  expenses: [],
  events: [],
  households: [],
  guests: [],
  answers: [],
  tasks: [],
  reminders: [],
  vendors: [],
  schedule: [],
  boards: [],
});

const task = (i: number, extra: Partial<Task> = {}): Task => ({
  id: `t${i}`,
  title: `Task ${i}`,
  description: '',
  dueDate: '2027-01-01',
  completed: false,
  category: 'essentials',
  priority: 'medium',
  label: '',
  ...extra,
});

const vendor = (i: number, extra: Partial<Vendor> = {}): Vendor => ({
  id: `v${i}`,
  name: `Vendor ${i}`,
  category: 'Photography',
  contactName: 'Sam',
  price: 1000,
  depositPaid: false,
  contractSigned: false,
  ...extra,
});

/** A couple with some of everything, small enough to check line by line. */
function smallPlan(): PlanData {
  return {
    ...empty(),
    profile: profile((p) => {
      p.profile.firstName = 'Priya';
      p.wedding.partnerFirstName = 'Arjun';
      p.wedding.weddingDate = '2027-02-14';
      p.wedding.location = 'Jaipur';
      p.wedding.guestCount = 250;
    }),
    categories: [
      { id: 'venue', name: 'Venue', planned: 900_000, color: '#db2777' },
      { id: 'food', name: 'Catering', planned: 750_000, color: '#ea580c' },
    ],
    expenses: [
      {
        id: 'e1',
        description: 'Venue deposit',
        amount: 300_000,
        date: '2026-10-01',
        categoryId: 'venue',
        paid: true,
      },
      {
        id: 'e2',
        description: 'Caterer advance',
        amount: 50_000,
        date: '2026-11-20',
        categoryId: 'food',
        paid: false,
      },
      {
        id: 'e3',
        description: 'Tasting',
        amount: 5_000,
        date: '2026-12-20',
        categoryId: 'food',
        paid: false,
      },
    ],
    events: [event('wedding', { date: '2027-02-14' }), event('sangeet', { date: '2027-02-13' })],
    households: [household('h1'), household('h2')],
    guests: [guest('g1', 'h1'), guest('g2', 'h1'), guest('g3', 'h2')],
    answers: [
      answer('g1', 'wedding', 'attending'),
      answer('g2', 'wedding', 'declined'),
      answer('g3', 'wedding', 'awaiting'),
      answer('g1', 'sangeet', 'attending'),
    ],
    tasks: [
      task(1, { title: 'Book photographer', dueDate: '2026-11-01' }),
      task(2, { title: 'Send invitations', dueDate: '2026-12-15' }),
      task(3, { title: 'Done already', completed: true }),
    ],
    reminders: [
      { id: 'r1', title: 'Cake tasting', date: '2026-12-03', type: 'appointment' },
      { id: 'r2', title: 'Long past', date: '2026-01-01', type: 'reminder' },
    ],
    vendors: [
      vendor(1, { name: 'Lens & Light', contractSigned: true }),
      vendor(2, { name: 'Snapshots', category: 'Venue' }),
    ],
    schedule: [
      {
        id: 's2',
        title: 'Reception',
        time: '19:00',
        duration: 180,
        description: '',
        category: 'reception',
        assignedTo: [],
      },
      {
        id: 's1',
        title: 'Ceremony',
        time: '16:00',
        duration: 60,
        description: '',
        category: 'ceremony',
        assignedTo: [],
      },
    ],
    boards: [
      board('b1', 'Rustic elegance', false, '2026-10-01T10:00:00.000Z'),
      board('b2', 'Romantic garden', true, '2026-09-01T10:00:00.000Z'),
      board('b3', 'Beach paradise', false, '2026-11-01T10:00:00.000Z'),
      board('b4', 'Classic black-tie', false, '2026-08-01T10:00:00.000Z'),
    ],
  };
}

const board = (id: string, name: string, isFavorite: boolean, createdAt: string) => ({
  id,
  name,
  prompt: name,
  isFavorite,
  createdAt,
});

describe('buildPlanContext', () => {
  it('summarises the couple, the budget, guests by answer and event, tasks, reminders, vendors and the day', () => {
    const text = renderPlanContext(buildPlanContext(smallPlan(), TODAY));
    expect(text).toContain('Couple: Priya & Arjun.');
    expect(text).toContain('Wedding date: 2027-02-14 (79 days left). City: Jaipur. Expected guests: 250.');
    // Favourites first, then the newest boards.
    expect(text).toContain(
      'Style (their mood boards, favourites first): Romantic garden; Beach paradise; Rustic elegance; and 1 more boards.',
    );
    expect(text).toContain(
      'Budget: INR 3,000,000 in all; planned INR 1,650,000, spent INR 355,000 (paid INR 300,000), INR 2,645,000 left.',
    );
    expect(text).toContain('- Catering: INR 750,000 / INR 55,000');
    // Unpaid and dated before today: the caterer's advance, not the tasting still to come nor the paid deposit.
    expect(text).toContain(
      'Overdue payments (unpaid, date passed): INR 50,000 in all.\n- 2026-11-20 Caterer advance: INR 50,000',
    );
    expect(text).not.toContain('Tasting');
    expect(text).toContain(
      'Guests: 3 guests in 2 households; 1 attending, 1 declined, 1 awaiting a reply (1 household to answer).',
    );
    // Events in date order, each with its own answers.
    expect(text).toContain(
      'By event:\n- Sangeet (2027-02-13): 1 invited; 1 attending, 0 declined, 0 awaiting (0 households)\n- Wedding (2027-02-14): 3 invited; 1 attending, 1 declined, 1 awaiting (1 household)',
    );
    expect(text).toContain(
      'Tasks: 2 open, 1 overdue.\nNext tasks:\n- 2026-11-01 Book photographer\n- 2026-12-15 Send invitations',
    );
    expect(text).not.toContain('Done already');
    expect(text).toContain('Next reminders:\n- 2026-12-03 Cake tasting');
    expect(text).not.toContain('Long past');
    expect(text).toContain('Vendors booked:\n- Photography: Lens & Light');
    expect(text).toContain('Vendors shortlisted:\n- Venue: Snapshots');
    expect(text).toContain('Wedding day schedule:\n- 16:00 Ceremony\n- 19:00 Reception');
  });

  it('says plainly what an empty plan does not have yet', () => {
    const plan = buildPlanContext(empty(), TODAY);
    const text = renderPlanContext(plan);
    expect(plan.daysLeft).toBeNull();
    expect(text).toContain('Couple: names not set.');
    expect(text).toContain('Wedding date: not set. City: not set.');
    expect(text).toContain('Style: not chosen yet (no mood boards).');
    expect(text).toContain('Overdue payments: none.');
    expect(text).toContain('Guests: 0 guests in 0 households');
    for (const heading of ['Next tasks:', 'Next reminders:', 'Vendors booked:', 'Wedding day schedule:'])
      expect(text).toContain(`${heading} none yet.`);
    expect(text.length).toBeLessThan(MAX_PLAN_CONTEXT_CHARS);
  });

  it('cuts long lists with a count of the rest', () => {
    const data = {
      ...smallPlan(),
      tasks: Array.from({ length: 20 }, (_, i) => task(i, { dueDate: `2027-01-${String(i + 10)}` })),
    };
    const plan = buildPlanContext(data, TODAY);
    expect(plan.tasks.next.items).toHaveLength(8);
    expect(plan.tasks.next.more).toBe(12);
    expect(renderPlanContext(plan)).toContain('- 2027-01-17 Task 7\n- and 12 more tasks');
  });

  it('keeps a big wedding (3,000 guests, 2,000 tasks, long names) under about 1,500 tokens', () => {
    const long = (what: string, i: number) =>
      `${what} ${i} ${'with a very long name that goes on and on '.repeat(4)}`;
    const households = Array.from({ length: 1000 }, (_, i) => household(`h${i}`));
    const guests = Array.from({ length: 3000 }, (_, i) => guest(`g${i}`, `h${i % 1000}`));
    const events = Array.from({ length: 10 }, (_, i) => event(`event${i}`, { name: long('Event', i) }));
    const answers = guests.flatMap((g, i) =>
      events.map((e) => answer(g.id, e.id, (['attending', 'declined', 'awaiting'] as const)[i % 3])),
    );
    const data: PlanData = {
      ...smallPlan(),
      households,
      guests,
      events,
      answers,
      categories: Array.from({ length: 40 }, (_, i) => ({
        id: `c${i}`,
        name: long('Category', i),
        planned: 10_000.5,
        color: '#db2777',
      })),
      expenses: Array.from({ length: 5000 }, (_, i) => ({
        id: `e${i}`,
        description: long('Expense', i),
        amount: 1234.56,
        date: '2026-01-01',
        categoryId: `c${i % 40}`,
        paid: false,
      })),
      tasks: Array.from({ length: 2000 }, (_, i) => task(i, { title: long('Task', i) })),
      reminders: Array.from({ length: 500 }, (_, i) => ({
        id: `r${i}`,
        title: long('Reminder', i),
        date: '2027-01-01',
        type: 'reminder' as const,
      })),
      vendors: Array.from({ length: 300 }, (_, i) =>
        vendor(i, { name: long('Vendor', i), contractSigned: i % 2 === 0 }),
      ),
      schedule: Array.from({ length: 60 }, (_, i) => ({
        id: `s${i}`,
        title: long('Item', i),
        time: '10:00',
        duration: 30,
        description: '',
        category: 'other' as const,
        assignedTo: [],
      })),
    };
    const plan = buildPlanContext(data, TODAY);
    const text = renderPlanContext(plan);
    expect(text.length).toBeLessThanOrEqual(MAX_PLAN_CONTEXT_CHARS);
    expect(text.length / 4).toBeLessThanOrEqual(1500);
    // Still the whole wedding in its counts, and the lists say how much they leave out.
    expect(text).toContain(
      'Guests: 3,000 guests in 1,000 households; 1,000 attending, 1,000 declined, 1,000 awaiting',
    );
    expect(text).toContain('Tasks: 2,000 open, 0 overdue.');
    expect(text).toMatch(/- and 1,99\d more tasks/);
    expect(plan.budget.overdue.more + plan.budget.overdue.items.length).toBe(5000);
    expect(plan.vendors.booked.more + plan.vendors.booked.items.length).toBe(150);
    // Names are cut to 80 characters.
    expect(plan.tasks.next.items[0]!.title).toHaveLength(80);
  });

  it('counts the days since a wedding that has passed', () => {
    const data = { ...empty(), profile: profile((p) => (p.wedding.weddingDate = '2026-11-20')) };
    expect(renderPlanContext(buildPlanContext(data, TODAY))).toContain(
      'Wedding date: 2026-11-20 (7 days ago).',
    );
  });
});

import { freshCollections } from '../../../../tests/fakes/command-port';
import {
  budgetByCategory,
  daySchedule,
  findGuests,
  NAMES_SHOWN,
  tasksDue,
  vendorsByCategory,
} from './read-tools';
import type { BudgetCategory, Expense } from '@/features/budget';
import type { Guest, RsvpAnswer, WeddingEvent } from '@/features/guests';
import type { ScheduleEvent } from '@/features/schedule';
import type { Task } from '@/features/tasks';
import type { Vendor } from '@/features/vendors';
import { defaultProfile } from '@/lib/backend/profile-defaults';
import { runToolCall } from './run-call';

const categories: BudgetCategory[] = [
  { id: 'c1', name: 'Catering', planned: 5000, color: '#6b7280' },
  { id: 'c2', name: 'Venue', planned: 8000, color: '#6b7280' },
];
const expense = (id: string, amount: number, categoryId: string, paid: boolean): Expense => ({
  id,
  description: id,
  amount,
  date: '2027-01-01',
  categoryId,
  paid,
});
const expenses = [
  expense('e1', 1200.1, 'c1', true),
  expense('e2', 300.2, 'c1', false),
  expense('e3', 4000, 'c2', false),
];

const guest = (id: string, firstName: string, side: Guest['side'] = 'both'): Guest => ({
  id,
  householdId: 'h',
  firstName,
  lastName: 'Rao',
  side,
  tags: [],
  plusOneAllowed: false,
  isChild: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const events: WeddingEvent[] = [
  { id: 'ceremony', name: 'Ceremony', isPublic: true },
  { id: 'reception', name: 'Reception', isPublic: true },
];
const answer = (guestId: string, eventId: string, status: RsvpAnswer['status']): RsvpAnswer => ({
  id: `${guestId}.${eventId}`,
  guestId,
  eventId,
  status,
});

describe('budgetByCategory', () => {
  it('gives planned, spent and paid per category, to the cent, with the totals', () => {
    expect(budgetByCategory(categories, expenses)).toEqual({
      categories: [
        { category: 'Catering', planned: 5000, spent: 1500.3, paid: 1200.1, expenses: 2 },
        { category: 'Venue', planned: 8000, spent: 4000, paid: 0, expenses: 1 },
      ],
      planned: 13000,
      spent: 5500.3,
      paid: 1200.1,
    });
  });

  it('gives only the category named, whatever its case', () => {
    expect(budgetByCategory(categories, expenses, ' catering').categories.map((c) => c.category)).toEqual([
      'Catering',
    ]);
  });
});

describe('findGuests', () => {
  const guests = [guest('a', 'Asha', 'bride'), guest('b', 'Bina', 'groom'), guest('c', 'Chand', 'bride')];
  const answers = [
    answer('a', 'ceremony', 'attending'),
    answer('a', 'reception', 'awaiting'),
    answer('b', 'ceremony', 'declined'),
    answer('c', 'reception', 'awaiting'),
  ];

  it('filters by status over every event, by event, and by side', () => {
    expect(findGuests(guests, answers, events, { status: 'awaiting' })).toEqual({
      count: 2,
      names: ['Asha Rao', 'Chand Rao'],
      more: 0,
    });
    expect(findGuests(guests, answers, events, { status: 'awaiting', event: 'ceremony' }).count).toBe(0);
    expect(findGuests(guests, answers, events, { event: 'Ceremony' }).names).toEqual([
      'Asha Rao',
      'Bina Rao',
    ]);
    expect(findGuests(guests, answers, events, { side: 'bride' }).names).toEqual(['Asha Rao', 'Chand Rao']);
  });

  it('counts every match but names only the first few', () => {
    const many = Array.from({ length: 3000 }, (_, i) => guest(`g${i}`, `G${i}`));
    const result = findGuests(many, [], events, {});
    expect(result).toMatchObject({ count: 3000, more: 3000 - NAMES_SHOWN });
    expect(result.names).toHaveLength(NAMES_SHOWN);
  });

  it('says so when the event named does not exist, with the events there are', () => {
    expect(findGuests(guests, answers, events, { event: 'Sangeet' })).toEqual({
      error: 'There is no event named "Sangeet".',
      events: ['Ceremony', 'Reception'],
    });
  });
});

describe('tasksDue', () => {
  const task = (id: string, dueDate: string, completed = false): Task => ({
    id,
    title: id,
    description: '',
    dueDate,
    completed,
    category: 'essentials',
    priority: 'medium',
    label: '',
  });
  const tasks = [
    task('late', '2027-01-05'),
    task('done', '2027-01-01', true),
    task('soon', '2027-02-01'),
    task('far', '2027-06-01'),
  ];

  it('gives the overdue open tasks without a date, and those due before a date with one', () => {
    expect(tasksDue(tasks, '2027-01-10')).toEqual({
      count: 1,
      tasks: [{ title: 'late', due: '2027-01-05', overdue: true }],
      more: 0,
    });
    expect(tasksDue(tasks, '2027-01-10', '2027-03-01').tasks.map((t) => t.title)).toEqual(['late', 'soon']);
  });
});

describe('vendorsByCategory and daySchedule', () => {
  it('marks a vendor booked once its contract is signed or deposit paid, and filters by category', () => {
    const vendor = (id: string, category: Vendor['category'], depositPaid: boolean) =>
      ({ id, name: id, category, contactName: id, price: 100, depositPaid, contractSigned: false }) as Vendor;
    const vendors = [vendor('Lens Co', 'Photography', true), vendor('Spice', 'Catering', false)];
    expect(vendorsByCategory(vendors)).toEqual([
      { name: 'Lens Co', category: 'Photography', price: 100, status: 'booked' },
      { name: 'Spice', category: 'Catering', price: 100, status: 'shortlisted' },
    ]);
    expect(vendorsByCategory(vendors, 'Catering').map((v) => v.name)).toEqual(['Spice']);
  });

  it('lists the day in order of start time', () => {
    const item = (title: string, time: string): ScheduleEvent => ({
      id: title,
      title,
      time,
      duration: 30,
      description: '',
      category: 'other',
      assignedTo: [],
    });
    expect(daySchedule([item('Dinner', '19:00'), item('Vows', '15:00')]).map((s) => s.title)).toEqual([
      'Vows',
      'Dinner',
    ]);
  });
});

describe('the read tools', () => {
  it('read the couple’s records through the port', async () => {
    const port = await freshCollections();
    await port.putMany('budget_categories', categories);
    await port.putMany('expenses', expenses);
    const call = { id: 'c', name: 'get_budget', arguments: '{"category":"Catering"}' };
    const read = { ...port, profile: async () => defaultProfile('a@example.com') };
    const outcome = await runToolCall(call, read, '2027-01-01');
    expect(outcome).toMatchObject({
      kind: 'answered',
      result: { categories: [{ category: 'Catering', spent: 1500.3 }] },
    });
  });
});

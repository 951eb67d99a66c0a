import { seedTasks, taskSchema, upcomingTasks, type Task } from './model';
import { formatMonthDay } from '@/lib/dates';
import {
  percentComplete,
  progressByCategory,
  progressOf,
  urgencyOf,
  urgencyText,
  URGENCY_TONES,
} from './progress';

const task = (patch: Partial<Task>): Task => ({
  id: 't',
  title: 'Task',
  description: '',
  dueDate: '2025-06-01',
  completed: false,
  category: 'essentials',
  priority: 'medium',
  label: '',
  ...patch,
});

describe('seedTasks', () => {
  const today = new Date(2026, 10, 22);
  const seeds = seedTasks(today);

  it('is the sixteen sample tasks, four per category, the first three essentials done', () => {
    expect(seeds).toHaveLength(16);
    for (const c of ['essentials', 'vendors', 'attire', 'details'])
      expect(seeds.filter((t) => t.category === c)).toHaveLength(4);
    expect(seeds.filter((t) => t.completed).map((t) => t.title)).toEqual([
      'Set the wedding date',
      'Set the budget',
      'Book the venue',
    ]);
    expect(seeds.slice(0, 3).every((t) => t.completed && t.category === 'essentials')).toBe(true);
  });

  it('dates tasks from the day of seeding: done ones behind, open ones ahead', () => {
    for (const t of seeds) expect(taskSchema.safeParse(t).success).toBe(true);
    for (const t of seeds.filter((x) => x.completed)) expect(t.dueDate < '2026-11-22').toBe(true);
    for (const t of seeds.filter((x) => !x.completed)) expect(t.dueDate > '2026-11-22').toBe(true);
    expect(upcomingTasks(seeds)[0]).toMatchObject({
      title: 'Book the photographer',
      dueDate: '2026-11-24',
      label: 'Photography',
      priority: 'high',
    });
  });

  it('gives every open task a description, priority and label', () => {
    for (const t of upcomingTasks(seeds)) {
      expect(t.description).not.toBe('');
      expect(t.label).not.toBe('');
    }
  });
});

describe('taskSchema', () => {
  it.each([
    ['a blank title', { title: '  ' }],
    ['a 5,000-character title', { title: 'x'.repeat(5000) }],
    ['a missing due date', { dueDate: '' }],
    ['an impossible due date', { dueDate: '2025-13-01' }],
    ['an unknown category', { category: 'music' }],
    ['an unknown priority', { priority: 'urgent' }],
    ['a 5,000-character description', { description: 'x'.repeat(5000) }],
  ])('refuses %s', (_, patch) => {
    expect(taskSchema.safeParse({ ...task({}), ...patch }).success).toBe(false);
  });

  it('defaults priority, description, label and completion', () => {
    expect(
      taskSchema.parse({ id: 'a', title: 'Book the band', dueDate: '2025-07-01', category: 'vendors' }),
    ).toEqual({
      id: 'a',
      title: 'Book the band',
      dueDate: '2025-07-01',
      category: 'vendors',
      description: '',
      completed: false,
      priority: 'medium',
      label: '',
    });
  });
});

describe('upcomingTasks', () => {
  it('lists open tasks soonest first', () => {
    const list = [
      task({ id: 'a', dueDate: '2025-07-01' }),
      task({ id: 'b', dueDate: '2025-06-01', completed: true }),
      task({ id: 'c', dueDate: '2025-05-01' }),
      task({ id: 'd', dueDate: '2025-07-01' }),
    ];
    expect(upcomingTasks(list).map((t) => t.id)).toEqual(['c', 'a', 'd']);
  });

  it('shows due dates as month and day', () => {
    expect(formatMonthDay('2025-06-05')).toBe('Jun 5');
  });
});

describe('percentages', () => {
  it('rounds to a whole number', () => {
    expect(percentComplete(3, 16)).toBe(19); // 18.75
    expect(percentComplete(1, 3)).toBe(33);
    expect(percentComplete(2, 3)).toBe(67);
    expect(percentComplete(1, 8)).toBe(13); // 12.5 rounds half up
    expect(percentComplete(0, 4)).toBe(0);
    expect(percentComplete(4, 4)).toBe(100);
    expect(percentComplete(0, 0)).toBe(0);
  });

  it('computes overall and per-category progress', () => {
    const seeds = seedTasks(new Date(2026, 0, 1));
    expect(progressOf(seeds)).toEqual({ done: 3, total: 16, percent: 19 });
    const byCategory = progressByCategory(seeds);
    expect(byCategory.essentials).toMatchObject({ done: 3, total: 4, percent: 75 });
    expect(byCategory.vendors).toMatchObject({ done: 0, total: 4, percent: 0 });
    expect(byCategory.details.tasks).toHaveLength(4);
  });
});

describe('urgency (frozen clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 10, 23, 30));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2025-06-09', 'overdue', 'red', 'Overdue by 1 day'],
    ['2025-05-01', 'overdue', 'red', 'Overdue by 40 days'],
    ['2025-06-10', 'today', 'yellow', 'Due today'],
    ['2025-06-11', 'soon', 'green', 'Due tomorrow'],
    ['2025-06-17', 'soon', 'green', 'Due in 7 days'],
    ['2025-06-18', 'later', 'blue', 'Due in 8 days'],
    ['2026-01-01', 'later', 'blue', 'Due in 205 days'],
  ])('%s is %s (%s)', (due, urgency, tone, text) => {
    const now = new Date();
    expect(urgencyOf(due, now)).toBe(urgency);
    expect(URGENCY_TONES[urgencyOf(due, now)]).toBe(tone);
    expect(urgencyText(due, now)).toBe(text);
  });
});

import { alertAt, dueAt, formatWhen, reminderSchema, seedReminders, sortReminders } from './model';

const valid = { id: 'r1', title: 'Cake tasting', date: '2025-04-20', time: '14:00', type: 'appointment' };

describe('reminderSchema', () => {
  it('accepts the seeds', () => {
    for (const r of seedReminders()) expect(reminderSchema.safeParse(r).success).toBe(true);
    expect(seedReminders(new Date(2025, 0, 1)).map((r) => [r.title, r.date, r.time, r.type])).toEqual([
      ['Venue booking deadline', '2025-06-15', '23:59', 'deadline'],
      ['Cake tasting appointment', '2025-04-20', '14:00', 'appointment'],
      ['Photographer deposit due', '2025-05-01', '12:00', 'payment'],
    ]);
  });

  it('moves the samples into the future by whole years when a couple starts after they have passed', () => {
    // The earliest (20 April) passed on 21 April 2025: one year on, all three are ahead again, in the same order.
    expect(seedReminders(new Date(2025, 3, 21)).map((r) => r.date)).toEqual([
      '2026-06-15',
      '2026-04-20',
      '2026-05-01',
    ]);
    expect(seedReminders(new Date(2026, 10, 24)).map((r) => r.date)).toEqual([
      '2027-06-15',
      '2027-04-20',
      '2027-05-01',
    ]);
    // Whenever the list is first seeded, none of them is past.
    const today = new Date();
    for (const r of seedReminders(today))
      expect(dueAt(r).getTime()).toBeGreaterThan(today.getTime() - 24 * 60 * 60 * 1000);
  });

  it('defaults the type to reminder and treats an empty time as none', () => {
    const parsed = reminderSchema.parse({ id: 'r', title: 'Call the florist', date: '2025-03-01', time: '' });
    expect(parsed.type).toBe('reminder');
    expect(parsed.time).toBeUndefined();
    expect(reminderSchema.parse({ id: 'r', title: 'x', date: '2025-03-01' }).time).toBeUndefined();
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a blank title', { title: '   ' }],
    ['a 5,000-character title', { title: 'x'.repeat(5000) }],
    ['a missing date', { date: '' }],
    ['an impossible date', { date: '2025-02-30' }],
    ['a date in another format', { date: '20/04/2025' }],
    ['a bad time', { time: '25:00' }],
    ['an unknown type', { type: 'party' }],
  ])('refuses %s', (_, patch) => {
    expect(reminderSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });

  it('trims titles and keeps 200 characters', () => {
    expect(reminderSchema.parse({ ...valid, title: `  ${'x'.repeat(200)}  ` }).title).toHaveLength(200);
  });
});

describe('timing', () => {
  it('is due at its local date and time, 9:00 without a time', () => {
    expect(dueAt({ date: '2025-04-20', time: '14:00' })).toEqual(new Date(2025, 3, 20, 14, 0));
    expect(dueAt({ date: '2025-04-20' })).toEqual(new Date(2025, 3, 20, 9, 0));
  });

  it('alerts the chosen lead before', () => {
    const r = { date: '2025-04-20', time: '14:00' };
    expect(alertAt(r, '1 week before')).toEqual(new Date(2025, 3, 13, 14, 0));
    expect(alertAt(r, '3 days before')).toEqual(new Date(2025, 3, 17, 14, 0));
    expect(alertAt(r, '1 day before')).toEqual(new Date(2025, 3, 19, 14, 0));
    expect(alertAt(r, 'On the day')).toEqual(new Date(2025, 3, 20, 14, 0));
    expect(alertAt(r, 'something else')).toEqual(new Date(2025, 3, 13, 14, 0));
  });

  it('sorts soonest first and writes a readable moment', () => {
    const sorted = sortReminders(seedReminders(new Date(2025, 0, 1))).map((r) => r.date);
    expect(sorted).toEqual(['2025-04-20', '2025-05-01', '2025-06-15']);
    expect(formatWhen({ date: '2025-06-15', time: '23:59' })).toBe('Sun, Jun 15, 2025 at 11:59 PM');
    expect(formatWhen({ date: '2025-06-15' })).toBe('Sun, Jun 15, 2025');
  });
});

import {
  calendarDayAt,
  cashFlowByMonth,
  expensePaidMinor,
  leadDaysText,
  paymentSchema,
  paymentStatus,
  type Payment,
} from './payments-model';

const pay = (over: Partial<Payment>): Payment => ({
  id: 'p',
  expenseId: 'e1',
  amount: 1000,
  dueDate: '2026-12-10',
  leadDays: [7, 1],
  ...over,
});

describe('the couple’s calendar day', () => {
  // 18:29 UTC on Dec 9 is 23:59 in India; a minute later it is Dec 10 there while still Dec 9 in UTC and California.
  const beforeMidnightInIndia = new Date('2026-12-09T18:29:00Z');
  const afterMidnightInIndia = new Date('2026-12-09T18:30:00Z');
  it('turns at the couple’s midnight, not UTC’s', () => {
    expect(calendarDayAt(beforeMidnightInIndia, 330)).toBe('2026-12-09');
    expect(calendarDayAt(afterMidnightInIndia, 330)).toBe('2026-12-10');
    expect(calendarDayAt(afterMidnightInIndia, 0)).toBe('2026-12-09');
    // 07:59 UTC on Dec 10 is still 23:59 on Dec 9 in California.
    expect(calendarDayAt(new Date('2026-12-10T07:59:00Z'), -480)).toBe('2026-12-09');
    expect(calendarDayAt(new Date('2026-12-10T08:00:00Z'), -480)).toBe('2026-12-10');
  });

  it('makes a payment due on Dec 9 overdue at India’s midnight while California still has the day', () => {
    const p = pay({ dueDate: '2026-12-09' });
    const now = new Date('2026-12-09T18:30:00Z');
    expect(paymentStatus(p, calendarDayAt(now, 330))).toBe('overdue');
    expect(paymentStatus(p, calendarDayAt(now, -480))).toBe('due soon');
  });
});

describe('payment status', () => {
  const today = '2026-12-10';
  it('is paid once it has a paid day, whatever its due date', () => {
    expect(paymentStatus(pay({ dueDate: '2026-01-01', paidOn: '2026-01-02' }), today)).toBe('paid');
  });
  it('is overdue from the day after it falls due', () => {
    expect(paymentStatus(pay({ dueDate: '2026-12-09' }), today)).toBe('overdue');
    expect(paymentStatus(pay({ dueDate: '2026-12-10' }), today)).toBe('due soon');
  });
  it('is due soon up to seven days ahead and upcoming after', () => {
    expect(paymentStatus(pay({ dueDate: '2026-12-17' }), today)).toBe('due soon');
    expect(paymentStatus(pay({ dueDate: '2026-12-18' }), today)).toBe('upcoming');
  });
  it('counts days across a month and a year end', () => {
    expect(paymentStatus(pay({ dueDate: '2027-01-02' }), '2026-12-26')).toBe('due soon');
    expect(paymentStatus(pay({ dueDate: '2026-12-31' }), '2027-01-01')).toBe('overdue');
  });
});

describe('due soon follows the payment’s own reminders', () => {
  const today = '2026-12-10';
  it('opens on the day of its earliest reminder', () => {
    expect(paymentStatus(pay({ dueDate: '2026-12-24', leadDays: [14, 2] }), today)).toBe('due soon');
    expect(paymentStatus(pay({ dueDate: '2026-12-25', leadDays: [14, 2] }), today)).toBe('upcoming');
    expect(paymentStatus(pay({ dueDate: '2026-12-12', leadDays: [2] }), today)).toBe('due soon');
    expect(paymentStatus(pay({ dueDate: '2026-12-13', leadDays: [2] }), today)).toBe('upcoming');
  });
  it('keeps the week before when it has no reminders', () => {
    expect(paymentStatus(pay({ dueDate: '2026-12-17', leadDays: [] }), today)).toBe('due soon');
    expect(paymentStatus(pay({ dueDate: '2026-12-18', leadDays: [] }), today)).toBe('upcoming');
  });
});

describe('reminder days as typed', () => {
  const read = (text: string) => leadDaysText.safeParse(text);
  it('reads "7, 1", "7 and 1" and "1 7 7" as the same days, earliest reminder first', () => {
    expect(read('7, 1').data).toEqual([7, 1]);
    expect(read('7 and 1').data).toEqual([7, 1]);
    expect(read(' 1 7 7 ').data).toEqual([7, 1]);
    expect(read('0').data).toEqual([0]);
  });
  it('reads nothing as no reminders', () => {
    expect(read('  ').data).toEqual([]);
  });
  it('refuses words, fractions, negatives, more than a year and more than five reminders, in words', () => {
    const message = (text: string) => read(text).error?.issues[0]?.message;
    expect(message('a week')).toBe('Write the reminder days as whole numbers, e.g. 7, 1');
    expect(message('1.5')).toBe('Write the reminder days as whole numbers, e.g. 7, 1');
    expect(message('-1')).toBe('Write the reminder days as whole numbers, e.g. 7, 1');
    expect(message('400')).toBe('A reminder can be at most 365 days before');
    expect(message('1, 2, 3, 4, 5, 6')).toBe('Keep it to five reminders');
  });
});

describe('the payment schema', () => {
  it('needs exactly one of an expense and a vendor', () => {
    const base = { id: 'p', amount: 10, dueDate: '2026-12-10' };
    expect(paymentSchema.safeParse({ ...base, expenseId: 'e' }).success).toBe(true);
    expect(paymentSchema.safeParse({ ...base, vendorId: 'v' }).success).toBe(true);
    expect(paymentSchema.safeParse(base).success).toBe(false);
    expect(paymentSchema.safeParse({ ...base, expenseId: 'e', vendorId: 'v' }).success).toBe(false);
  });
  it('defaults the reminders to a week and a day before', () => {
    expect(
      paymentSchema.parse({ id: 'p', amount: 10, dueDate: '2026-12-10', vendorId: 'v' }).leadDays,
    ).toEqual([7, 1]);
  });
  it('refuses a zero amount and an unknown method', () => {
    const base = { id: 'p', expenseId: 'e', dueDate: '2026-12-10' };
    expect(paymentSchema.safeParse({ ...base, amount: 0 }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...base, amount: 5, method: 'bitcoin' }).success).toBe(false);
  });
});

describe('an expense’s paid figure', () => {
  const expense = { id: 'e1', amount: 90_000.3, paid: true };
  it('is its paid box when it has no instalments', () => {
    expect(expensePaidMinor(expense, [])).toBe(9_000_030);
    expect(expensePaidMinor({ ...expense, paid: false }, [])).toBe(0);
  });
  it('is the sum of its paid instalments, in paise, when it has any', () => {
    const payments = [
      pay({ id: 'a', amount: 30_000.1, paidOn: '2026-10-01' }),
      pay({ id: 'b', amount: 30_000.1, paidOn: '2026-11-01' }),
      pay({ id: 'c', amount: 30_000.1 }),
      pay({ id: 'd', expenseId: 'other', amount: 5, paidOn: '2026-11-01' }),
    ];
    expect(expensePaidMinor(expense, payments)).toBe(6_000_020);
  });
});

describe('cash flow by month', () => {
  it('groups paid and still-due amounts by the month they fall due, in paise, with no gap months', () => {
    const rows = cashFlowByMonth([
      pay({ id: 'a', amount: 0.1, dueDate: '2026-11-30', paidOn: '2026-11-29' }),
      pay({ id: 'b', amount: 0.2, dueDate: '2026-11-01', paidOn: '2026-11-01' }),
      pay({ id: 'c', amount: 500, dueDate: '2026-11-15' }),
      pay({ id: 'd', amount: 1000, dueDate: '2027-02-01' }),
    ]);
    expect(rows).toEqual([
      { month: '2026-11', paid: 30, due: 50_000 },
      { month: '2026-12', paid: 0, due: 0 },
      { month: '2027-01', paid: 0, due: 0 },
      { month: '2027-02', paid: 0, due: 100_000 },
    ]);
  });
  it('is empty without payments', () => {
    expect(cashFlowByMonth([])).toEqual([]);
  });
});

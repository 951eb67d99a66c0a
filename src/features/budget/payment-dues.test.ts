import type { Payment } from './payments-model';
import {
  namePayments,
  paymentCalendarEntries,
  paymentAlertsDue,
  paymentsCsv,
  paymentsNeedingAttention,
} from './payment-dues';

const pay = (over: Partial<Payment>): Payment => ({
  id: 'p',
  expenseId: 'caterer',
  amount: 200_000,
  dueDate: '2026-12-10',
  leadDays: [7, 1],
  ...over,
});
const expenses = [{ id: 'caterer', description: 'Caterer' }];
const vendors = [{ id: 'rosewood', name: 'Rosewood Manor' }];

describe('payments outside the budget', () => {
  const schedule = namePayments(
    [
      pay({ id: 'first', dueDate: '2026-11-20' }),
      pay({ id: 'second', dueDate: '2026-12-01' }),
      pay({ id: 'third', dueDate: '2027-01-15' }),
      pay({ id: 'paid', dueDate: '2026-11-01', paidOn: '2026-11-01', method: 'UPI' }),
      pay({
        id: 'venue',
        expenseId: undefined,
        vendorId: 'rosewood',
        amount: 100_000,
        dueDate: '2026-11-29',
      }),
    ],
    expenses,
    vendors,
  );

  it('names each payment by its expense or its vendor', () => {
    expect(schedule.map((p) => p.payee)).toEqual([
      'Caterer',
      'Caterer',
      'Caterer',
      'Caterer',
      'Rosewood Manor',
    ]);
  });

  it('lists the overdue and the due-this-week, most overdue first, never the paid or the far-off', () => {
    expect(paymentsNeedingAttention(schedule, '2026-11-28').map((p) => [p.id, p.status])).toEqual([
      ['first', 'overdue'],
      ['venue', 'due soon'],
      ['second', 'due soon'],
    ]);
  });

  it('raises each reminder once, at 9:00 its lead days before the due day, and none for a paid payment', () => {
    const [second] = schedule.filter((p) => p.id === 'second');
    const at = (iso: string) => new Date(iso).getTime();
    // 7 days before Dec 1 is Nov 24, 09:00 local.
    const weekBefore = paymentAlertsDue(
      [second],
      'INR',
      at('2026-11-24T08:59:00'),
      at('2026-11-24T09:00:00'),
    );
    expect(weekBefore).toEqual([
      {
        key: 'payment:second:2026-12-01:7',
        title: 'Payment due in 7 days: Caterer',
        body: '₹2,00,000 due Dec 1, 2026',
      },
    ]);
    expect(paymentAlertsDue([second], 'INR', at('2026-11-24T09:00:00'), at('2026-11-30T08:59:00'))).toEqual(
      [],
    );
    expect(
      paymentAlertsDue([second], 'INR', at('2026-11-30T08:00:00'), at('2026-11-30T10:00:00')).map(
        (a) => a.title,
      ),
    ).toEqual(['Payment due tomorrow: Caterer']);
    const paid = schedule.find((p) => p.id === 'paid')!;
    expect(paymentAlertsDue([paid], 'INR', at('2026-10-01T00:00:00'), at('2026-11-02T00:00:00'))).toEqual([]);
    // The couple's own lead days replace the default.
    const edited = { ...second, leadDays: [3] };
    expect(
      paymentAlertsDue([edited], 'INR', at('2026-11-28T08:00:00'), at('2026-11-28T10:00:00')).map(
        (a) => a.key,
      ),
    ).toEqual(['payment:second:2026-12-01:3']);
  });

  it('puts each unpaid payment in the calendar export on its due day, never a paid one', () => {
    const entries = paymentCalendarEntries(schedule, 'INR');
    expect(entries.map((e) => [e.uid, e.date, e.summary])).toEqual([
      ['payment-first', '2026-11-20', 'Payment due: Caterer'],
      ['payment-venue', '2026-11-29', 'Payment due: Rosewood Manor'],
      ['payment-second', '2026-12-01', 'Payment due: Caterer'],
      ['payment-third', '2027-01-15', 'Payment due: Caterer'],
    ]);
    expect(entries[1].description).toBe('₹1,00,000');
  });

  it('exports the schedule as CSV by due date with each status', () => {
    const csv = paymentsCsv(schedule, 'INR', '2026-11-28').split('\r\n');
    expect(csv[0]).toBe('Due date,For,Amount,Currency,Status,Paid on,Method,Note');
    expect(csv[1]).toBe('2026-11-01,Caterer,200000,INR,Paid,2026-11-01,UPI,');
    expect(csv[2]).toBe('2026-11-20,Caterer,200000,INR,Overdue,,,');
    expect(csv.slice(3, 6)).toEqual([
      '2026-11-29,Rosewood Manor,100000,INR,Due soon,,,',
      '2026-12-01,Caterer,200000,INR,Due soon,,,',
      '2027-01-15,Caterer,200000,INR,Upcoming,,,',
    ]);
  });
});

import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';
import { isoDateSchema } from '@/lib/date-schema';
import { optionalText } from '@/lib/form-fields';
import { MAX_AMOUNT, toMinor } from '@/lib/money';

/**
 * Instalments (issue 32, item 1): one due payment of an expense or of a vendor, never both. Amounts are in the
 * budget's currency, in major units like every other amount; sums go through whole minor units (src/lib/money).
 * `receiptFile` is a FilePort key, like a vendor's contract file.
 */
export const PAYMENT_METHODS = ['cash', 'UPI', 'bank transfer', 'card', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const NOTE_MAX = 500;
/** The reminders a payment raises by default: a week before and the day before it falls due. */
export const DEFAULT_LEAD_DAYS = [7, 1];
/** "Due soon" without reminders: the week before the due day. */
export const DUE_SOON_DAYS = 7;
export const LEAD_DAYS_MAX = 365;
export const REMINDERS_MAX = 5;

/** Reminder days: whole days before the due day (0 is the day itself). */
export const leadDaysSchema = z
  .array(
    z
      .int('Write each reminder as a whole number of days')
      .check(
        z.gte(0, 'A reminder cannot come after the due day'),
        z.lte(LEAD_DAYS_MAX, `A reminder can be at most ${LEAD_DAYS_MAX} days before`),
      ),
  )
  .check(z.maxLength(REMINDERS_MAX, 'Keep it to five reminders'));

/**
 * Reminder days as the couple types them ("7, 1", "7 and 1", or nothing for no reminders): the numbers, each once,
 * earliest reminder first, checked against the schema's limits.
 */
export const leadDaysText = z.pipe(
  z.string(),
  z.transform((text: string, ctx) => {
    const words = text
      .toLowerCase()
      .split(/[\s,;]+|\band\b/)
      .filter(Boolean);
    // The issue goes on the text itself (not on one number of the list), so the form shows it under the field.
    const refuse = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: text });
      return z.NEVER;
    };
    if (words.some((w) => !/^\d{1,4}$/.test(w)))
      return refuse('Write the reminder days as whole numbers, e.g. 7, 1');
    const days = leadDaysSchema.safeParse([...new Set(words.map(Number))].sort((a, b) => b - a));
    return days.success ? days.data : refuse(days.error.issues[0].message);
  }),
);

/** Reminder days as the form shows them: "7, 1". */
export const leadDaysToText = (days: readonly number[]) => days.join(', ');

const ref = z.optional(z.string().check(z.minLength(1), z.maxLength(64)));

export const paymentSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    expenseId: ref,
    vendorId: ref,
    amount: z
      .number()
      .check(z.positive('Enter an amount greater than 0'), z.lte(MAX_AMOUNT, 'That amount is too large')),
    dueDate: isoDateSchema('Choose a due date'),
    paidOn: z.optional(isoDateSchema('Choose the day it was paid')),
    method: z.optional(z.enum(PAYMENT_METHODS, 'Choose how it was paid')),
    note: optionalText('Note', NOTE_MAX),
    receiptFile: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
    leadDays: z._default(leadDaysSchema, DEFAULT_LEAD_DAYS),
  })
  .check(
    z.refine((p) => (p.expenseId === undefined) !== (p.vendorId === undefined), {
      message: 'A payment belongs to one expense or one vendor',
      path: ['expenseId'],
    }),
  );
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsCollection = defineCollection<Payment>({
  table: 'payments',
  schema: paymentSchema,
  seed: () => [],
  noun: 'payment',
});

export type PaymentStatus = 'paid' | 'overdue' | 'due soon' | 'upcoming';
/** Each status in words: shown on every badge and in the CSV, so no status is told by colour alone. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  overdue: 'Overdue',
  'due soon': 'Due soon',
  upcoming: 'Upcoming',
};

/**
 * The calendar day at `now` for a zone `utcOffsetMinutes` ahead of UTC (India +330, California −480). A payment is
 * due on a day of the couple's calendar, so "today" must be their day, not the server's or UTC's.
 */
export const calendarDayAt = (now: Date, utcOffsetMinutes: number = -now.getTimezoneOffset()): string =>
  new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to`, both ISO calendar dates (no clock, so no daylight-saving hour can shift it). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Paid once it has a paid day; otherwise overdue from the day after it falls due, and due soon from the day its first
 * reminder goes off (a week before by default; the week before when it has no reminders), so the overview and
 * Notifications list it when the couple's own reminders say it is time.
 */
export function paymentStatus(
  payment: Pick<Payment, 'dueDate' | 'paidOn'> & { leadDays?: readonly number[] },
  today: string,
): PaymentStatus {
  if (payment.paidOn) return 'paid';
  const days = daysBetween(today, payment.dueDate);
  if (days < 0) return 'overdue';
  const soon = payment.leadDays?.length ? Math.max(...payment.leadDays) : DUE_SOON_DAYS;
  return days <= soon ? 'due soon' : 'upcoming';
}

/**
 * What an expense has paid, in minor units: the sum of its paid instalments when it has any, else its whole amount
 * when its "paid" box is ticked (the budget before instalments).
 */
export function expensePaidMinor(
  expense: { id: string; amount: number; paid: boolean },
  payments: readonly Payment[],
): number {
  const own = payments.filter((p) => p.expenseId === expense.id);
  if (own.length === 0) return expense.paid ? toMinor(expense.amount) : 0;
  return own.reduce((sum, p) => sum + (p.paidOn ? toMinor(p.amount) : 0), 0);
}

export interface CashFlowMonth {
  /** 'yyyy-MM'. */
  month: string;
  /** Minor units. */
  paid: number;
  due: number;
}

/**
 * What falls due month by month (issue 32, item 4): each payment counts in the month of its due date, as paid or
 * still due; months without payments between the first and the last are kept (as zeros) so the chart's time axis
 * has no gaps.
 */
export function cashFlowByMonth(payments: readonly Payment[]): CashFlowMonth[] {
  const byMonth = new Map<string, CashFlowMonth>();
  for (const p of payments) {
    const month = p.dueDate.slice(0, 7);
    const row = byMonth.get(month) ?? { month, paid: 0, due: 0 };
    if (p.paidOn) row.paid += toMinor(p.amount);
    else row.due += toMinor(p.amount);
    byMonth.set(month, row);
  }
  const months = [...byMonth.keys()].sort();
  if (months.length === 0) return [];
  const out: CashFlowMonth[] = [];
  let [year, month] = months[0].split('-').map(Number);
  const last = months[months.length - 1];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    out.push(byMonth.get(key) ?? { month: key, paid: 0, due: 0 });
    if (key === last) return out;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

import { addDays } from 'date-fns';
import { toCsv } from '@/lib/csv';
import { atTime, formatShortDate, parseIsoDate, toIsoDate } from '@/lib/dates';
import { compareCodeUnits } from '@/lib/compare';
import { formatAmount } from '@/lib/money';
import { PAYMENT_STATUS_LABELS, paymentStatus, type Payment, type PaymentStatus } from './payments-model';

/**
 * Where payments show outside the budget (issue 32 item 3): the overview's next-up list, the notifications page and
 * browser alerts, the calendar export and the schedule's CSV. All of it is computed from the payments themselves,
 * never copied into the reminders list: a payment moved, paid or deleted can then never leave a stale reminder.
 */

/** A payment with the name the couple knows it by: its expense's description, or its vendor's name. */
export interface NamedPayment extends Payment {
  payee: string;
}

export function namePayments(
  payments: readonly Payment[],
  expenses: readonly { id: string; description: string }[],
  vendors: readonly { id: string; name: string }[],
): NamedPayment[] {
  const names = new Map<string, string>([
    ...expenses.map((e) => [`e:${e.id}`, e.description] as const),
    ...vendors.map((v) => [`v:${v.id}`, v.name] as const),
  ]);
  return payments.map((p) => ({
    ...p,
    payee: names.get(p.expenseId ? `e:${p.expenseId}` : `v:${p.vendorId}`) ?? 'Payment',
  }));
}

const byDueDate = (a: Payment, b: Payment) => compareCodeUnits(a.dueDate, b.dueDate);

/** The unpaid payments that need the couple now: overdue or due within the week, soonest (most overdue) first. */
export function paymentsNeedingAttention(
  payments: readonly NamedPayment[],
  today: string,
): (NamedPayment & { status: PaymentStatus })[] {
  return payments
    .map((p) => ({ ...p, status: paymentStatus(p, today) }))
    .filter((p) => p.status === 'overdue' || p.status === 'due soon')
    .sort(byDueDate);
}

/** Reminders go off at 9:00 on their day, like a task's. */
export const PAYMENT_REMINDER_TIME = '09:00';

export interface PaymentAlert {
  key: string;
  title: string;
  body: string;
}

const leadText = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/**
 * A browser alert for each unpaid payment's reminder whose moment falls in (from, to]: its lead days before the due
 * day at 9:00 local time. The key names the due day and the lead, so moving the due date raises the new reminders.
 */
export function paymentAlertsDue(
  payments: readonly NamedPayment[],
  currency: string,
  from: number,
  to: number,
): PaymentAlert[] {
  const alerts: PaymentAlert[] = [];
  for (const p of payments) {
    if (p.paidOn) continue;
    for (const lead of p.leadDays) {
      const at = atTime(toIsoDate(addDays(parseIsoDate(p.dueDate), -lead)), PAYMENT_REMINDER_TIME).getTime();
      if (at <= from || at > to) continue;
      alerts.push({
        key: `payment:${p.id}:${p.dueDate}:${lead}`,
        title: `Payment due ${leadText(lead)}: ${p.payee}`,
        body: `${formatAmount(p.amount, currency)} due ${formatShortDate(p.dueDate)}`,
      });
    }
  }
  return alerts;
}

/**
 * The unpaid payments as day-long calendar entries for the schedule's .ics export (schedule/ics.ts `AllDayEntry`):
 * one each, on its due day, its UID from the payment's id so a re-import updates rather than duplicates it.
 */
export function paymentCalendarEntries(payments: readonly NamedPayment[], currency: string) {
  return payments
    .filter((p) => !p.paidOn)
    .sort(byDueDate)
    .map((p) => ({
      uid: `payment-${p.id}`,
      date: p.dueDate,
      summary: `Payment due: ${p.payee}`,
      description: `${formatAmount(p.amount, currency)}${p.note ? `\n${p.note}` : ''}`,
    }));
}

export const PAYMENTS_CSV_HEADER = [
  'Due date',
  'For',
  'Amount',
  'Currency',
  'Status',
  'Paid on',
  'Method',
  'Note',
];

/** The payment schedule as a spreadsheet, by due date; amounts as plain numbers so they can be summed. */
export function paymentsCsv(payments: readonly NamedPayment[], currency: string, today: string): string {
  const rows = [...payments]
    .sort(byDueDate)
    .map((p) => [
      p.dueDate,
      p.payee,
      p.amount,
      currency,
      PAYMENT_STATUS_LABELS[paymentStatus(p, today)],
      p.paidOn ?? '',
      p.method ?? '',
      p.note ?? '',
    ]);
  return toCsv([PAYMENTS_CSV_HEADER, ...rows]);
}

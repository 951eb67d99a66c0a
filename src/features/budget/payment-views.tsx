import { useEffect, useMemo } from 'react';
import { useNamedPayments } from './api/use-named-payments';
import {
  paymentAlertsDue,
  paymentCalendarEntries,
  paymentsNeedingAttention,
  type PaymentAlert,
} from './payment-dues';
import { PaymentsDueList } from './payments-due-list';

/**
 * Payments where they show outside the budget: the overview, Notifications, the schedule's .ics and browser alerts.
 * One chunk fetched after those pages' first load (budget index `loadPaymentViews`), so the payments, vendors and
 * the rules that name them never weigh on a page that only shows them in a corner.
 */

/** The overdue and due-soon payments on `today`, `limit` at most; nothing while reading or when none are due. */
export function DuePayments({
  today,
  currency,
  limit,
  onCount,
}: {
  today: string;
  currency: string;
  limit?: number;
  /** Told how many are due, once read (0 when none), so a page can leave out an "all clear" that would be wrong. */
  onCount?: (count: number) => void;
}) {
  const { items, isLoading } = useNamedPayments();
  const due = useMemo(() => paymentsNeedingAttention(items, today), [items, today]);
  useEffect(() => {
    if (!isLoading) onCount?.(due.length);
  }, [isLoading, due.length, onCount]);
  if (isLoading || due.length === 0) return null;
  return <PaymentsDueList payments={limit ? due.slice(0, limit) : due} currency={currency} />;
}

/** Hands the unpaid payments to the schedule as all-day calendar entries once read and whenever they change; shows nothing. */
export function PaymentCalendarFeed({
  currency,
  onEntries,
}: {
  currency: string;
  onEntries: (entries: ReturnType<typeof paymentCalendarEntries>) => void;
}) {
  const { items, isLoading } = useNamedPayments();
  // Nothing until the payments are read: an empty list meanwhile would be taken for "no payments due".
  useEffect(() => {
    if (!isLoading) onEntries(paymentCalendarEntries(items, currency));
  }, [isLoading, items, currency, onEntries]);
  return null;
}

/**
 * Hands the reminder alerts (notifications, when browser alerts are on) what collects each payment's reminders due in
 * a window, whenever the payments change; shows nothing.
 */
export function PaymentAlertFeed({
  currency,
  onAlerts,
}: {
  currency: string;
  onAlerts: (collect: (from: number, to: number) => PaymentAlert[]) => void;
}) {
  const { items } = useNamedPayments();
  useEffect(
    () => onAlerts((from, to) => paymentAlertsDue(items, currency, from, to)),
    [items, currency, onAlerts],
  );
  return null;
}

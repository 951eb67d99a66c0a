import { createElement, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { tasksCollection } from '@/features/tasks';
import { notificationsSupported } from '@/lib/browser-notifications';
import { useCollection, useProfile } from '@/lib/data';
import { alertsDue, type Alert } from './alerts';
import { remindersCollection } from './model';

/** How often the open app looks for alerts that have fallen due; an alert is at most this late. */
export const CHECK_INTERVAL_MS = 15_000;

/**
 * While enabled, checks every CHECK_INTERVAL_MS for alerts whose moment passed since the previous check and
 * raises each as a browser Notification once. Only moments that pass while the app is open count (the first
 * window starts at mount), so a reload never repeats old alerts; the tag lets the system fold duplicates from
 * two open tabs.
 */
export function useAlertScheduler(enabled: boolean, collect: (from: number, to: number) => Alert[]) {
  const collectRef = useRef(collect);
  useEffect(() => {
    collectRef.current = collect;
  });

  useEffect(() => {
    if (!enabled || !notificationsSupported()) return;
    let last = Date.now();
    const shown = new Set<string>();
    const timer = setInterval(() => {
      const now = Date.now();
      const from = last;
      last = now;
      if (Notification.permission !== 'granted') return;
      for (const alert of collectRef.current(from, now)) {
        if (shown.has(alert.key)) continue;
        shown.add(alert.key);
        try {
          new Notification(alert.title, { body: alert.body, tag: alert.key });
        } catch (error) {
          // Android Chrome only shows notifications through a service worker; the constructor throws there.
          console.warn('Could not show a browser notification', error);
        }
      }
    }, CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}

/**
 * Browser alerts for the signed-in user's reminders, task reminders and weekly update, per their notification
 * preferences (one set, changed in Settings or on the Notifications page). Payments' reminders run beside them
 * (ActiveReminderAlerts).
 */
type Collect = (from: number, to: number) => Alert[];
const none: Collect = () => [];

export function useReminderAlerts(more: Collect = none) {
  const { items: reminders } = useCollection(remindersCollection);
  const { items: tasks } = useCollection(tasksCollection);
  const { data } = useProfile();
  const prefs = data.notifications;
  useAlertScheduler(prefs.browser, (from, to) => [
    ...alertsDue(
      {
        reminders,
        tasks,
        taskReminders: data.taskReminders,
        frequency: data.reminders.frequency,
        remindTasks: prefs.reminders,
        weeklyUpdates: prefs.weeklyUpdates,
      },
      from,
      to,
    ),
    ...more(from, to),
  ]);
}

/**
 * Mounted once by the sign-in guard (src/app/guards.tsx), so alerts run on every signed-in page. The reminders
 * and tasks are read only once browser alerts are on (they are off until the couple turns them on), so no other
 * page pays for loading them.
 */
export function ReminderAlerts() {
  const { data } = useProfile();
  return data.notifications.browser && notificationsSupported() ? createElement(ActiveReminderAlerts) : null;
}

// Each payment's reminders, computed from the payment schedule (budget/payment-views.tsx), fetched with the alerts.
const PaymentAlertFeed = lazy(() =>
  import('@/features/budget')
    .then((budget) => budget.loadPaymentViews())
    .then((m) => ({ default: m.PaymentAlertFeed })),
);

function ActiveReminderAlerts() {
  const { data } = useProfile();
  const [payments, setPayments] = useState<{ collect: Collect }>({ collect: none });
  const onAlerts = useCallback((collect: Collect) => setPayments({ collect }), []);
  useReminderAlerts(payments.collect);
  return createElement(
    Suspense,
    { fallback: null },
    createElement(PaymentAlertFeed, { currency: data.budget.currency, onAlerts }),
  );
}

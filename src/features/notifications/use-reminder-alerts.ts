import { createElement, useEffect, useRef } from 'react';
import { paymentAlertsDue, useNamedPayments } from '@/features/budget';
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
 * Browser alerts for the signed-in user's reminders, task reminders, payments' reminders (each payment's lead days
 * before it falls due) and weekly update, per their notification preferences (one set, changed in Settings or on the
 * Notifications page).
 */
export function useReminderAlerts() {
  const { items: reminders } = useCollection(remindersCollection);
  const { items: tasks } = useCollection(tasksCollection);
  const { items: payments } = useNamedPayments();
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
    ...paymentAlertsDue(payments, data.budget.currency, from, to),
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

function ActiveReminderAlerts() {
  useReminderAlerts();
  return null;
}

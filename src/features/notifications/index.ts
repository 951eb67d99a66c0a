export { ReminderAlerts, useReminderAlerts, useAlertScheduler, CHECK_INTERVAL_MS } from './use-reminder-alerts';
export { remindersCollection, type Reminder } from './model';

export {
  ReminderAlerts,
  useReminderAlerts,
  useAlertScheduler,
  CHECK_INTERVAL_MS,
} from './use-reminder-alerts';
export { remindersCollection, dueAt, formatWhen, sortReminders, type Reminder } from './model';
export { emailNote, PREFERENCE_NOTES, NEEDS_BROWSER } from './preferences';

export {
  ReminderAlerts,
  useReminderAlerts,
  useAlertScheduler,
  CHECK_INTERVAL_MS,
} from './use-reminder-alerts';
export {
  remindersCollection,
  dueAt,
  formatWhen,
  sortReminders,
  REMINDER_TYPES,
  REMINDER_TYPE_LABELS,
  TITLE_MAX as REMINDER_TITLE_MAX,
  type Reminder,
} from './model';
export { emailNote, PREFERENCE_NOTES, NEEDS_BROWSER } from './preferences';
/** The reminders' command, for the AI planner's tools (loaded with them, not with the pages that list reminders). */
export const loadReminderCommands = () => import('./commands');

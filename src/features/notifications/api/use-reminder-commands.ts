import { useCommand } from '@/lib/data/use-command';
import { addReminder } from '../commands';

/** The reminders' commands for their page: each one batch, shown at once, on the app's one undo. */
export function useReminderCommands() {
  return { addReminder: useCommand(addReminder, { noun: 'notification' }) };
}

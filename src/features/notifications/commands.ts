import { addRecordCommand } from '@/lib/commands/record-commands';
import { remindersCollection, type Reminder } from './model';

/**
 * The reminders' command (src/lib/commands): one batch. The contract suite runs it on both adapters (tests/contract).
 */
export const addReminder = addRecordCommand(remindersCollection, 'addReminder', (r: Reminder) => r.title);

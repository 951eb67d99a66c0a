import { recordCommands } from '@/lib/commands/record-commands';
import { scheduleCollection } from './model';

/**
 * The wedding day's schedule commands (src/lib/commands): each one batch, based on the versions it read. The contract
 * suite runs them on both adapters (tests/contract).
 */
export const { add: addScheduleEvent, update: updateScheduleEvent } = recordCommands(scheduleCollection, {
  names: { add: 'addScheduleEvent', update: 'updateScheduleEvent' },
  title: (event) => event.title,
});

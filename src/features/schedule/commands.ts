import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { scheduleCollection, type ScheduleEvent } from './model';

/**
 * The wedding day's schedule commands (src/lib/commands): each one batch, based on the versions it read. The contract
 * suite runs them on both adapters (tests/contract).
 */
const eventTitle = (event: ScheduleEvent) => event.title;
export const addScheduleEvent = addRecordCommand(scheduleCollection, 'addScheduleEvent', eventTitle);
export const updateScheduleEvent = updateRecordCommand(scheduleCollection, 'updateScheduleEvent', eventTitle);

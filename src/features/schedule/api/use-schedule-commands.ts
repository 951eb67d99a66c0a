import { useCommand } from '@/lib/data/use-command';
import { addScheduleEvent, updateScheduleEvent } from '../commands';

/** The schedule's commands for its page: each one batch, shown at once, on the app's one undo. */
export function useScheduleCommands() {
  return {
    addScheduleEvent: useCommand(addScheduleEvent, { noun: 'event' }),
    updateScheduleEvent: useCommand(updateScheduleEvent, { noun: 'event' }),
  };
}

import { useCommand } from '@/lib/data/use-command';
import { addTask, completeTask, updateTask } from '../commands';

/** The task list's commands for its components: each one batch, shown at once, on the app's one undo. */
export function useTaskCommands() {
  return {
    addTask: useCommand(addTask, { noun: 'task' }),
    updateTask: useCommand(updateTask, { noun: 'task' }),
    completeTask: useCommand(completeTask, { noun: 'task' }),
  };
}

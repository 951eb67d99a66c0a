import { defineCommand } from '@/lib/commands/command';
import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { z } from '@/lib/zod';
import { tasksCollection, type Task } from './model';

/**
 * The task list's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite runs
 * them on both adapters (tests/contract).
 */
const taskTitle = (task: Task) => task.title;
export const addTask = addRecordCommand(tasksCollection, 'addTask', taskTitle);
export const updateTask = updateRecordCommand(tasksCollection, 'updateTask', taskTitle);

/** Marks a task done, over the task as stored now (a task deleted meanwhile is refused, not brought back). */
export const completeTask = defineCommand({
  name: 'completeTask',
  input: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  plan: ({ id }, read) => updateTask.plan({ id, changes: { completed: true } }, read),
  // The ticked box's task leaves the upcoming list in the click's own task.
  predict: ({ id }, listed) => updateTask.predict!({ id, changes: { completed: true } }, listed),
  describe: (_input, task) => `Completed the task "${task.title}"`,
});

import { freshCollections, withWriteAfterRead } from '../../../tests/fakes/command-port';
import { VersionConflictError, type CollectionPort } from '@/lib/backend';
import { runCommand } from '@/lib/commands/run-command';
import { addTask, completeTask, updateTask } from './commands';
import { seedTasks } from './model';

const task = seedTasks().find((t) => !t.completed)!;

let port: CollectionPort;
beforeEach(async () => {
  port = await freshCollections();
});

describe('the task list’s commands', () => {
  it('addTask stores a valid task and refuses one without a title', async () => {
    await runCommand(port, addTask, task);
    expect(await port.get('tasks', task.id)).toEqual(task);
    await expect(runCommand(port, addTask, { ...task, id: 't2', title: ' ' })).rejects.toMatchObject({
      name: '$ZodError',
    });
    expect(await port.list('tasks')).toHaveLength(1);
  });

  it('completeTask marks the stored task done, and its undo opens it again', async () => {
    await port.put('tasks', { ...task, label: 'Set elsewhere' });
    const ran = await runCommand(port, completeTask, { id: task.id });
    expect(ran.label).toBe(`Completed the task "${task.title}"`);
    expect(await port.get('tasks', task.id)).toEqual({ ...task, label: 'Set elsewhere', completed: true });
    await port.apply(ran.inverse);
    expect(await port.get('tasks', task.id)).toMatchObject({ completed: false });
  });

  it('completeTask is refused for a task deleted or changed meanwhile', async () => {
    await expect(runCommand(port, completeTask, { id: task.id })).rejects.toMatchObject({
      name: 'VersionConflictError',
      reason: 'deleted',
    });
    expect(await port.list('tasks')).toEqual([]);
    await port.put('tasks', task);
    const stale = withWriteAfterRead(port, 'tasks', { ...task, title: 'Renamed' });
    await expect(runCommand(stale, completeTask, { id: task.id })).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    expect(await port.get('tasks', task.id)).toMatchObject({ title: 'Renamed', completed: false });
  });

  it('updateTask writes what the couple changed over the task as stored', async () => {
    await port.put('tasks', { ...task, priority: 'high' });
    await runCommand(port, updateTask, {
      id: task.id,
      changes: { ...task, dueDate: '2027-01-02' },
      seen: task,
    });
    expect(await port.get('tasks', task.id)).toMatchObject({ priority: 'high', dueDate: '2027-01-02' });
  });
});

import { ListTodo, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ShowMoreButton } from '@/components/ui/show-more';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useCollection, useUndoableRemove } from '@/lib/data';
import { useTaskCommands } from './api/use-task-commands';
import { formatCount } from '@/lib/format-number';
import { shortId } from '@/lib/ids';
import { usePaged } from '@/lib/use-paged';
import { DeadlinesCard } from './deadlines-card';
import { tasksCollection, upcomingTasks, type Task } from './model';
import { RemindersCard } from './reminders-card';
import { UpcomingTaskItem } from './upcoming-task-item';
import { useToday } from './use-today';
import { lazyNamed } from '@/lib/lazy-named';
import { SideColumn } from '@/components/side-column';
import { tasksHeading } from './heading';

// The form, and react-hook-form with it, arrives when its dialog first opens.
const TaskForm = lazyNamed(() => import('./task-form'), 'TaskForm');

/**
 * Open tasks shown at a time, here and in the Reminders card (Show more adds as many): a plan of 2,000 tasks opens
 * as fast as the sixteen samples.
 */
export const TASKS_PAGE = 20;

export default function TasksPage() {
  const { items, isLoading } = useCollection(tasksCollection);
  const { addTask, completeTask } = useTaskCommands();
  const remove = useUndoableRemove(tasksCollection);
  const [adding, setAdding] = useState(false);
  const today = useToday();
  const upcoming = useMemo(() => upcomingTasks(items), [items]);
  const { page, remaining, showMore } = usePaged(upcoming, '', TASKS_PAGE);

  const save = async (task: Omit<Task, 'id'>) => {
    await addTask({ ...task, id: shortId() });
    setAdding(false);
  };

  const complete = (task: Task) =>
    completeTask({ id: task.id }).then(
      () => toast(`“${task.title}” marked complete.`, 'success'),
      () => undefined,
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        {...tasksHeading}
        actions={
          <Button aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
            <Plus aria-hidden="true" />
            Add Task
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {adding && (
            <Card>
              <h2 className="mb-4 font-serif text-lg font-semibold">Add Task</h2>
              <TaskForm onSave={save} onCancel={() => setAdding(false)} />
            </Card>
          )}
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="sr-only">
              Open tasks
            </h2>
            {isLoading ? (
              <Spinner label="Loading your tasks" />
            ) : upcoming.length === 0 ? (
              <EmptyState
                icon={<ListTodo />}
                title="You're all caught up"
                description="Every task is complete. Add a task to keep planning."
              />
            ) : (
              <>
                <ul className="space-y-3">
                  {page.map((t) => (
                    <UpcomingTaskItem
                      key={t.id}
                      task={t}
                      onComplete={() => complete(t)}
                      onDelete={() => void remove(t.id, { name: t.title })}
                    />
                  ))}
                </ul>
                {remaining > 0 && (
                  <div className="mt-4 space-y-2 text-center text-sm text-copy">
                    <p>
                      Showing {formatCount(page.length)} of {formatCount(upcoming.length)} open tasks
                    </p>
                    <ShowMoreButton remaining={remaining} onClick={showMore} />
                  </div>
                )}
              </>
            )}
          </section>
        </div>
        <SideColumn waiting={isLoading} className="space-y-6">
          <DeadlinesCard tasks={upcoming} today={today} />
          <RemindersCard tasks={page} />
        </SideColumn>
      </div>
    </div>
  );
}

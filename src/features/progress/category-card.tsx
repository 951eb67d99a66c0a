import { Check } from 'lucide-react';
import { memo } from 'react';
import { Card } from '@/components/ui/card';
import { ShowMoreButton } from '@/components/ui/show-more';
import { cn } from '@/components/ui/cn';
import type { Progress, Task } from '@/features/tasks';
import { formatMonthDay } from '@/lib/dates';
import { usePaged } from '@/lib/use-paged';
import { ProgressRing } from './progress-ring';

/** Tasks listed at a time in a category (Show more adds as many): 2,000 tasks open as fast as sixteen. */
export const CATEGORY_PAGE = 20;

/** One planning category: its ring and its tasks, each a checkbox that toggles completion. */
export function CategoryCard({
  title,
  progress,
  tasks,
  onToggle,
}: {
  title: string;
  progress: Progress;
  tasks: Task[];
  onToggle: (task: Task) => void;
}) {
  const { page, remaining, showMore } = usePaged(tasks, '', CATEGORY_PAGE);
  return (
    <Card>
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <h2 className="font-serif text-lg font-semibold text-foreground">{title}</h2>
          <p className="text-sm text-muted-foreground">
            {progress.done} of {progress.total} done
          </p>
        </div>
        <ProgressRing percent={progress.percent} label={`${title} progress`} />
      </div>
      {tasks.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No tasks in this category yet.</p>
      ) : (
        <ul className="mt-4 space-y-1">
          {page.map((t) => (
            <TaskRow key={t.id} task={t} onToggle={onToggle} />
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <div className="mt-3">
          <ShowMoreButton remaining={remaining} onClick={showMore} of={title} />
        </div>
      )}
    </Card>
  );
}

/**
 * A task's row: memoised on the task, which keeps its identity while unchanged, so ticking one task of 2,000
 * re-renders its own row, not the page's eighty.
 */
const TaskRow = memo(function TaskRow({ task, onToggle }: { task: Task; onToggle: (task: Task) => void }) {
  return (
    <li>
      <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-muted">
        <input
          type="checkbox"
          className="peer sr-only"
          checked={task.completed}
          onChange={() => onToggle(task)}
        />
        <span
          aria-hidden="true"
          className={cn(
            'flex size-5 shrink-0 items-center justify-center rounded-full border-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
            task.completed ? 'border-success bg-success text-success-foreground' : 'border-input bg-card',
          )}
        >
          {task.completed && <Check className="size-3.5" strokeWidth={3} />}
        </span>
        <span
          className={cn(
            'min-w-0 flex-1 text-sm [overflow-wrap:anywhere]',
            task.completed ? 'text-subtle-foreground line-through' : 'text-foreground',
          )}
        >
          {task.title}
        </span>
        <span className="shrink-0 text-xs text-subtle-foreground">
          <span className="sr-only">due </span>
          {formatMonthDay(task.dueDate)}
        </span>
      </label>
    </li>
  );
});

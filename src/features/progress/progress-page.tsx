import { Heart } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useWeddingDate } from '@/features/schedule';
import {
  progressByCategory,
  progressOf,
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  loadTaskCommands,
  tasksCollection,
  useToday,
  type Task,
} from '@/features/tasks';
import { lazyCommand } from '@/lib/commands/command';
import { useCollection } from '@/lib/data';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useCommand } from '@/lib/data/use-command';
import { daysUntil, formatLongDate } from '@/lib/dates';
import { CategoryCard } from './category-card';
import { paths } from '@/lib/paths';
import { progressHeading } from './heading';

function countdown(weddingDate: string, today: Date): string {
  const days = daysUntil(weddingDate, today);
  if (days > 1) return `${days} days to go`;
  if (days === 1) return 'Tomorrow!';
  if (days === 0) return 'Today is the day!';
  return days === -1 ? '1 day ago' : `${-days} days ago`;
}

// The tasks' own command, fetched after the page renders (not with every page that imports the tasks index).
const updateTask = lazyCommand('updateTask', () => loadTaskCommands().then((m) => m.updateTask));

const byDueDate = (a: Task, b: Task) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0);

export default function ProgressPage() {
  const { items, isLoading } = useCollection(tasksCollection);
  const update = useCommand(updateTask, { noun: 'task' });
  const wedding = useWeddingDate();
  const today = useToday();
  const overall = progressOf(items);
  const categories = useMemo(() => progressByCategory(items), [items]);
  // Each category's tasks by due date, sorted once per change of the tasks rather than on every render.
  const sorted = useMemo(
    () => new Map(TASK_CATEGORIES.map((c) => [c, [...categories[c].tasks].sort(byDueDate)])),
    [categories],
  );

  // A refused change is put back and told by the command layer. Stable, so a tick re-renders the ticked row only.
  const toggle = useStableCallback((task: Task) =>
    update({ id: task.id, changes: { completed: !task.completed } }).catch(() => undefined),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader {...progressHeading} />

      <Card className="mb-6 space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Heart aria-hidden="true" className="size-6 shrink-0 fill-accent-strong text-primary" />
            <div>
              <p className="text-sm text-muted-foreground">Wedding Date</p>
              <p className="font-serif text-lg font-semibold text-foreground">
                {formatLongDate(wedding.date)}
              </p>
            </div>
          </div>
          <div className="text-sm text-muted-foreground sm:text-right">
            {wedding.isSet ? (
              <p className="font-medium text-primary-strong">{countdown(wedding.date, today)}</p>
            ) : (
              <>
                <p>Sample date</p>
                <Link
                  to={paths.settings()}
                  className="inline-flex min-h-10 items-center font-medium text-primary-strong underline"
                >
                  Set your wedding date
                </Link>
              </>
            )}
          </div>
        </div>
        <div>
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <h2 className="font-medium text-foreground">Overall Progress</h2>
            <span className="text-2xl font-semibold text-primary-strong">{overall.percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Overall progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={overall.percent}
            className="h-3 overflow-hidden rounded-full bg-secondary-strong"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${overall.percent}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-muted-foreground">
            {overall.done} of {overall.total} tasks completed
          </p>
        </div>
      </Card>

      {isLoading ? (
        <PageSpinner />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {TASK_CATEGORIES.map((c) => (
            <CategoryCard
              key={c}
              title={TASK_CATEGORY_LABELS[c]}
              progress={categories[c]}
              tasks={sorted.get(c)!}
              onToggle={toggle}
            />
          ))}
        </div>
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        See what's next on{' '}
        <Link to={paths.upcomingTasks()} className="font-medium text-primary-strong underline">
          Upcoming Tasks
        </Link>
        .
      </p>
    </div>
  );
}

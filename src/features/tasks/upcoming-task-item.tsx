import { CalendarDays, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/dates';
import { TASK_CATEGORY_LABELS, type Task } from './model';
import { PriorityBadge } from './priority-badge';

export function UpcomingTaskItem({
  task,
  onComplete,
  onDelete,
}: {
  task: Task;
  onComplete: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <label className="flex size-10 shrink-0 cursor-pointer items-center justify-center">
        <input type="checkbox" className="size-5 accent-primary" checked={false} onChange={onComplete} />
        <span className="sr-only">Mark {task.title} complete</span>
      </label>
      <div className="min-w-0 flex-1 space-y-1.5">
        <h3 className="font-semibold [overflow-wrap:anywhere] text-foreground">{task.title}</h3>
        {task.description && (
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{task.description}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={task.priority} />
          <Badge>{task.label || TASK_CATEGORY_LABELS[task.category]}</Badge>
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4" />
            Due {formatShortDate(task.dueDate)}
          </span>
        </div>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Delete ${task.title}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

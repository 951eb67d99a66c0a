import { Clock, Pencil, Trash2, User } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CATEGORY_STYLES } from './category-styles';
import { CATEGORY_LABELS, formatTimeRange, type ScheduleEvent } from './model';

export function EventCard({
  event,
  onEdit,
  onDelete,
}: {
  event: ScheduleEvent;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const style = CATEGORY_STYLES[event.category];
  return (
    <li className={cn('rounded-lg border border-l-4 border-border p-4', style.card)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex items-center gap-1.5 text-sm font-medium text-copy">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {formatTimeRange(event.time, event.duration)}
          </p>
          <h3 className="font-semibold [overflow-wrap:anywhere] text-foreground">{event.title}</h3>
          <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-medium', style.badge)}>
            {CATEGORY_LABELS[event.category]}
          </span>
          {event.description && (
            <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-muted-foreground">
              {event.description}
            </p>
          )}
          {event.assignedTo.length > 0 && (
            <ul aria-label="Assigned to" className="flex flex-wrap gap-1.5 pt-1">
              {event.assignedTo.map((name, i) => (
                <li
                  key={`${name}-${i}`}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-card px-2.5 py-0.5 text-xs text-copy"
                >
                  <User aria-hidden="true" className="size-3 shrink-0" />
                  <span className="[overflow-wrap:anywhere]">{name}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${event.title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${event.title}`} onClick={onDelete}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

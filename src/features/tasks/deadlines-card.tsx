import { Clock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatShortDate } from '@/lib/dates';
import type { Task } from './model';
import { urgencyOf, urgencyText, type Urgency } from './progress';

const STYLES: Record<Urgency, string> = {
  overdue: 'border-l-destructive bg-destructive-soft text-destructive-deep',
  today: 'border-l-warning bg-warning-soft text-warning-text',
  soon: 'border-l-success bg-success-soft text-success-deep',
  later: 'border-l-info bg-info-soft text-info-text',
};

/** The next three deadlines, coloured by urgency (overdue red, today yellow, within 7 days green, else blue). */
export function DeadlinesCard({ tasks, today }: { tasks: Task[]; today: Date }) {
  const next = tasks.slice(0, 3);
  return (
    <Card>
      <h2 className="flex items-center gap-2 font-serif text-lg font-semibold text-foreground">
        <Clock aria-hidden="true" className="size-5 text-primary-strong" />
        Upcoming Deadlines
      </h2>
      {next.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No open deadlines.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {next.map((t) => {
            const urgency = urgencyOf(t.dueDate, today);
            return (
              <li
                key={t.id}
                data-urgency={urgency}
                className={cn('rounded-lg border border-l-4 border-border px-3 py-2', STYLES[urgency])}
              >
                <p className="text-sm font-medium [overflow-wrap:anywhere]">{t.title}</p>
                <p className="text-xs">
                  {formatShortDate(t.dueDate)} · {urgencyText(t.dueDate, today)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

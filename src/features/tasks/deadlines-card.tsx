import { Clock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatShortDate } from '@/lib/dates';
import type { Task } from './model';
import { urgencyOf, urgencyText, type Urgency } from './progress';

const STYLES: Record<Urgency, string> = {
  overdue: 'border-l-red-500 bg-red-50 text-red-900',
  today: 'border-l-amber-400 bg-amber-50 text-amber-900',
  soon: 'border-l-emerald-500 bg-emerald-50 text-emerald-900',
  later: 'border-l-sky-500 bg-sky-50 text-sky-900',
};

/** The next three deadlines, coloured by urgency (overdue red, today yellow, within 7 days green, else blue). */
export function DeadlinesCard({ tasks, today }: { tasks: Task[]; today: Date }) {
  const next = tasks.slice(0, 3);
  return (
    <Card>
      <h2 className="flex items-center gap-2 font-serif text-lg font-semibold text-gray-900">
        <Clock aria-hidden="true" className="size-5 text-brand-700" />
        Upcoming Deadlines
      </h2>
      {next.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">No open deadlines.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {next.map((t) => {
            const urgency = urgencyOf(t.dueDate, today);
            return (
              <li
                key={t.id}
                data-urgency={urgency}
                className={cn('rounded-lg border border-l-4 border-gray-200 px-3 py-2', STYLES[urgency])}
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

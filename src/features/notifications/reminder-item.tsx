import { AlarmClock, Bell, CalendarDays, CreditCard, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatWhen, REMINDER_TYPE_LABELS, type Reminder, type ReminderType } from './model';

const TYPE_STYLE: Record<
  ReminderType,
  { icon: typeof Bell; tone: 'red' | 'blue' | 'green' | 'brand'; iconClass: string }
> = {
  deadline: { icon: AlarmClock, tone: 'red', iconClass: 'bg-red-50 text-red-700' },
  appointment: { icon: CalendarDays, tone: 'blue', iconClass: 'bg-sky-50 text-sky-800' },
  payment: { icon: CreditCard, tone: 'green', iconClass: 'bg-emerald-50 text-emerald-800' },
  reminder: { icon: Bell, tone: 'brand', iconClass: 'bg-brand-50 text-brand-700' },
};

export function ReminderItem({
  reminder,
  isPast,
  onDelete,
}: {
  reminder: Reminder;
  isPast: boolean;
  onDelete: () => void;
}) {
  const style = TYPE_STYLE[reminder.type];
  const Icon = style.icon;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <span className={`rounded-lg p-2 ${style.iconClass}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium [overflow-wrap:anywhere] text-gray-900">{reminder.title}</p>
        <p className="text-sm text-gray-700">
          {formatWhen(reminder)}
          {isPast && <span className="ml-2 text-gray-600">(past)</span>}
        </p>
        <Badge tone={style.tone} className="mt-1.5">
          {REMINDER_TYPE_LABELS[reminder.type]}
        </Badge>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Delete ${reminder.title}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

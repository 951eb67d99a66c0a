import { AlarmClock, Bell, CalendarDays, CreditCard, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatWhen, REMINDER_TYPE_LABELS, type Reminder, type ReminderType } from './model';

const TYPE_STYLE: Record<
  ReminderType,
  { icon: typeof Bell; tone: 'red' | 'blue' | 'green' | 'brand'; iconClass: string }
> = {
  deadline: { icon: AlarmClock, tone: 'red', iconClass: 'bg-destructive-soft text-destructive-strong' },
  appointment: { icon: CalendarDays, tone: 'blue', iconClass: 'bg-info-soft text-info-text' },
  payment: { icon: CreditCard, tone: 'green', iconClass: 'bg-success-soft text-success-text' },
  reminder: { icon: Bell, tone: 'brand', iconClass: 'bg-accent text-primary-strong' },
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
    <li className="flex items-start gap-3 rounded-lg border border-border bg-card p-4">
      <span className={`rounded-lg p-2 ${style.iconClass}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium [overflow-wrap:anywhere] text-foreground">{reminder.title}</p>
        <p className="text-sm text-muted-foreground">
          {formatWhen(reminder)}
          {isPast && <span className="ml-2 text-subtle-foreground">(past)</span>}
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

import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useProfile } from '@/lib/data';
import type { Task } from './model';
import { paths } from '@/lib/paths';

/**
 * A reminder switch per task (on unless turned off), saved in the profile. With browser notifications and Task
 * Reminders on (Settings) the app alerts one week before each task with its reminder on.
 */
export function RemindersCard({ tasks }: { tasks: Task[] }) {
  const { data, save, isSaving } = useProfile();
  // Only this task's switch: the store merges it into the others, which another tab may have changed meanwhile.
  const setReminder = (id: string, on: boolean) =>
    save({ taskReminders: { [id]: on } }).catch(() => undefined);

  return (
    <Card>
      <h2 className="flex items-center gap-2 font-serif text-lg font-semibold text-foreground">
        <BellRing aria-hidden="true" className="size-5 text-primary-strong" />
        Reminders
      </h2>
      <p className="mt-1 text-xs text-subtle-foreground">
        Alerts arrive in this browser when{' '}
        <Link to={paths.notifications()} className="font-medium text-primary-strong underline">
          browser notifications
        </Link>{' '}
        are on.
      </p>
      {!data.notifications.reminders && (
        <p role="status" className="mt-2 rounded-lg bg-warning-soft px-3 py-2 text-xs text-warning-text">
          Task Reminders are off in{' '}
          <Link to={paths.settings({ tab: 'notifications' })} className="font-medium underline">
            Settings
          </Link>
          , so none of these go off.
        </p>
      )}
      {tasks.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No open tasks to remind you about.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border-subtle">
          {tasks.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-foreground" title={t.title}>
                  {t.title}
                </p>
                <p className="text-xs text-subtle-foreground">1 week before</p>
              </div>
              <Switch
                aria-label={`Reminder for ${t.title}`}
                checked={data.taskReminders[t.id] !== false}
                disabled={isSaving}
                onCheckedChange={(on) => setReminder(t.id, on)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

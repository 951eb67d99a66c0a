import { Settings } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Field, NativeSelect } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import {
  accessNote,
  askForNotifications,
  notificationAccess,
  type NotificationAccess,
} from '@/lib/browser-notifications';
import { useCanEmail } from '@/lib/auth';
import { useProfile } from '@/lib/data';
import { REMINDER_FREQUENCIES } from './model';
import { emailNote } from './preferences';
import { paths } from '@/lib/paths';

/**
 * Reminder frequency, and the email and browser switches: the same two settings as the Notifications tab of
 * /settings (one stored value each), saved at once.
 */
export function NotificationSettings() {
  const { data, save, isSaving } = useProfile();
  const prefs = data.notifications;
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  // Only cloud mode has a server to send e-mail from (the `send-email` function, run hourly for reminders).
  const canEmail = useCanEmail();
  const [note, setNote] = useState<string | null>(null);
  const emailId = useId();
  const browserId = useId();

  // Failures are announced by the profile hook's notice; the controls then show the stored value again.
  // Only the field that changed: the store merges it into the section, so another tab's change to the rest stays.
  const update = (change: Parameters<typeof save>[0]) => save(change).catch(() => undefined);
  const setPref = (patch: Partial<typeof prefs>) => update({ notifications: patch });

  const setBrowser = async (on: boolean) => {
    setNote(null);
    if (!on) return setPref({ browser: false });
    const asked = await askForNotifications();
    setAccess(asked.access);
    if (asked.note) return setNote(asked.note);
    await setPref({ browser: true });
  };

  const blockedWhileOn = prefs.browser ? accessNote(access) : null;

  return (
    <Card className="space-y-5">
      <h2 className="flex items-center gap-2 font-serif text-lg font-semibold text-foreground">
        <Settings aria-hidden="true" className="size-5 text-primary-strong" />
        Notification Settings
      </h2>
      <Field label="Reminder frequency" hint="How long before each reminder you are alerted.">
        {(p) => (
          <NativeSelect
            {...p}
            value={data.reminders.frequency}
            disabled={isSaving}
            onChange={(e) => update({ reminders: { frequency: e.target.value } })}
          >
            {REMINDER_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={emailId} className="block text-sm font-medium text-copy">
            Email notifications
          </label>
          <p id={`${emailId}-hint`} className="text-xs text-subtle-foreground">
            {emailNote(canEmail)}
          </p>
        </div>
        <Switch
          id={emailId}
          aria-describedby={`${emailId}-hint`}
          checked={prefs.email}
          disabled={isSaving}
          onCheckedChange={(on) => setPref({ email: on })}
        />
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={browserId} className="block text-sm font-medium text-copy">
            Browser notifications
          </label>
          <p id={`${browserId}-hint`} className="text-xs text-subtle-foreground">
            Alerts in this browser while the planner is open. More choices in{' '}
            <Link
              to={paths.settings({ tab: 'notifications' })}
              className="font-medium text-primary-strong underline"
            >
              Settings
            </Link>
            .
          </p>
        </div>
        <Switch
          id={browserId}
          aria-describedby={`${browserId}-hint`}
          checked={prefs.browser}
          disabled={isSaving}
          onCheckedChange={(on) => void setBrowser(on)}
        />
      </div>
      {(note || blockedWhileOn) && (
        <p role="status" className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-text">
          {note ?? blockedWhileOn}
        </p>
      )}
    </Card>
  );
}

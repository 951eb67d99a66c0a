import { Settings } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Field, NativeSelect } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/lib/auth';
import { useProfile } from '@/lib/data';
import { REMINDER_FREQUENCIES } from './model';
import { notificationsSupported } from './use-reminder-alerts';

type Permission = NotificationPermission | 'unsupported';
const currentPermission = (): Permission => (notificationsSupported() ? Notification.permission : 'unsupported');

const BLOCKED = "Your browser is blocking notifications for this site. Allow them in the browser's site settings, then turn this on again.";

/** Reminder frequency, email and browser switches, saved to the profile's `reminders` section. */
export function NotificationSettings() {
  const { data, save, isSaving } = useProfile();
  // Only cloud mode has a server to send e-mail from (the `send-email` function, run daily for reminders).
  const canEmail = Boolean(useAuth().userBackend?.email);
  const settings = data.reminders;
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [note, setNote] = useState<string | null>(null);
  const emailId = useId();
  const browserId = useId();

  // Failures are announced by the profile hook's notice; the switches then show the stored value again.
  const update = (patch: Partial<typeof settings>) => save((current) => ({ reminders: { ...current.reminders, ...patch } })).catch(() => undefined);

  const setBrowser = async (on: boolean) => {
    setNote(null);
    if (!on) return update({ browser: false });
    if (!notificationsSupported()) return setNote("This browser can't show notifications.");
    // Ask only in answer to the user's own switch, as browsers require.
    const answer = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    setPermission(answer);
    if (answer !== 'granted') return setNote(BLOCKED);
    await update({ browser: true });
  };

  const blockedWhileOn = settings.browser && permission !== 'granted';

  return (
    <Card className="space-y-5">
      <h2 className="flex items-center gap-2 font-serif text-lg font-semibold text-gray-900">
        <Settings aria-hidden="true" className="size-5 text-brand-700" />
        Notification Settings
      </h2>
      <Field label="Reminder frequency" hint="How long before each reminder you are alerted.">
        {(p) => (
          <NativeSelect {...p} value={settings.frequency} disabled={isSaving} onChange={(e) => update({ frequency: e.target.value })}>
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
          <label htmlFor={emailId} className="block text-sm font-medium text-gray-800">
            Email notifications
          </label>
          <p className="text-xs text-gray-600">
            {canEmail
              ? `Get reminders by email at ${data.profile.email || 'your account address'}.`
              : 'E-mail reminders need cloud mode: this planner keeps everything in your browser and has no server to send e-mail from. Turn on browser notifications instead.'}
          </p>
        </div>
        <Switch id={emailId} checked={settings.email} disabled={isSaving} onCheckedChange={(on) => update({ email: on })} />
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={browserId} className="block text-sm font-medium text-gray-800">
            Browser notifications
          </label>
          <p className="text-xs text-gray-600">Alerts in this browser while the planner is open.</p>
        </div>
        <Switch id={browserId} checked={settings.browser} disabled={isSaving} onCheckedChange={(on) => void setBrowser(on)} />
      </div>
      {(note || blockedWhileOn) && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {note ?? (permission === 'unsupported' ? "This browser can't show notifications." : BLOCKED)}
        </p>
      )}
    </Card>
  );
}

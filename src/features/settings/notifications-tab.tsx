import { useId, useState } from 'react';
import { emailNote, NEEDS_BROWSER, PREFERENCE_NOTES } from '@/features/notifications';
import { Switch } from '@/components/ui/switch';
import {
  accessNote,
  askForNotifications,
  notificationAccess,
  type NotificationAccess,
} from '@/lib/browser-notifications';
import { useCanEmail } from '@/lib/auth';
import type { ProfileData } from '@/lib/backend';
import { SAVE_FAILED, SaveBar } from './save-bar';
import { withVisibleSaving } from './saving';

type Prefs = ProfileData['notifications'];

const OPTIONS: { key: keyof Prefs; label: string }[] = [
  { key: 'email', label: 'Email Notifications' },
  { key: 'browser', label: 'Browser Notifications' },
  { key: 'reminders', label: 'Task Reminders' },
  { key: 'weeklyUpdates', label: 'Weekly Updates' },
  { key: 'vendorMessages', label: 'Vendor Messages' },
];

/**
 * The five notification preferences (defaults on, off, on, on, on), saved with the profile. Each says what it
 * does: browser notifications are the same setting as the Notifications page's switch (turning them on asks the
 * browser's permission here too), task reminders and weekly updates come as browser notifications, and the two
 * that have nothing to send yet say so.
 */
export function NotificationsTab({
  notifications,
  onSave,
}: {
  notifications: Prefs;
  onSave: (patch: Partial<ProfileData>) => Promise<unknown>;
}) {
  const [prefs, setPrefs] = useState(notifications);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string>();
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const [note, setNote] = useState<string | null>(null);
  const idBase = useId();
  const canEmail = useCanEmail();

  const change = async (key: keyof Prefs, on: boolean) => {
    setSaved(false);
    setNote(null);
    if (key === 'browser' && on) {
      // Asked in answer to the switch itself, as browsers require; refused, the switch stays off.
      const asked = await askForNotifications();
      setAccess(asked.access);
      if (asked.note) return setNote(asked.note);
    }
    setPrefs((p) => ({ ...p, [key]: on }));
  };

  const submit = async () => {
    if (saving) return;
    setSaving(true);
    setSaved(false);
    setError(undefined);
    try {
      await withVisibleSaving(onSave({ notifications: prefs }));
      setSaved(true);
    } catch {
      setError(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  const browserNote = note ?? (prefs.browser ? accessNote(access) : null);

  return (
    // Not a <form>: the switches are buttons, and Radix would add hidden form inputs for nothing.
    <div className="space-y-5">
      <ul className="divide-y divide-border">
        {OPTIONS.map(({ key, label }) => {
          const needsBrowser =
            (key === 'reminders' || key === 'weeklyUpdates') && prefs[key] && !prefs.browser;
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <label htmlFor={`${idBase}-${key}`} className="font-medium text-foreground">
                  {label}
                </label>
                <p id={`${idBase}-${key}-hint`} className="text-sm text-subtle-foreground">
                  {key === 'email' ? emailNote(canEmail) : PREFERENCE_NOTES[key]}
                  {needsBrowser && ` ${NEEDS_BROWSER}`}
                </p>
                {key === 'browser' && browserNote && (
                  <p
                    role="status"
                    className="mt-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-text"
                  >
                    {browserNote}
                  </p>
                )}
              </div>
              <Switch
                id={`${idBase}-${key}`}
                aria-describedby={`${idBase}-${key}-hint`}
                checked={prefs[key]}
                onCheckedChange={(on) => void change(key, on)}
              />
            </li>
          );
        })}
      </ul>
      <SaveBar
        saving={saving}
        saved={saved}
        error={error}
        label="Save Preferences"
        onSave={() => void submit()}
      />
    </div>
  );
}

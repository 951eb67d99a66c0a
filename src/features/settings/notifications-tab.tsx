import { useId, useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/lib/auth';
import type { ProfileData } from '@/lib/backend';
import { SAVE_FAILED, SaveBar } from './save-bar';
import { withVisibleSaving } from './saving';

type Prefs = ProfileData['notifications'];

const OPTIONS: { key: keyof Prefs; label: string; description: string }[] = [
  { key: 'email', label: 'Email Notifications', description: 'Updates about your plan by email.' },
  { key: 'browser', label: 'Browser Notifications', description: 'Alerts in this browser while the planner is open.' },
  { key: 'reminders', label: 'Task Reminders', description: 'Reminders before your planning tasks are due.' },
  { key: 'weeklyUpdates', label: 'Weekly Updates', description: 'A weekly summary of what is coming up.' },
  { key: 'vendorMessages', label: 'Vendor Messages', description: 'Messages from vendors you work with.' },
];

/** The five notification preferences (defaults on, off, on, on, on), saved with the profile. */
export function NotificationsTab({ notifications, onSave }: { notifications: Prefs; onSave: (patch: Partial<ProfileData>) => Promise<unknown> }) {
  const [prefs, setPrefs] = useState(notifications);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string>();
  const idBase = useId();
  const canEmail = Boolean(useAuth().userBackend?.email);

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

  return (
    // Not a <form>: the switches are buttons, and Radix would add hidden form inputs for nothing.
    <div className="space-y-5">
      <ul className="divide-y divide-gray-200">
        {OPTIONS.map(({ key, label, description }) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <label htmlFor={`${idBase}-${key}`} className="font-medium text-gray-900">
                {label}
              </label>
              <p id={`${idBase}-${key}-hint`} className="text-sm text-gray-600">
                {description}
                {key === 'email' && !canEmail && ' E-mail needs cloud mode: this planner keeps everything in your browser and sends no e-mail.'}
              </p>
            </div>
            <Switch
              id={`${idBase}-${key}`}
              aria-describedby={`${idBase}-${key}-hint`}
              checked={prefs[key]}
              onCheckedChange={(on) => {
                setSaved(false);
                setPrefs((p) => ({ ...p, [key]: on }));
              }}
            />
          </li>
        ))}
      </ul>
      <SaveBar saving={saving} saved={saved} error={error} label="Save Preferences" onSave={() => void submit()} />
    </div>
  );
}

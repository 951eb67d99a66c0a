import { Archive } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { storageState } from '@/lib/storage';
import { paths } from '@/lib/paths';
import { backupReminderDue, noteDataSafety, useDataSafety } from './data-safety';
import { formatMomentDay } from '@/lib/dates';

/** Whether this account's plan lives in this browser (local mode, or the demo account everywhere). */
export function usePlanInBrowser() {
  const { user, backend } = useAuth();
  return backend.mode === 'local' || Boolean(user?.isDemo);
}

/**
 * "Time for a backup", shown where the couple starts (the account hub): only while the browser may clear the plan and
 * no backup was made in 14 days; "Not now" puts it aside for another 14 days.
 */
export function BackupReminder() {
  const { user } = useAuth();
  const inBrowser = usePlanInBrowser();
  const safety = useDataSafety(user!.id);
  const [now] = useState(() => Date.now());
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  useEffect(() => {
    if (!inBrowser) return;
    let current = true;
    void storageState().then((state) => current && setPersisted(state.persisted));
    return () => {
      current = false;
    };
  }, [inBrowser]);

  if (!inBrowser || persisted === undefined || !backupReminderDue(safety, persisted, now)) return null;
  return (
    <section
      aria-labelledby="backup-reminder-title"
      className="mb-6 flex flex-wrap items-start gap-3 rounded-xl border border-warning-muted bg-warning-soft p-4 text-warning-deep"
    >
      <Archive aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 id="backup-reminder-title" className="font-medium">
          Time for a backup
        </h2>
        <p className="mt-1 text-sm">
          {safety.lastBackupAt
            ? `Your last backup was on ${formatMomentDay(safety.lastBackupAt)}. `
            : "You haven't downloaded a backup yet. "}
          Your plan is kept only in this browser, which may clear it when space runs low — a backup is a copy
          of your own.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={paths.settings({ tab: 'data' })}
            className="inline-flex min-h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-strong"
          >
            Download a backup
          </Link>
          <Button
            variant="ghost"
            onClick={() => noteDataSafety(user!.id, { reminderDismissedAt: Date.now() })}
          >
            Not now
          </Button>
        </div>
      </div>
    </section>
  );
}

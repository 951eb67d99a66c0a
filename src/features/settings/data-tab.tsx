import { useQueryClient } from '@tanstack/react-query';
import { Download, HardDrive, Upload } from 'lucide-react';
import { Suspense, useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { SampleWeddingSection } from '@/features/sample-wedding';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import type { BackupSummary, ParsedBackup, RestoreMode } from '@/lib/backup';
import { useBackup } from './api/use-backup';
import { useWeddingRole } from './api/use-wedding-role';
import { downloadBlob } from '@/lib/download';
import { formatStorage, requestPersistentStorage, storageState, type StorageState } from '@/lib/storage';
import { usePlanInBrowser } from './backup-reminder';
import { noteDataSafety, useDataSafety } from './data-safety';
import { formatCount } from '@/lib/format-number';
import { formatDateTime, formatFullDate } from '@/lib/dates';

const when = (time: number | string) => formatDateTime(time);
const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

type Restore =
  | { step: 'idle' }
  | { step: 'checking'; name: string }
  | { step: 'refused'; name: string; reason: string }
  | { step: 'ready'; name: string; backup: ParsedBackup; summary: BackupSummary }
  | { step: 'restoring'; name: string; backup: ParsedBackup; summary: BackupSummary; progress: string }
  | { step: 'failed'; name: string; reason: string }
  | { step: 'done'; message: string };

function SectionTitle({ id, icon, children }: { id: string; icon: ReactNode; children: string }) {
  return (
    <h2 id={id} className="flex items-center gap-2 font-serif text-lg font-semibold [&_svg]:size-5">
      {icon}
      {children}
    </h2>
  );
}

/**
 * "Your data" (issue #16): download everything as one backup, restore one (checked in full first) by replacing or
 * merging, where the plan lives in this browser, how safely the browser keeps it, and the sample wedding.
 */
export function DataTab({ onRestored }: { onRestored: () => void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const inBrowser = usePlanInBrowser();
  const safety = useDataSafety(user!.id);
  const backups = useBackup();
  const ids = useId();
  const role = useWeddingRole();

  const [backingUp, setBackingUp] = useState(false);
  const [backupError, setBackupError] = useState<string | null>(null);
  const [restore, setRestore] = useState<Restore>({ step: 'idle' });
  const [mode, setMode] = useState<RestoreMode>('replace');
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setBackingUp(true);
    setBackupError(null);
    try {
      const now = new Date();
      const { blob, fileName } = await backups.create(now);
      downloadBlob(blob, fileName);
      noteDataSafety(user!.id, { lastBackupAt: now.getTime() });
      toast('Backup downloaded. Keep the file somewhere safe.', 'success');
    } catch (error) {
      console.error(error);
      setBackupError("Couldn't make the backup: part of your plan couldn't be read. Please try again.");
    } finally {
      setBackingUp(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setRestore({ step: 'checking', name: file.name });
    try {
      const read = await backups.read(file);
      setRestore(
        read.ok
          ? { step: 'ready', name: file.name, backup: read.backup, summary: read.summary }
          : { step: 'refused', name: file.name, reason: read.reason },
      );
    } catch (error) {
      console.error(error);
      setRestore({
        step: 'refused',
        name: file.name,
        reason: "This file couldn't be read. Choose the backup again.",
      });
    }
  };

  const run = async () => {
    if (restore.step !== 'ready') return;
    const { backup, summary, name } = restore;
    const progress = (step: string) =>
      setRestore({ step: 'restoring', name, backup, summary, progress: step });
    progress('Starting');
    try {
      const result = await backups.restore(backup, mode, progress);
      // Every page reads its data afresh: the lists, the profile, the open records.
      await queryClient.invalidateQueries();
      onRestored();
      const message = `Restored ${plural(result.records, 'item')} and ${plural(result.files, 'file')} from ${name}.`;
      setRestore({ step: 'done', message });
      toast(message, 'success');
    } catch (error) {
      console.error(error);
      await queryClient.invalidateQueries();
      setRestore({
        step: 'failed',
        name,
        reason:
          'The restore stopped before it finished. What was restored so far is kept; choose the backup again and restore it to finish.',
      });
    }
  };

  const busy = restore.step === 'checking' || restore.step === 'restoring';

  // Issue 30: the whole wedding's data leaves with the couple only. A planner works in the plan and family reads it;
  // neither takes it all away in a file nor replaces it from one (a restore's "Replace" removes what the backup
  // lacks). The database lets a planner read every row, so this is the app's rule, not a wall: the export is the
  // browser's own reading of the plan.
  const couple = role === 'owner' || role === 'partner';
  if (role && !couple)
    return (
      <div className="space-y-8">
        <section aria-labelledby={`${ids}-backup`} className="space-y-3">
          <SectionTitle id={`${ids}-backup`} icon={<Download aria-hidden="true" />}>
            Backup
          </SectionTitle>
          <p className="text-sm text-muted-foreground">
            Only the couple can download the wedding&apos;s data or restore it from a backup. Ask them for a
            copy if you need one.
          </p>
        </section>
        <StorageSection titleId={`${ids}-storage`} inBrowser={inBrowser} />
      </div>
    );

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${ids}-backup`} className="space-y-3">
        <SectionTitle id={`${ids}-backup`} icon={<Download aria-hidden="true" />}>
          Backup
        </SectionTitle>
        <p className="text-sm text-muted-foreground">
          One file with your whole plan: every list, your profile and wedding details, and your files (mood
          boards, contracts, invitation images). Keep it somewhere safe — you can restore it here, in this
          browser or in another account.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void download()} disabled={backingUp || !couple}>
            <Download aria-hidden="true" />
            {backingUp ? 'Preparing your backup…' : 'Download a backup'}
          </Button>
          <p className="text-sm text-muted-foreground">
            {safety.lastBackupAt
              ? `Last backup: ${when(safety.lastBackupAt)}`
              : 'No backup downloaded in this browser yet.'}
          </p>
        </div>
        {backupError && (
          <p role="alert" className="text-sm text-destructive-text">
            {backupError}
          </p>
        )}
      </section>

      <section aria-labelledby={`${ids}-restore`} className="space-y-3">
        <SectionTitle id={`${ids}-restore`} icon={<Upload aria-hidden="true" />}>
          Restore from a backup
        </SectionTitle>
        <p className="text-sm text-muted-foreground">
          Choose a backup file. It is checked in full before anything in your plan changes.
        </p>
        <div className="inline-flex rounded-lg focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
          <label
            htmlFor={`${ids}-file`}
            className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-background px-4 text-sm font-medium hover:bg-muted ${busy ? 'pointer-events-none opacity-50' : ''}`}
          >
            <Upload aria-hidden="true" className="size-4" />
            Choose a backup file
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".zip,application/zip"
            className="sr-only"
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
        </div>

        <div aria-live="polite">
          {restore.step === 'checking' && (
            <p role="status" className="text-sm">
              Checking {restore.name}…
            </p>
          )}
          {restore.step === 'done' && (
            <p className="rounded-lg border border-success-border bg-success-soft p-3 text-sm text-success-deep">
              {restore.message}
            </p>
          )}
        </div>
        {(restore.step === 'refused' || restore.step === 'failed') && (
          <div
            role="alert"
            className="rounded-lg border border-destructive-border bg-destructive-soft p-3 text-sm text-destructive-deep"
          >
            <p className="font-medium">
              {restore.step === 'refused'
                ? `${restore.name} can't be restored. Nothing in your plan was changed.`
                : `Restoring ${restore.name} stopped.`}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{restore.reason}</p>
          </div>
        )}

        {(restore.step === 'ready' || restore.step === 'restoring') && (
          <div className="space-y-4 rounded-lg border border-border p-4">
            <BackupContents name={restore.name} summary={restore.summary} />
            <fieldset disabled={restore.step === 'restoring'} className="space-y-2">
              <legend className="text-sm font-medium">How to restore it</legend>
              <ModeOption
                name={`${ids}-mode`}
                value="replace"
                checked={mode === 'replace'}
                onChange={setMode}
                label="Replace my plan"
                hint="Your plan becomes exactly what the backup holds; anything not in it is removed."
              />
              <ModeOption
                name={`${ids}-mode`}
                value="merge"
                checked={mode === 'merge'}
                onChange={setMode}
                label="Merge into my plan"
                hint="Adds what the backup holds and updates items you both have; nothing is removed. Your profile stays, with empty fields filled in from the backup."
              />
            </fieldset>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                disabled={restore.step === 'restoring'}
                onClick={() => (mode === 'replace' ? setConfirming(true) : void run())}
              >
                {restore.step === 'restoring' ? 'Restoring…' : 'Restore'}
              </Button>
              <Button
                variant="secondary"
                disabled={restore.step === 'restoring'}
                onClick={() => setRestore({ step: 'idle' })}
              >
                Cancel
              </Button>
              {restore.step === 'restoring' && (
                <p role="status" className="text-sm text-muted-foreground">
                  {restore.progress}…
                </p>
              )}
            </div>
          </div>
        )}
      </section>

      <StorageSection titleId={`${ids}-storage`} inBrowser={inBrowser} />

      <Suspense fallback={null}>
        <SampleWeddingSection />
      </Suspense>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace your plan with this backup?"
        description="Everything in your plan that isn't in this backup will be removed. If you might want it back, download a backup of your plan first."
        confirmLabel="Replace my plan"
        onConfirm={() => void run()}
      />
    </div>
  );
}

function ModeOption({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: RestoreMode;
  checked: boolean;
  onChange: (mode: RestoreMode) => void;
  label: string;
  hint: string;
}) {
  const id = `${name}-${value}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

function BackupContents({ name, summary }: { name: string; summary: BackupSummary }) {
  const held = summary.collections.filter((c) => c.count > 0);
  return (
    <div className="space-y-3 text-sm">
      <h3 className="font-medium break-words">{name}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Made</dt>
        <dd>{when(summary.createdAt)}</dd>
        <dt className="text-muted-foreground">From</dt>
        <dd>{summary.mode === 'local' ? 'a plan kept in a browser' : 'a cloud account'}</dd>
        {summary.names && (
          <>
            <dt className="text-muted-foreground">Couple</dt>
            <dd className="break-words">{summary.names}</dd>
          </>
        )}
        {summary.weddingDate && (
          <>
            <dt className="text-muted-foreground">Wedding</dt>
            <dd>{formatFullDate(summary.weddingDate)}</dd>
          </>
        )}
      </dl>
      <ul aria-label="What this backup holds" className="grid gap-1 sm:grid-cols-2">
        {held.map((c) => (
          <li key={c.table}>
            {c.label}: {formatCount(c.count)}
          </li>
        ))}
        <li>
          Files: {formatCount(summary.files)}
          {summary.files > 0 && ` (${formatStorage(summary.fileBytes)})`}
        </li>
      </ul>
      {held.length === 0 && <p>This backup holds no items, only the profile.</p>}
    </div>
  );
}

function StorageSection({ titleId, inBrowser }: { titleId: string; inBrowser: boolean }) {
  const [state, setState] = useState<StorageState | null>(null);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!inBrowser) return;
    let current = true;
    void storageState().then((s) => current && setState(s));
    return () => {
      current = false;
    };
  }, [inBrowser]);

  const ask = async () => {
    const granted = await requestPersistentStorage();
    setRefused(!granted);
    setState(await storageState());
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <SectionTitle id={titleId} icon={<HardDrive aria-hidden="true" />}>
        Where your plan is kept
      </SectionTitle>
      {!inBrowser ? (
        <p className="text-sm text-muted-foreground">
          Your plan is stored in your account, so it is there on every device you sign in on. A backup is a
          copy you keep yourself — and how you move your plan to another account.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Your plan is kept in this browser on this device. Clearing the browser's data would remove it, so
            download a backup now and then.
          </p>
          {state && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Storage</dt>
              <dd>
                {state.persisted
                  ? "Kept until you remove it: the browser won't clear it to make space."
                  : 'Not yet kept for good: the browser may clear it when space runs low.'}
              </dd>
              {state.usage !== null && (
                <>
                  <dt className="text-muted-foreground">In use</dt>
                  <dd>
                    {formatStorage(state.usage)}
                    {state.quota
                      ? ` of the ${formatStorage(state.quota)} this browser allows the planner`
                      : ''}
                  </dd>
                </>
              )}
            </dl>
          )}
          {state && !state.persisted && (
            <Button variant="secondary" onClick={() => void ask()}>
              Keep my plan in this browser
            </Button>
          )}
          {refused && (
            <p role="status" className="text-sm">
              The browser didn't agree to keep it for good. Browsers decide by how much you use a site —
              installing the app or bookmarking it helps. Meanwhile, a backup keeps your plan safe.
            </p>
          )}
        </>
      )}
    </section>
  );
}

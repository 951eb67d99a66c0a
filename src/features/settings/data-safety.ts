import { useSyncExternalStore } from 'react';

/**
 * What this browser remembers about an account's data safety (local mode keeps the whole plan here, so the reminders
 * are about this browser too): when the couple first changed something, last downloaded a backup, and last put the
 * backup reminder aside.
 */
export interface DataSafety {
  firstChangeAt: number | null;
  lastBackupAt: number | null;
  reminderDismissedAt: number | null;
}

/** Issue #16: remind when storage is not persistent and the last backup is older than this. */
export const BACKUP_REMINDER_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const key = (userId: string) => `wp.data-safety.${userId}`;
const EMPTY: DataSafety = { firstChangeAt: null, lastBackupAt: null, reminderDismissedAt: null };
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: DataSafety }>();

export function readDataSafety(userId: string): DataSafety {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key(userId));
  } catch {
    // Storage refused (a privacy mode): nothing is remembered, nothing is due.
  }
  const cached = cache.get(userId);
  if (cached && cached.raw === raw) return cached.value;
  let value = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
      const p = parsed as Record<string, unknown>;
      value = {
        firstChangeAt: num(p.firstChangeAt),
        lastBackupAt: num(p.lastBackupAt),
        reminderDismissedAt: num(p.reminderDismissedAt),
      };
    }
  } catch {
    // A damaged entry counts as none.
  }
  cache.set(userId, { raw, value });
  return value;
}

export function noteDataSafety(userId: string, change: Partial<DataSafety>): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify({ ...readDataSafety(userId), ...change }));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useDataSafety = (userId: string): DataSafety =>
  useSyncExternalStore(subscribe, () => readDataSafety(userId));

/**
 * Whether to remind the couple to download a backup: only while the browser may clear the plan, once there is
 * something to lose (a real change) and no backup in 14 days, and not again for 14 days after "Not now".
 */
export function backupReminderDue(safety: DataSafety, persisted: boolean | null, now: number): boolean {
  if (persisted === true) return false;
  const since = safety.lastBackupAt ?? safety.firstChangeAt;
  if (since === null || now - since < BACKUP_REMINDER_DAYS * DAY_MS) return false;
  return (
    safety.reminderDismissedAt === null || now - safety.reminderDismissedAt >= BACKUP_REMINDER_DAYS * DAY_MS
  );
}

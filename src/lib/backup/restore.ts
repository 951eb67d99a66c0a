import { defaultProfile, type Entity, type ProfileData } from '@/lib/backend';
import type { BackupPorts } from './create';
import type { BackupCollection } from './format';
import type { BackupProfile, ParsedBackup } from './read';

/**
 * `replace`: the account becomes what the backup holds (collections it holds are emptied of anything else; the
 * profile is the backup's). `merge`: the backup's records are added, or replace the account's by id; nothing is
 * removed, and the account's own profile wins where it says something, the backup filling what it leaves empty.
 */
export type RestoreMode = 'replace' | 'merge';

/** Records per write: each batch is stored whole or not at all (one IndexedDB transaction, one SQL statement). */
const BATCH = 500;

const blank = (v: unknown) => v === '' || v === null || v === undefined;

function fill<T extends object>(current: T, backup: Partial<T> | undefined): T {
  const next = { ...current };
  for (const [k, v] of Object.entries(backup ?? {}) as [keyof T, T[keyof T]][])
    if (blank(next[k])) next[k] = v;
  return next;
}

/** The profile a merge keeps: the account's, with the backup filling what it leaves empty. */
export function mergeProfiles(
  current: ProfileData,
  backup: BackupProfile,
  email: string,
): Partial<ProfileData> {
  const untouched = defaultProfile(email).budget;
  const budgetUntouched =
    current.budget.total === untouched.total && current.budget.currency === untouched.currency;
  return {
    profile: fill(current.profile, backup.profile),
    wedding: fill(current.wedding, backup.wedding),
    budget: budgetUntouched && backup.budget ? backup.budget : current.budget,
    taskReminders: { ...backup.taskReminders, ...current.taskReminders },
  };
}

export interface RestoreResult {
  records: number;
  files: number;
}

/**
 * Writes a checked backup (readBackup) into the signed-in account. Files go first, so no record ever points at a file
 * not yet there; then each collection in batches; the profile last. Every write is by id, so a restore that stops
 * part-way (a lost connection) is completed by running it again.
 */
export async function restoreBackup(
  ports: BackupPorts,
  specs: readonly BackupCollection[],
  backup: ParsedBackup,
  mode: RestoreMode,
  email: string,
  onProgress: (step: string) => void = () => undefined,
): Promise<RestoreResult> {
  const plan = [];
  for (const spec of specs) {
    const incoming = backup.records.get(spec.def.table);
    if (!incoming) continue;
    const current = (await ports.collections.list<Entity>(spec.def.table)) as Entity[];
    const held = new Set(current.map((r) => r.id));
    // A record new to this account gets fresh public keys (tokens are unique across accounts); its published files
    // move to the new names (new name → the name in the backup).
    const renames = new Map<string, string>();
    const records = incoming.map((record) => {
      if (!spec.rekey || held.has(record.id)) return record;
      const fresh = spec.rekey(record);
      const before = spec.published?.(record) ?? [];
      const after = spec.published?.(fresh) ?? [];
      after.forEach((name, i) => before[i] && renames.set(name, before[i]));
      return fresh;
    });
    const keep = new Set(incoming.map((r) => r.id));
    const leaving = mode === 'replace' ? current.filter((r) => !keep.has(r.id)) : [];
    // Replace writes the whole list in the backup's order; merge leaves the account's records where they are and
    // adds the new ones after them, in the backup's order.
    const ordered = mode === 'replace' ? records : records.filter((r) => !held.has(r.id));
    const inPlace = mode === 'replace' ? [] : records.filter((r) => held.has(r.id));
    plan.push({ spec, records, ordered, inPlace, renames, leaving });
  }

  onProgress('Restoring files');
  for (const [key, file] of backup.files)
    await ports.files.put(key, new Blob([file.bytes], { type: file.type }));

  let written = 0;
  for (const { spec, records, ordered, inPlace, leaving } of plan) {
    onProgress(`Restoring ${spec.label.toLowerCase()}`);
    for (let i = 0; i < inPlace.length; i += BATCH)
      await ports.collections.putMany(spec.def.table, inPlace.slice(i, i + BATCH));
    for (let i = 0; i < ordered.length; i += BATCH)
      await ports.collections.putMany(spec.def.table, ordered.slice(i, i + BATCH), { inOrder: true });
    written += records.length;
    // The samples a new account is given must never land on top of a restored plan.
    await ports.collections.claimSeed(spec.def.table);
    if (leaving.length)
      await ports.collections.removeMany(
        spec.def.table,
        leaving.map((r) => r.id),
      );
  }

  onProgress('Restoring shared invitations');
  for (const { spec, records, renames } of plan) {
    for (const record of records) {
      for (const name of spec.published?.(record) ?? []) {
        const file = backup.published.get(renames.get(name) ?? name);
        if (file) await ports.files.publish(name, new Blob([file.bytes], { type: file.type }));
      }
    }
  }

  onProgress('Restoring your profile');
  const current = (await ports.profile.get()) ?? defaultProfile(email);
  await ports.profile.save(
    mode === 'replace'
      ? {
          ...backup.profile,
          profile: { ...current.profile, ...backup.profile.profile, email: current.profile.email },
          // Reminder switches of tasks the backup does not hold would only linger.
          taskReminders: backup.profile.taskReminders ?? {},
        }
      : mergeProfiles(current, backup.profile, email),
  );

  // What replace removed no longer needs its files; a leftover file is harmless, so this is best effort.
  onProgress('Tidying up');
  const stillUsed = new Set(backup.files.keys());
  for (const { spec, leaving } of plan) {
    for (const record of leaving) {
      for (const key of spec.files?.(record) ?? [])
        if (!stillUsed.has(key)) await ports.files.remove(key).catch(() => undefined);
      for (const name of spec.published?.(record) ?? [])
        await ports.files.unpublish(name).catch(() => undefined);
    }
  }

  return { records: written, files: backup.files.size };
}

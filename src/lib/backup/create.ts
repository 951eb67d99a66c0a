import { strToU8, zipSync, type Zippable } from 'fflate';
import type { CollectionPort, Entity, FilePort, ProfilePort } from '@/lib/backend';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  paths,
  PROFILE_SECTIONS,
  sniffType,
  type BackupCollection,
  type BackupManifest,
  type FileType,
} from './format';

/** The signed-in account's ports a backup reads from, or a restore writes to. */
export interface BackupPorts {
  collections: CollectionPort;
  files: FilePort;
  profile: ProfilePort;
  mode: 'local' | 'cloud';
}

/** Records that fit their schema, as the app reads them; one that no longer fits is left out, as the lists leave it out. */
function fitting(spec: BackupCollection, rows: readonly unknown[]): Entity[] {
  return rows.flatMap((row) => {
    const parsed = spec.def.schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A stored file's bytes and the type they really are, or null when it is gone or not a type the app keeps. */
async function fileEntry(blob: Blob | null): Promise<{ bytes: Uint8Array; type: FileType } | null> {
  if (!blob) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const type = sniffType(bytes);
  return type ? { bytes, type } : null;
}

/**
 * Everything the account holds, as one zip (format.ts): each collection's records in list order, the profile, and
 * every file a record points at. Files are stored as they are (they are compressed already), the JSON deflated.
 */
export async function createBackup(
  ports: BackupPorts,
  specs: readonly BackupCollection[],
  now: Date = new Date(),
): Promise<{ blob: Blob; manifest: BackupManifest }> {
  const zip: Zippable = {};
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    mode: ports.mode,
    collections: {},
    files: [],
    published: [],
  };
  const fileKeys = new Set<string>();
  const publishedNames = new Set<string>();

  for (const spec of specs) {
    const records = fitting(spec, await ports.collections.list(spec.def.table));
    zip[paths.collection(spec.def.table)] = [strToU8(JSON.stringify(records)), { level: 6 }];
    manifest.collections[spec.def.table] = { count: records.length };
    for (const record of records) {
      for (const key of spec.files?.(record) ?? []) fileKeys.add(key);
      for (const name of spec.published?.(record) ?? []) publishedNames.add(name);
    }
  }

  // A record whose file has gone missing is kept without it, exactly as the account holds it.
  for (const key of fileKeys) {
    const entry = await fileEntry(await ports.files.get(key));
    if (!entry) continue;
    zip[paths.file(key)] = [entry.bytes, { level: 0 }];
    manifest.files.push({ key, type: entry.type, size: entry.bytes.length });
  }
  for (const name of publishedNames) {
    const entry = await fileEntry(await ports.files.readPublished(name));
    if (!entry) continue;
    zip[paths.published(name)] = [entry.bytes, { level: 0 }];
    manifest.published.push({ name, type: entry.type, size: entry.bytes.length });
  }

  const stored = await ports.profile.get();
  const profile: Record<string, unknown> = {};
  if (stored) {
    for (const section of PROFILE_SECTIONS) profile[section] = stored[section];
    const { email: _accountEmail, ...rest } = stored.profile;
    profile.profile = rest;
  }
  zip[paths.profile] = [strToU8(JSON.stringify(profile)), { level: 6 }];
  zip[paths.manifest] = [strToU8(JSON.stringify(manifest, null, 2)), { level: 6 }];

  return { blob: new Blob([zipSync(zip)], { type: 'application/zip' }), manifest };
}

/** "wedding-plan-backup-2026-11-25.zip" */
export const backupFileName = (now: Date = new Date()) =>
  `wedding-plan-backup-${now.toISOString().slice(0, 10)}.zip`;

import type { BackupCollection } from './format';

/**
 * Which collections a backup carries is the app's to say, not a feature's: the app composes the features
 * (src/app/backup-collections.ts) and hands the list in here at start-up, so the settings page that makes and reads
 * backups needs no arrow up to the dozen features whose records it carries. The list loads only when a backup is
 * made or read.
 */
let source: (() => Promise<readonly BackupCollection[]>) | null = null;

export function provideBackupCollections(load: () => Promise<readonly BackupCollection[]>) {
  source = load;
}

export function loadBackupCollections(): Promise<readonly BackupCollection[]> {
  if (!source) return Promise.reject(new Error('No backup collections were provided (src/app/app.tsx).'));
  return source();
}

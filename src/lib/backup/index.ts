export { createBackup, backupFileName, type BackupPorts } from './create';
export { readBackup, summarize, BackupError, type ParsedBackup, type BackupSummary } from './read';
export { restoreBackup, mergeProfiles, type RestoreMode, type RestoreResult } from './restore';
export {
  backupCollection,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupCollection,
  type BackupManifest,
} from './format';

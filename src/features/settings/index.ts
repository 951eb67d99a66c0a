export { DataSafetyWatcher } from './data-safety-watcher';
export { BackupReminder } from './backup-reminder';

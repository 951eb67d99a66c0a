export { DataSafetyWatcher } from './data-safety-watcher';
export { BackupReminder } from './backup-reminder';
export { updateWeddingDetails, weddingDetailsPatch, type WeddingDetails } from './wedding-details';

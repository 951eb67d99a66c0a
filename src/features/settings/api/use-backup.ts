import { useAuth } from '@/lib/auth';
import type { BackupPorts, ParsedBackup, RestoreMode } from '@/lib/backup';
import { loadBackupCollections } from '@/lib/backup/catalogue';
import { usePlanInBrowser } from '../backup-reminder';

/** The backup code (zip, checks) and the list of collections load only when a backup is made or read. */
const loadBackup = () => Promise.all([import('@/lib/backup'), loadBackupCollections()]);

/**
 * Backups of the signed-in couple's plan: made from every collection and file, read and checked in full, and restored
 * by replacing or merging. The plan is "local" where it lives in this browser (local mode, the demo account).
 */
export function useBackup() {
  const { user, userBackend } = useAuth();
  const inBrowser = usePlanInBrowser();
  const ports: BackupPorts = { ...userBackend!, mode: inBrowser ? 'local' : 'cloud' };
  return {
    async create(now: Date) {
      const [{ createBackup, backupFileName }, collections] = await loadBackup();
      const { blob } = await createBackup(ports, collections, now);
      return { blob, fileName: backupFileName(now) };
    },
    /** The backup in `file` with its summary; a BackupError says why a file is refused. */
    async read(file: File) {
      const [{ readBackup, summarize, BackupError }, collections] = await loadBackup();
      try {
        const backup = await readBackup(file, collections);
        return { ok: true as const, backup, summary: summarize(backup, collections) };
      } catch (error) {
        if (!(error instanceof BackupError)) throw error;
        return { ok: false as const, reason: error.message };
      }
    },
    async restore(backup: ParsedBackup, mode: RestoreMode, progress: (step: string) => void) {
      const [{ restoreBackup }, collections] = await loadBackup();
      return restoreBackup(ports, collections, backup, mode, user!.email, progress);
    },
  };
}

import { useUserBackend } from '@/lib/auth';
import { contractKey, contractProblem, typedBlob } from './contract';
import type { Vendor } from './model';

/** A problem the couple can fix (wrong type, too big, missing file); its message is shown as it is. */
export class ContractError extends Error {
  name = 'ContractError';
}

/** How long a contract's object URL lives: long enough for the new tab or the download to read it. */
const URL_LIFETIME_MS = 60_000;

/**
 * Upload, open and remove vendor contracts through the FilePort. The vendor record holds the file's key; the
 * file is written first and the record second, so a record never points at a file that isn't there, and a
 * file whose record could not be saved is removed again.
 */
export function useContracts(update: (id: string, patch: Partial<Vendor>) => Promise<unknown>) {
  const { files } = useUserBackend();

  const upload = async (vendor: Vendor, file: File) => {
    const problem = contractProblem(file);
    if (problem) throw new ContractError(problem);
    const key = contractKey(vendor.id, file.name);
    const previous = vendor.contractFile;
    await files.put(key, file);
    try {
      await update(vendor.id, { contractFile: key });
    } catch (error) {
      // The same name replaced the old file in place: there is nothing else to clean up.
      if (key !== previous) await files.remove(key).catch(() => undefined);
      throw error;
    }
    // A replaced contract under another name would otherwise stay in storage, unreachable.
    if (previous && previous !== key) await files.remove(previous).catch(() => undefined);
  };

  const remove = async (vendor: Vendor) => {
    const key = vendor.contractFile;
    if (!key) return;
    await update(vendor.id, { contractFile: undefined });
    await files.remove(key).catch(() => undefined);
  };

  /**
   * Opens the contract in a new tab. The tab is opened at once, inside the click, because a browser blocks a
   * tab opened after an await; it is pointed at the file once it has loaded. Where no tab can be opened
   * (a blocker, an embedded browser), the file is downloaded instead.
   */
  const open = async (key: string) => {
    const tab = window.open('', '_blank');
    let blob: Blob | null;
    try {
      blob = await files.get(key);
    } catch (error) {
      tab?.close();
      throw error;
    }
    if (!blob) {
      tab?.close();
      throw new ContractError('That contract file is missing. Upload it again.');
    }
    const url = URL.createObjectURL(typedBlob(blob, key));
    window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
      return;
    }
    const a = document.createElement('a');
    a.href = url;
    a.download = key.split('/').pop() ?? 'contract';
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  };

  return { upload, remove, open };
}

/** Removes a deleted vendor's contract file; best effort, the vendor is already gone. */
export function useContractCleanup() {
  const { files } = useUserBackend();
  return (vendor: Vendor) => (vendor.contractFile ? files.remove(vendor.contractFile).catch(() => undefined) : Promise.resolve());
}

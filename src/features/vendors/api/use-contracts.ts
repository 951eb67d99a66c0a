import { useUserBackend } from '@/lib/auth';
import { downloadBlob } from '@/lib/download';
import { contractKey, contractName, contractProblem, typedBlob } from '../contract';
import type { Vendor } from '../model';

/** A problem the couple can fix (wrong type, too big, missing file); its message is shown as it is. */
export class ContractError extends Error {
  name = 'ContractError';
}

/**
 * Upload, download and remove vendor contracts through the FilePort. The vendor record holds the file's key; the
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
   * Downloads the contract under its own name. Never opened in a tab: a stored file shown as a blob: page runs in the
   * app's own origin, so a file crafted as a web page could act as the signed-in user; a download is never rendered
   * (the storage bucket also takes only PNG, JPEG, WebP and PDF).
   */
  const download = async (key: string) => {
    const blob = await files.get(key);
    if (!blob) throw new ContractError('That contract file is missing. Upload it again.');
    downloadBlob(typedBlob(blob, key), contractName(key));
  };

  return { upload, remove, download };
}

/** Removes a deleted vendor's contract file; best effort, the vendor is already gone. */
export function useContractCleanup() {
  const { files } = useUserBackend();
  return (vendor: Vendor) =>
    vendor.contractFile ? files.remove(vendor.contractFile).catch(() => undefined) : Promise.resolve();
}

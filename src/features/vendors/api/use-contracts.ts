import { DocumentError, useDocuments } from '@/lib/use-documents';
import { contractKey } from '../contract';
import type { Vendor } from '../model';

/** A contract problem the couple can fix: its message is shown as it is. */
export { DocumentError as ContractError };

const contractOf = (vendor: Vendor) => vendor.contractFile;

/** Upload, download and remove vendor contracts through the FilePort (lib/use-documents.ts). */
export function useContracts(update: (id: string, patch: Partial<Vendor>) => Promise<unknown>) {
  const { upload, remove, download } = useDocuments<Vendor>({
    noun: 'contract',
    keyFor: (vendor, fileName) => contractKey(vendor.id, fileName),
    keyOf: contractOf,
    save: (vendor, key) => update(vendor.id, { contractFile: key }),
  });
  return { upload, remove, download };
}

/** Removes a deleted vendor's contract file; best effort, the vendor is already gone. */
export function useContractCleanup() {
  return useDocuments<Vendor>({
    noun: 'contract',
    keyFor: (vendor, fileName) => contractKey(vendor.id, fileName),
    keyOf: contractOf,
    save: () => Promise.resolve(),
  }).cleanUp;
}

import { documentProblem, safeFileName as safeName } from '@/lib/document-file';

/** Vendor contracts: a document (lib/document-file.ts) stored under `contracts/<vendorId>/<file name>`. */
export {
  DOCUMENT_ACCEPT as CONTRACT_ACCEPT,
  DOCUMENT_MAX_BYTES as CONTRACT_MAX_BYTES,
  documentName as contractName,
  typedBlob,
} from '@/lib/document-file';

export const contractProblem = (file: File) => documentProblem(file, 'contract');

export const safeFileName = (name: string) => safeName(name, 'contract');

export const contractKey = (vendorId: string, fileName: string) =>
  `contracts/${vendorId}/${safeFileName(fileName)}`;

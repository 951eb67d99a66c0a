import { useUserBackend } from '@/lib/auth';
import { downloadBlob } from '@/lib/download';
import { documentName, documentProblem, typedBlob } from './document-file';

/** A problem the couple can fix (wrong type, too big, missing file); its message is shown as it is. */
export class DocumentError extends Error {
  name = 'DocumentError';
}

/**
 * Upload, download and remove a record's document (a vendor's contract, an instalment's receipt) through the
 * FilePort. The record holds the file's key; the file is written first and the record second, so a record never
 * points at a file that isn't there, and a file whose record could not be saved is removed again.
 */
export function useDocuments<R>({
  noun,
  keyFor,
  keyOf,
  save,
}: {
  /** "contract": the messages' word for the document. */
  noun: string;
  /** Where a chosen file is stored for the record. */
  keyFor: (record: R, fileName: string) => string;
  /** The record's stored key, if any. */
  keyOf: (record: R) => string | undefined;
  /** Writes the new key (undefined: none) into the record. */
  save: (record: R, key: string | undefined) => Promise<unknown>;
}) {
  const { files } = useUserBackend();

  const upload = async (record: R, file: File) => {
    const problem = documentProblem(file, noun);
    if (problem) throw new DocumentError(problem);
    const key = keyFor(record, file.name);
    const previous = keyOf(record);
    await files.put(key, file);
    try {
      await save(record, key);
    } catch (error) {
      // The same name replaced the old file in place: there is nothing else to clean up.
      if (key !== previous) await files.remove(key).catch(() => undefined);
      throw error;
    }
    // A replaced document under another name would otherwise stay in storage, unreachable.
    if (previous && previous !== key) await files.remove(previous).catch(() => undefined);
  };

  const remove = async (record: R) => {
    const key = keyOf(record);
    if (!key) return;
    await save(record, undefined);
    await files.remove(key).catch(() => undefined);
  };

  /**
   * Downloads the document under its own name. Never opened in a tab: a stored file shown as a blob: page runs in
   * the app's own origin, so a file crafted as a web page could act as the signed-in user; a download is never
   * rendered (the storage bucket also takes only PNG, JPEG, WebP and PDF).
   */
  const download = async (key: string) => {
    const blob = await files.get(key);
    if (!blob) throw new DocumentError(`That ${noun} file is missing. Upload it again.`);
    downloadBlob(typedBlob(blob, key), documentName(key));
  };

  /** Removes a deleted record's file; best effort, the record is already gone. */
  const cleanUp = (record: R) => {
    const key = keyOf(record);
    return key ? files.remove(key).catch(() => undefined) : Promise.resolve();
  };

  return { upload, remove, download, cleanUp };
}

/**
 * Documents the couple keeps beside a record (a vendor's contract, an instalment's receipt): a PDF or an image,
 * stored through the FilePort. The cloud bucket refuses anything over 10 MiB and any other type
 * (supabase/migrations/…_storage.sql), so the same rules are checked here first, where the couple can be told why.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.join(',');
export const DOCUMENT_HINT = 'PDF or image (PNG, JPEG, WebP), up to 10 MB.';
const EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The file's type, from the browser's MIME type or else its extension (some systems report none). */
function documentType(file: File): string | null {
  if ((DOCUMENT_TYPES as readonly string[]).includes(file.type)) return file.type;
  if (file.type) return null;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSIONS[ext] ?? null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What is wrong with a chosen file, or null when it can be stored; `noun` names the document ("contract"). */
export function documentProblem(file: File, noun: string): string | null {
  const plural = `${noun}s`;
  if (!documentType(file))
    return `${plural[0].toUpperCase()}${plural.slice(1)} must be a PDF or an image (PNG, JPEG or WebP).`;
  if (file.size === 0) return `That file is empty. Choose the ${noun} file again.`;
  if (file.size > DOCUMENT_MAX_BYTES)
    return `That file is ${formatBytes(file.size)}; ${plural} can be at most 10 MB.`;
  return null;
}

/**
 * A file name that is safe as one segment of a storage key: no folders, no dot-segments, only plain characters, at
 * most 100 long, keeping the extension; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[.-]+/, '');
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot).slice(0, 10) : '';
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 100 - ext.length);
  return `${stem || fallback}${ext}`;
}

/** The name shown for a stored document: the last segment of its key. */
export const documentName = (key: string) => key.split('/').pop() ?? key;

/** The blob with the type the key's extension implies, when the store handed it back without one. */
export function typedBlob(blob: Blob, key: string): Blob {
  if (blob.type) return blob;
  const type = EXTENSIONS[key.toLowerCase().split('.').pop() ?? ''];
  return type ? new Blob([blob], { type }) : blob;
}

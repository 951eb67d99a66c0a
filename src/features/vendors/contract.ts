/**
 * Vendor contracts: a PDF or an image, stored through the FilePort under `contracts/<vendorId>/<file name>`.
 * The cloud bucket refuses anything over 10 MiB (supabase/migrations/…_storage.sql), so the same limit is
 * checked here first, where the couple can be told why.
 */
export const CONTRACT_MAX_BYTES = 10 * 1024 * 1024;
export const CONTRACT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const CONTRACT_ACCEPT = CONTRACT_TYPES.join(',');
const EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The file's type, from the browser's MIME type or else its extension (some systems report none). */
function contractType(file: File): string | null {
  if ((CONTRACT_TYPES as readonly string[]).includes(file.type)) return file.type;
  if (file.type) return null;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSIONS[ext] ?? null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What is wrong with a chosen file, or null when it can be stored. */
export function contractProblem(file: File): string | null {
  if (!contractType(file)) return 'Contracts must be a PDF or an image (PNG, JPEG or WebP).';
  if (file.size === 0) return 'That file is empty. Choose the contract file again.';
  if (file.size > CONTRACT_MAX_BYTES)
    return `That file is ${formatBytes(file.size)}; contracts can be at most 10 MB.`;
  return null;
}

/**
 * A file name that is safe as one segment of a storage key: no folders, no dot-segments, only plain
 * characters, at most 100 long, keeping the extension.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[.-]+/, '');
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot).slice(0, 10) : '';
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 100 - ext.length);
  return `${stem || 'contract'}${ext}`;
}

export const contractKey = (vendorId: string, fileName: string) =>
  `contracts/${vendorId}/${safeFileName(fileName)}`;

/** The name shown for a stored contract: the last segment of its key. */
export const contractName = (key: string) => key.split('/').pop() ?? key;

/** The blob with the type the key's extension implies, when the store handed it back without one. */
export function typedBlob(blob: Blob, key: string): Blob {
  if (blob.type) return blob;
  const type = EXTENSIONS[key.toLowerCase().split('.').pop() ?? ''];
  return type ? new Blob([blob], { type }) : blob;
}

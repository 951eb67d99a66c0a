/**
 * How long a download's object URL lives: the browser reads the file only after the click has been handled, and a
 * URL revoked before it has can cancel the download in some browsers. A minute leaves a large file (a contract, a
 * print-size card) time to be read; the memory is let go soon after.
 */
const URL_LIFETIME_MS = 60_000;

/**
 * Saves a blob under a file name through a temporary link: the browser's own download, no server round trip. Never
 * opened in a tab, so a stored file is never rendered in the app's origin.
 */
export function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/**
 * Saves text as a file. CSV gets a byte-order mark, so spreadsheet programs read it as UTF-8 (names with accents,
 * the rupee sign).
 */
export function downloadText(text: string, filename: string, type: string) {
  const parts = type.startsWith('text/csv') ? ['\uFEFF', text] : [text];
  downloadBlob(new Blob(parts, { type }), filename);
}

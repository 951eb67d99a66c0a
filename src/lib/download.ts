/** Saves a blob under a file name through a temporary link: the browser's own download, no server round trip. */
export function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves text as a file. CSV gets a byte-order mark, so spreadsheet programs read it as UTF-8 (names with accents,
 * the rupee sign).
 */
export function downloadText(text: string, filename: string, type: string) {
  const parts = type.startsWith('text/csv') ? ['\uFEFF', text] : [text];
  downloadBlob(new Blob(parts, { type }), filename);
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied-image' | 'copied-text';

/**
 * Shares a board: the Web Share API with the image file where the device can share files (phones), else with
 * its text; without the API, the image goes to the clipboard (text as well) or, failing that, the text alone.
 * Rejects only when nothing could be shared or copied.
 */
export async function shareBoard({
  blob,
  filename,
  title,
  text,
}: {
  blob: Blob | null;
  filename: string;
  title: string;
  text: string;
}): Promise<ShareOutcome> {
  const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
  if (typeof nav.share === 'function') {
    const file = blob ? new File([blob], filename, { type: blob.type || 'image/png' }) : null;
    const data: ShareData =
      file && nav.canShare?.({ files: [file] }) ? { files: [file], title, text } : { title, text };
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The person closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Otherwise (not allowed here, data refused) fall through to copying.
    }
  }
  const clipboard = nav.clipboard;
  if (!clipboard) throw new Error('Sharing is not available in this browser.');
  if (
    blob &&
    typeof ClipboardItem !== 'undefined' &&
    typeof clipboard.write === 'function' &&
    blob.type === 'image/png'
  ) {
    try {
      // Browsers accept PNG on the clipboard; the text goes along for apps that paste text.
      await clipboard.write([
        new ClipboardItem({ 'image/png': blob, 'text/plain': new Blob([text], { type: 'text/plain' }) }),
      ]);
      return 'copied-image';
    } catch {
      // Some browsers refuse images on the clipboard: copy the text instead.
    }
  }
  await clipboard.writeText(text);
  return 'copied-text';
}

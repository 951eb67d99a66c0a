export type ShareOutcome = 'shared' | 'cancelled' | 'copied-image' | 'copied-text';

export interface Shareable {
  title: string;
  text: string;
  /** A picture to share with it, where the device can share files (phones) or the clipboard takes images. */
  image?: { blob: Blob; filename: string } | null;
}

/**
 * Shares through the system share sheet where the browser has one (with the picture where the device can share
 * files); otherwise copies the picture (PNG, with the text alongside) or the text to the clipboard. A closed share
 * sheet is no failure. Rejects only when nothing could be shared or copied.
 */
export async function share(
  { title, text, image = null }: Shareable,
  nav: Navigator = navigator,
): Promise<ShareOutcome> {
  const withFiles = nav as Navigator & { canShare?: (data: ShareData) => boolean };
  if (typeof nav.share === 'function') {
    const file = image
      ? new File([image.blob], image.filename, { type: image.blob.type || 'image/png' })
      : null;
    const data: ShareData =
      file && withFiles.canShare?.({ files: [file] }) ? { files: [file], title, text } : { title, text };
    if (typeof withFiles.canShare !== 'function' || withFiles.canShare(data)) {
      try {
        await nav.share(data);
        return 'shared';
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
        // Not allowed here, or the data refused: fall back to copying.
      }
    }
  }
  const clipboard = nav.clipboard;
  if (!clipboard) throw new Error('Clipboard unavailable');
  if (
    image &&
    image.blob.type === 'image/png' &&
    typeof ClipboardItem !== 'undefined' &&
    typeof clipboard.write === 'function'
  ) {
    try {
      await clipboard.write([
        new ClipboardItem({
          'image/png': image.blob,
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return 'copied-image';
    } catch {
      // Some browsers refuse images on the clipboard: copy the text instead.
    }
  }
  await clipboard.writeText(text);
  return 'copied-text';
}

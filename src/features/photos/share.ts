import { shareText, type PhotoIdea } from './model';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares an idea through the system share sheet where the browser has one (phones), otherwise copies a text
 * summary to the clipboard. Rejects when neither is possible (e.g. clipboard access refused).
 */
export async function sharePhotoIdea(idea: PhotoIdea, nav: Navigator = navigator): Promise<ShareOutcome> {
  const text = shareText(idea);
  const data = { title: idea.title, text };
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The user closed the share sheet: nothing to do. Any other failure falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!nav.clipboard) throw new Error('Clipboard unavailable');
  await nav.clipboard.writeText(text);
  return 'copied';
}

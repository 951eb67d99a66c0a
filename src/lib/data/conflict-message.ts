import type { ConflictReason } from './save-error';

/**
 * (A module of its own: the guests' pages read data through save-error.ts but save no edits, and need none of these
 * words.) What the couple is told about a conflict: in the notice (`notice`), and under the form that asked (`form`), which
 * keeps what they typed and offers Keep mine (save again: replaces that version knowingly) and Take theirs (drop the
 * edit; the list already shows theirs). `by` names the member whose change it was, when known.
 */
export function conflictMessage(
  noun: string,
  reason: ConflictReason,
  where: 'notice' | 'form',
  by?: string | null,
): string {
  if (reason === 'deleted')
    return where === 'form'
      ? `This ${noun} was deleted in another tab or on another device, so it can't be saved. Copy anything you want to keep, then cancel.`
      : `This ${noun} was deleted in another tab or on another device, so your change wasn't saved.`;
  const changed = by
    ? `${by} changed this ${noun} while you were editing`
    : `This ${noun} was changed in another tab or on another device`;
  return where === 'form'
    ? `${changed}. The list now shows ${by ? 'their' : 'that'} version; what you typed is still here.`
    : `${changed}, so your change wasn't saved. It now shows ${by ? 'their' : 'the latest'} version.`;
}

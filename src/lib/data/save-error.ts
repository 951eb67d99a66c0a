/**
 * Why a save was refused because of another tab or device: the record was changed there in a way that clashes
 * with this change (`changed`), or it was deleted there (`deleted`). See use-collection.ts.
 */
export type ConflictReason = 'changed' | 'deleted';

/** A refused write. `conflict` says when the refusal was another tab's or device's change rather than a failure. */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
    readonly conflict?: ConflictReason,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

export const conflictOf = (error: unknown): ConflictReason | undefined =>
  error instanceof SaveError ? error.conflict : undefined;

/**
 * What the couple is told about a conflict: in the notice (`notice`), and under the form that asked (`form`), which
 * keeps what they typed. A changed record is shown as it now is; saving again replaces that version knowingly.
 */
export function conflictMessage(noun: string, reason: ConflictReason, where: 'notice' | 'form'): string {
  if (reason === 'deleted')
    return where === 'form'
      ? `This ${noun} was deleted in another tab or on another device, so it can't be saved. Copy anything you want to keep, then cancel.`
      : `This ${noun} was deleted in another tab or on another device, so your change wasn't saved.`;
  return where === 'form'
    ? `This ${noun} was changed in another tab or on another device. The list now shows that version; what you typed is still here — save again to replace it with yours, or cancel to keep it.`
    : `This ${noun} was changed in another tab or on another device, so your change wasn't saved. It now shows the latest version.`;
}

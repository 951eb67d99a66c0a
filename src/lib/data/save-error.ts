/**
 * Why a save was refused because of another tab or device: the record was changed there in a way that clashes
 * with this change (`changed`), or it was deleted there (`deleted`). See use-collection.ts.
 */
export type ConflictReason = 'changed' | 'deleted';

/**
 * A refused write. `conflict` says when the refusal was another tab's or device's change rather than a failure, and
 * `by` who made that change when another member of the wedding did (their first name, else e-mail).
 */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
    readonly conflict?: ConflictReason,
    readonly by?: string | null,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

export const conflictOf = (error: unknown): ConflictReason | undefined =>
  error instanceof SaveError ? error.conflict : undefined;

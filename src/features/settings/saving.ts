/** Spec §9: saving in Account Settings shows its "Saving..." state for about a second. */
export const SAVE_STATE_MS = 1000;

/**
 * Runs a save and resolves no sooner than `ms` after it started, so the saving state is visible rather than a
 * flicker. A failure is reported as soon as it happens.
 */
export async function withVisibleSaving<T>(save: Promise<T>, ms = SAVE_STATE_MS): Promise<T> {
  const [result] = await Promise.all([save, new Promise((resolve) => setTimeout(resolve, ms))]);
  return result;
}

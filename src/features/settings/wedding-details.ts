import type { ProfileData, ProfilePatch } from '@/lib/backend';
import { fieldsAsNow, profilePatchSchema, type ProfileChange } from '@/lib/data';

/**
 * The wedding's details as one change names them: the wedding section's fields (partner's names, date, guest
 * estimate, place) and the budget's total, which live in two sections of the profile.
 */
export type WeddingDetails = Partial<
  Pick<
    ProfileData['wedding'],
    'partnerFirstName' | 'partnerLastName' | 'weddingDate' | 'guestCount' | 'location'
  > & { budgetTotal: number }
>;

/** The profile fields `details` sets, section by section; a section it does not touch is left out. */
export function weddingDetailsPatch({ budgetTotal, ...wedding }: WeddingDetails): ProfilePatch {
  return {
    ...(Object.keys(wedding).length ? { wedding } : {}),
    ...(budgetTotal === undefined ? {} : { budget: { total: budgetTotal } }),
  };
}

/**
 * Changes the wedding details: checked by the profile's own rules (a $ZodError before anything is saved) and saved
 * through the profile port in one request. Resolves with the fields as they stood before, which, saved back, undo
 * exactly this change (the profile is not a collection, so its undo is a save rather than a command's inverse).
 */
export async function updateWeddingDetails(
  save: (change: ProfileChange) => Promise<ProfileData>,
  details: WeddingDetails,
): Promise<ProfilePatch> {
  const patch = profilePatchSchema.parse(weddingDetailsPatch(details)) as ProfilePatch;
  let before: ProfilePatch = {};
  // Read in the save's turn: what it puts back is what this save replaced, not what a page showed earlier.
  await save((current) => {
    before = fieldsAsNow(current, patch);
    return patch;
  });
  return before;
}

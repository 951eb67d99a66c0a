import type { ProfileData, ProfilePatch } from '@/lib/backend';
import { profilePatchSchema } from './profile-schema';
import type { ProfileChange } from './use-profile';

/*
 * Changes of profile fields that can be undone. Imported from here, not '@/lib/data': only the changes that need them
 * load them (the sample wedding, the AI planner's Apply), not every page's first load.
 */

/**
 * The profile fields `patch` sets, as they stand in `current`: saved back, they undo the patch (and only it: the
 * couple's other fields are left as they are by then).
 */
export function fieldsAsNow(current: ProfileData, patch: ProfilePatch): ProfilePatch {
  const sections = current as unknown as Record<string, Record<string, unknown>>;
  return Object.fromEntries(
    Object.entries(patch).map(([section, fields]) => [
      section,
      Object.fromEntries(Object.keys(fields ?? {}).map((field) => [field, sections[section]![field]])),
    ]),
  ) as ProfilePatch;
}

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

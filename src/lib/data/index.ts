export { defineCollection, useCollection, collectionKey, SaveError, type CollectionDef } from './use-collection';
export { useProfile, profileKey } from './use-profile';
export {
  profileSectionSchema,
  weddingSectionSchema,
  notificationsSectionSchema,
  remindersSectionSchema,
  budgetSectionSchema,
  profilePatchSchema,
  isCalendarDate,
  REMINDER_FREQUENCIES,
  NAME_MAX,
  PHONE_MAX,
  GUEST_COUNT_MAX,
} from './profile-schema';

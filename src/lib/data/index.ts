export { defineCollection, useCollection, useRecord, SaveError, type CollectionDef } from './use-collection';
export { useProfile, type ProfileChange } from './use-profile';
export { queryKeys } from './query-keys';
export { setNotifier, notify, type Notifier, type NoticeTone, type NoticeOptions } from './notifier';
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
export { usePublicRecord } from './use-public';
export { useUndoableRemove, UNDO_WINDOW_MS, type UndoableRemoveOptions } from './use-undoable-remove';
export { describeWriteFailure, isQuotaError } from './write-failure';

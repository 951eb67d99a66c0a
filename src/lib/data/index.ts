export {
  defineCollection,
  useCollection,
  useEditBase,
  useRecord,
  SaveError,
  type CollectionDef,
} from './use-collection';
export { conflictOf, type ConflictReason } from './save-error';
export { useProfile, type ProfileChange } from './use-profile';
export { queryKeys } from './query-keys';
export { setNotifier, notify, type Notifier, type NoticeTone, type NoticeOptions } from './notifier';
export {
  profileSectionSchema,
  weddingSectionSchema,
  notificationsSectionSchema,
  remindersSectionSchema,
  budgetSectionSchema,
  aiSectionSchema,
  profilePatchSchema,
  REMINDER_FREQUENCIES,
  NAME_MAX,
  PHONE_MAX,
  GUEST_COUNT_MAX,
} from './profile-schema';
export { usePublicRecord } from './use-public';
export { useUndoableRemove, UNDO_WINDOW_MS, type UndoableRemoveOptions } from './use-undoable-remove';
export { describeWriteFailure, isQuotaError } from './write-failure';
// The command hook (use-command.ts) and the undo shortcut (use-undo-shortcut.ts) are imported from their own modules:
// exported here, they would join the chunk every page that reads data loads first.

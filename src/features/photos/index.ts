export { photoIdeasCollection, type PhotoIdea } from './model';
export {
  PHOTO_CATEGORY_LABELS,
  TITLE_MAX as PHOTO_TITLE_MAX,
  DESCRIPTION_MAX as PHOTO_DESCRIPTION_MAX,
} from './model';
/** The shot list's commands, for the AI planner's tools (loaded with them, not with the photos page). */
export const loadPhotoCommands = () => import('./commands');

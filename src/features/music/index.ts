export { songsCollection, type Song } from './model';
export {
  SONG_CATEGORY_LABELS,
  TITLE_MAX as SONG_TITLE_MAX,
  ARTIST_MAX,
  NOTES_MAX as SONG_NOTES_MAX,
} from './model';
/** The playlist's commands, for the AI planner's tools (loaded with them, not with the music page). */
export const loadMusicCommands = () => import('./commands');

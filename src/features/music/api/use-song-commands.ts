import { useCommand } from '@/lib/data/use-command';
import { addSong, updateSong } from '../commands';

/** The playlist's commands for its page: each one batch, shown at once, on the app's one undo. */
export function useSongCommands() {
  return {
    addSong: useCommand(addSong, { noun: 'song' }),
    updateSong: useCommand(updateSong, { noun: 'song' }),
  };
}

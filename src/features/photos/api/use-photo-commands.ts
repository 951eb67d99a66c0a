import { useCommand } from '@/lib/data/use-command';
import { addPhotoIdea, updatePhotoIdea } from '../commands';

/** The shot list's commands for its page: each one batch, shown at once, on the app's one undo. */
export function usePhotoCommands() {
  return {
    addPhotoIdea: useCommand(addPhotoIdea, { noun: 'photo idea' }),
    updatePhotoIdea: useCommand(updatePhotoIdea, { noun: 'photo idea' }),
  };
}

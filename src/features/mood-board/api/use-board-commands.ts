import { useCommand } from '@/lib/data/use-command';
import { lazyCommand } from '@/lib/commands/command';

// Fetched once the page has rendered: the page's first load carries no command schema.
const commands = () => import('../commands');
const addMoodBoard = lazyCommand('addMoodBoard', () => commands().then((m) => m.addMoodBoard));
const updateMoodBoard = lazyCommand('updateMoodBoard', () => commands().then((m) => m.updateMoodBoard));

/**
 * The mood board page's commands. A new board is not on the app's undo: its picture is already stored, and the
 * board's own Delete (with its Undo) is what takes both away.
 */
export function useBoardCommands() {
  return {
    addBoard: useCommand(addMoodBoard, { noun: 'mood board', undoable: false }),
    updateBoard: useCommand(updateMoodBoard, { noun: 'mood board' }),
  };
}

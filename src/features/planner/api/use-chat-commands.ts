import { useCommand } from '@/lib/data/use-command';
import { keepChatMessage, removeChatMessages } from '../commands';

/**
 * The conversation's commands for the chat: off the app's undo (Ctrl/Cmd+Z on the planner page never takes a
 * message back), a failure told in a notice as every command's is.
 */
export function useChatCommands() {
  return {
    keepChatMessage: useCommand(keepChatMessage, { noun: 'message', undoable: false }),
    removeChatMessages: useCommand(removeChatMessages, { noun: 'message', undoable: false }),
  };
}

import { useCommand } from '@/lib/data/use-command';
import {
  askPlanner,
  keepChatMessage,
  removeChatMessages,
  removeConversation,
  renameConversation,
} from '../commands';

/**
 * The conversations' commands for the chat, a failure told in a notice as every command's is. Off the app's undo
 * (Ctrl/Cmd+Z on the planner page never takes a message back), but for deleting a conversation: its notice offers
 * Undo, which brings it back with its messages.
 */
export function useChatCommands() {
  return {
    askPlanner: useCommand(askPlanner, { noun: 'message', undoable: false }),
    keepChatMessage: useCommand(keepChatMessage, { noun: 'message', undoable: false }),
    removeChatMessages: useCommand(removeChatMessages, { noun: 'message', undoable: false }),
    renameConversation: useCommand(renameConversation, { noun: 'conversation', undoable: false }),
    removeConversation: useCommand(removeConversation, {
      noun: 'conversation',
      notice: (conversation) => (conversation ? `Deleted "${conversation.title}".` : null),
    }),
  };
}

export {
  chatConversationsCollection,
  chatMessagesCollection,
  type ChatConversation,
  type ChatMessage,
} from './model';

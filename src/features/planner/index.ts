export { chatMessagesCollection, type ChatMessage } from './model';

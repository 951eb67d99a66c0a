import { defineCommand, putBased, removeBased } from '@/lib/commands/command';
import { updateRecordCommand } from '@/lib/commands/record-commands';
import { z } from '@/lib/zod';
import {
  chatConversationsCollection,
  chatMessageSchema,
  chatMessagesCollection,
  conversationTitle,
  type ChatConversation,
  type ChatMessage,
} from './model';

/*
 * The planner conversations' commands (src/lib/commands): each one batch. The contract suite runs them on both
 * adapters (tests/contract/planner.cases.ts).
 */

const messages = chatMessagesCollection.table;
const conversations = chatConversationsCollection.table;

/**
 * Asks the planner a question: the question is kept in its conversation, which begins with it (titled from it) or,
 * already begun, is now the most recent one. One batch, the conversation based on the version read.
 */
export const askPlanner = defineCommand({
  name: 'askPlanner',
  input: chatMessageSchema,
  async plan(question: ChatMessage, read) {
    const stored = await read.get<ChatConversation>(conversations, question.conversationId);
    const conversation: ChatConversation = stored
      ? { ...stored, lastActiveAt: question.createdAt }
      : {
          id: question.conversationId,
          title: conversationTitle(question.content),
          createdAt: question.createdAt,
          lastActiveAt: question.createdAt,
        };
    return {
      changes: [putBased(conversations, conversation, stored), putBased(messages, question)],
      result: conversation,
    };
  },
  describe: (_question, conversation) => `Asked the planner in "${conversation.title}"`,
});

/**
 * Keeps a reply as it now stands: each time its streaming text is written and once more when it ends. Not based on a
 * version: the one reply in progress is only ever written by the tab streaming it.
 */
export const keepChatMessage = defineCommand({
  name: 'keepChatMessage',
  input: chatMessageSchema,
  plan: (message: ChatMessage) => ({ changes: [putBased(messages, message)], result: message }),
  describe: (message) => (message.role === 'user' ? 'Asked the planner' : "Kept the planner's reply"),
});

/** Removes messages in one batch (Regenerate's last reply), each based on the version read; one already gone is skipped. */
export const removeChatMessages = defineCommand({
  name: 'removeChatMessages',
  input: z.object({ ids: z.array(z.string().check(z.minLength(1), z.maxLength(64))) }),
  async plan({ ids }, read) {
    const found = await Promise.all(ids.map((id) => read.get<ChatMessage>(messages, id)));
    const stored = found.filter((m): m is ChatMessage => m !== null);
    return { changes: stored.map((m) => removeBased(messages, m)), result: stored.length };
  },
  describe: (_input, count) => (count === 1 ? 'Removed a message' : `Removed ${count} messages`),
});

export const renameConversation = updateRecordCommand(
  chatConversationsCollection,
  'renameConversation',
  (conversation) => conversation.title,
);

/**
 * Deletes a conversation with its messages, one batch based on the versions read (its undo puts all of them back).
 * One already gone (deleted in another tab) leaves nothing to do.
 */
export const removeConversation = defineCommand({
  name: 'removeConversation',
  input: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  async plan({ id }, read) {
    const conversation = await read.get<ChatConversation>(conversations, id);
    if (!conversation) return { changes: [], result: null };
    const its = (await read.list<ChatMessage>(messages)).filter((m) => m.conversationId === id);
    return {
      changes: [...its.map((m) => removeBased(messages, m)), removeBased(conversations, conversation)],
      result: conversation,
    };
  },
  describe: (_input, conversation) => `Deleted the conversation "${conversation?.title ?? ''}"`,
});

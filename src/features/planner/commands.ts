import { defineCommand, putBased, removeBased } from '@/lib/commands/command';
import { z } from '@/lib/zod';
import { chatMessageSchema, chatMessagesCollection, type ChatMessage } from './model';

/*
 * The planner conversation's commands (src/lib/commands): each one batch. The contract suite runs them on both
 * adapters (tests/contract/planner.cases.ts).
 */

const { table } = chatMessagesCollection;

/**
 * Keeps a message as it now stands: a question once asked, a reply each time its streaming text is written and once
 * more when it ends. Not based on a version: the one reply in progress is only ever written by the tab streaming it.
 */
export const keepChatMessage = defineCommand({
  name: 'keepChatMessage',
  input: chatMessageSchema,
  plan: (message: ChatMessage) => ({ changes: [putBased(table, message)], result: message }),
  describe: (message) => (message.role === 'user' ? 'Asked the planner' : "Kept the planner's reply"),
});

/**
 * Removes messages in one batch (Regenerate's last reply; a whole conversation's messages), each based on the version
 * read. A message already gone is skipped: there is nothing left to remove.
 */
export const removeChatMessages = defineCommand({
  name: 'removeChatMessages',
  input: z.object({ ids: z.array(z.string().check(z.minLength(1), z.maxLength(64))) }),
  async plan({ ids }, read) {
    const found = await Promise.all(ids.map((id) => read.get<ChatMessage>(table, id)));
    const stored = found.filter((m): m is ChatMessage => m !== null);
    return { changes: stored.map((m) => removeBased(table, m)), result: stored.length };
  },
  describe: (_input, count) => (count === 1 ? 'Removed a message' : `Removed ${count} messages`),
});

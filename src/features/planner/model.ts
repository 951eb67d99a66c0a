import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';

/**
 * Where a planner reply stands: `streaming` while it arrives (kept as it streams, so a reload or a closed tab
 * loses nothing; one found `streaming` with nothing writing it was cut short), `stopped` with the Stop button,
 * `failed` for the spec's apology, `complete` otherwise (and for every message stored before replies had one).
 */
export const REPLY_STATUSES = ['complete', 'streaming', 'stopped', 'failed'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

/**
 * A stored chat message (spec §3: role and content), kept per user in the `chat_messages` table (both modes).
 * `createdAt` orders the conversation the same way in both stores. The greeting is not stored: every
 * conversation starts with it.
 */
export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  role: z.enum(['user', 'assistant']),
  // The table's check (40,000); user messages are held to a far lower limit before they get here.
  content: z.string().check(z.minLength(1), z.maxLength(40_000)),
  createdAt: z.string().check(z.minLength(1)),
  status: z._default(z.enum(REPLY_STATUSES), 'complete'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesCollection = defineCollection<ChatMessage>({
  table: 'chat_messages',
  schema: chatMessageSchema,
  noun: 'message',
});

/** Oldest first; ties keep the store's order (Array.prototype.sort is stable). */
export function inConversationOrder(messages: readonly ChatMessage[]): ChatMessage[] {
  const time = (m: ChatMessage) => Date.parse(m.createdAt) || 0;
  return [...messages].sort((a, b) => time(a) - time(b));
}

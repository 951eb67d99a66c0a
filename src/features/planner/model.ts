import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';

export { conversationTitle } from '@/lib/ai/conversation-title';

/**
 * Where a planner reply stands: `streaming` while it arrives (kept as it streams, so a reload or a closed tab
 * loses nothing; one found `streaming` with nothing writing it was cut short), `stopped` with the Stop button,
 * `failed` for the spec's apology, `complete` otherwise (and for every message stored before replies had one).
 */
export const REPLY_STATUSES = ['complete', 'streaming', 'stopped', 'failed'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

const id = z.string().check(z.minLength(1), z.maxLength(64));

/** The most cards one reply keeps (five tool rounds of a few changes each). */
export const KEPT_PROPOSALS_MAX = 20;

/**
 * A change a reply proposed, kept with the reply so a reload shows its card as the couple left it: what it changes,
 * where the record shows once applied, and what became of it (`open` only while the reply is still waiting on it).
 */
export const keptProposalSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(130)),
  summary: z.string().check(z.minLength(1), z.maxLength(1000)),
  // Only the app's own pages.
  href: z.string().check(z.maxLength(200), z.regex(/^\/(?!\/)/)),
  place: z.string().check(z.maxLength(60)),
  state: z.enum(['open', 'applied', 'dismissed', 'failed']),
  error: z.optional(z.string().check(z.maxLength(500))),
});
export type KeptProposal = z.infer<typeof keptProposalSchema>;

/**
 * A stored chat message (spec §3: role and content), kept per user in the `chat_messages` table (both modes), in
 * its conversation. `createdAt` orders the conversation the same way in both stores. The greeting is not stored:
 * every conversation starts with it.
 */
export const chatMessageSchema = z.object({
  id,
  conversationId: id,
  role: z.enum(['user', 'assistant']),
  // The table's check (40,000); user messages are held to a far lower limit before they get here.
  content: z.string().check(z.minLength(1), z.maxLength(40_000)),
  createdAt: z.string().check(z.minLength(1)),
  status: z._default(z.enum(REPLY_STATUSES), 'complete'),
  /** A reply's proposed changes and what the couple decided (absent: it proposed none). */
  proposals: z.optional(z.array(keptProposalSchema).check(z.maxLength(KEPT_PROPOSALS_MAX))),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesCollection = defineCollection<ChatMessage>({
  table: 'chat_messages',
  schema: chatMessageSchema,
  noun: 'message',
});

/** The longest title a conversation may have (the table's check). */
export const CONVERSATION_TITLE_MAX = 80;

/**
 * A conversation with the planner ("Budget", "Vendors"), kept per user in `chat_conversations`: titled from its first
 * question until the couple renames it; `lastActiveAt` (its last question) puts the most recent first.
 */
export const chatConversationSchema = z.object({
  id,
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the conversation a name.'),
      z.maxLength(CONVERSATION_TITLE_MAX, `Keep the name to ${CONVERSATION_TITLE_MAX} characters.`),
    ),
  createdAt: z.string().check(z.minLength(1)),
  lastActiveAt: z.string().check(z.minLength(1)),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationsCollection = defineCollection<ChatConversation>({
  table: 'chat_conversations',
  schema: chatConversationSchema,
  noun: 'conversation',
});

/** The most recently asked in first. */
export function newestFirst(conversations: readonly ChatConversation[]): ChatConversation[] {
  const time = (c: ChatConversation) => Date.parse(c.lastActiveAt) || 0;
  return [...conversations].sort((a, b) => time(b) - time(a));
}

/** Oldest first; ties keep the store's order (Array.prototype.sort is stable). */
export function inConversationOrder(messages: readonly ChatMessage[]): ChatMessage[] {
  const time = (m: ChatMessage) => Date.parse(m.createdAt) || 0;
  return [...messages].sort((a, b) => time(a) - time(b));
}

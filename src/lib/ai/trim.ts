import { estimateMessageTokens } from '../../../supabase/functions/_shared/ai-tokens.ts';

/**
 * Keeps a conversation within a size budget before it is sent to the AI provider: a long chat would otherwise
 * grow every request until the model's context (and the bill) runs out. The newest messages matter most, so the
 * oldest are dropped first; the newest message is always kept (it is the question being asked).
 *
 * The chat counts estimated tokens (`messageTokens`, the same estimate the `ai` function bounds requests by, so
 * emoji count for what they cost); `messageCost` counts characters plus a small per-message overhead.
 */
export const MESSAGE_OVERHEAD_CHARS = 16;

export const messageCost = (m: { content: string }) => m.content.length + MESSAGE_OVERHEAD_CHARS;

export const messageTokens = estimateMessageTokens;

export function trimToBudget<T extends { content: string }>(
  messages: readonly T[],
  budget: number,
  cost: (message: T) => number = messageCost,
): T[] {
  if (messages.length === 0) return [];
  let used = cost(messages[messages.length - 1]);
  let start = messages.length - 1;
  while (start > 0) {
    const next = used + cost(messages[start - 1]);
    if (next > budget) break;
    used = next;
    start -= 1;
  }
  return messages.slice(start);
}

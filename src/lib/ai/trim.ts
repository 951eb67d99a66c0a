/**
 * Keeps a conversation within a size budget before it is sent to the AI provider: a long chat would otherwise
 * grow every request until the model's context (and the bill) runs out. The newest messages matter most, so the
 * oldest are dropped first; the newest message is always kept (it is the question being asked).
 *
 * Size is counted in characters (about four per token for English text) plus a small per-message overhead for
 * the role framing, which is close enough for a budget and needs no tokenizer in the browser.
 */
export const MESSAGE_OVERHEAD_CHARS = 16;

export const messageCost = (m: { content: string }) => m.content.length + MESSAGE_OVERHEAD_CHARS;

export function trimToBudget<T extends { content: string }>(
  messages: readonly T[],
  budgetChars: number,
): T[] {
  if (messages.length === 0) return [];
  let used = messageCost(messages[messages.length - 1]);
  let start = messages.length - 1;
  while (start > 0) {
    const next = used + messageCost(messages[start - 1]);
    if (next > budgetChars) break;
    used = next;
    start -= 1;
  }
  return messages.slice(start);
}

/** The longest title made from a question (a renamed conversation's may be longer). */
const FROM_QUESTION_MAX = 60;

/**
 * A new planner conversation's title, from its first question: spaces collapsed, at most 60 characters.
 */
export function conversationTitle(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (!text) return 'Conversation';
  return text.length > FROM_QUESTION_MAX ? `${text.slice(0, FROM_QUESTION_MAX - 1)}…` : text;
}

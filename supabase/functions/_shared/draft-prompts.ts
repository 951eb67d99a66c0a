/**
 * "Draft with AI" where couples write (issue 31 item 4): the system prompt for each kind of text, built from the
 * facts of their plan (names, date, the wedding's location as Settings has it, and the tone they pick). The same builder runs in the browser (a provider reached
 * directly) and in the `ai` Edge Function, which validates the facts, caps them and writes the prompt itself: a
 * client names a purpose and sends facts, never instructions of its own. The couple's own words ("what should it
 * say?") are the user message.
 *
 * No imports: Deno and Vite both load this file as it is.
 */

/** What each purpose drafts: the instruction that opens its system prompt. */
const DRAFT_INSTRUCTIONS = {
  'draft-invitation':
    'Write the wording for one text block of a wedding invitation card: at most 40 words, elegant and warm, with the names, date and place where they fit. No quotation marks, no Markdown, no placeholders in brackets.',
  'draft-website-welcome':
    "Write the welcome message at the top of the couple's wedding website, in their own voice (we, us): one or two warm sentences greeting their guests, at most 50 words. Plain text, no Markdown, no headings, no placeholders in brackets; do not invent facts beyond what they say.",
  'draft-website-story':
    "Write the couple's story for their wedding website, in their own voice (we, us): how they met and what they look forward to, 80 to 150 words in two or three short paragraphs. Plain text, no Markdown, no headings, no placeholders in brackets; do not invent facts beyond what they say.",
  'draft-guest-message':
    "Write the middle of a short message the couple sends their guests by WhatsApp or e-mail (a greeting with the guest's name comes before it and their personal RSVP link after it, so include neither): at most 50 words, friendly and clear. Plain text, no Markdown, no placeholders in brackets.",
} as const;

export type DraftPurpose = keyof typeof DRAFT_INSTRUCTIONS;
export const DRAFT_PURPOSES = Object.keys(DRAFT_INSTRUCTIONS) as DraftPurpose[];
export const isDraftPurpose = (purpose: string): purpose is DraftPurpose =>
  Object.hasOwn(DRAFT_INSTRUCTIONS, purpose);

/** The facts a draft is written from; '' where the plan does not say. */
export interface DraftFacts {
  /** "Priya & Arjun". */
  couple: string;
  /** YYYY-MM-DD. */
  weddingDate: string;
  /** The wedding location from Settings (a venue, a city, or both). */
  place: string;
  /** The tone the couple picks for this text ("warm", "formal"...). */
  tone: string;
}

/** Longest fact kept (a venue and its city fit), and the longest "what should it say?" the couple types. */
export const DRAFT_FACT_MAX = 120;
export const DRAFT_REQUEST_MAX = 500;
/**
 * Output cap of each draft, in tokens: a story of 150 words with room to spare; the welcome far less, as its field
 * holds 600 characters (about 150 English tokens, fewer characters per token in Hindi), so a rambling model stops
 * near the field's end rather than being cut there after paying for twice as much.
 */
export const DRAFT_MAX_TOKENS: Record<DraftPurpose, number> = {
  'draft-invitation': 400,
  'draft-website-welcome': 200,
  'draft-website-story': 400,
  'draft-guest-message': 400,
};

const FACT_LABELS: Record<keyof DraftFacts, string> = {
  couple: 'Couple',
  weddingDate: 'Wedding date',
  place: 'Place',
  tone: 'Tone',
};

/** One line, cut to the cap: the couple's data never breaks the prompt's layout. */
const fact = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, DRAFT_FACT_MAX);

/** The system prompt of one draft: what to write, then the facts the plan has (none it lacks). */
export function draftSystemPrompt(purpose: DraftPurpose, facts: DraftFacts): string {
  const lines = (Object.keys(FACT_LABELS) as (keyof DraftFacts)[])
    .map((key) => [FACT_LABELS[key], fact(facts[key])] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`);
  return [
    `You draft wording for a couple planning their wedding. ${DRAFT_INSTRUCTIONS[purpose]}`,
    'Reply with the text only, in the language the couple writes in (English if unsure).',
    lines.length
      ? `What their plan says:\n${lines.join('\n')}`
      : 'Their plan gives no names, date or place yet: write without them.',
  ].join('\n\n');
}

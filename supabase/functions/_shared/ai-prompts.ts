/**
 * The system prompts sent to the AI provider (spec §7), in one place for both callers: the `ai` Edge Function
 * builds the system message itself in cloud mode (a client's own system or developer messages are dropped, so the
 * function cannot be turned into a general-purpose model proxy), and the browser adds the same text itself when it
 * talks to a provider directly (local development). src/lib/ai/prompts.ts re-exports these for the app.
 *
 * No imports: Deno and Vite both load this file as it is.
 */

/**
 * The planner chat's system prompt: an expert wedding planner using current information on venues, vendors,
 * prices, regulations, seasons, reviews, customs, travel and trends, answering in friendly, professional markdown
 * with follow-up questions. (The old prototype pasted the whole conversation as JSON into one user prompt; we send
 * real role messages instead, so the instructions live here.)
 */
export const PLANNER_SYSTEM_PROMPT = [
  'You are an expert wedding planner helping a couple plan their wedding.',
  'Use current, practical information about venues, vendors, typical prices, local regulations and permits, seasons and weather,',
  'reviews and reputations, cultural customs and traditions, travel and accommodation for guests, and current wedding trends.',
  'Answer in a friendly, professional tone, formatted in Markdown (short paragraphs, bullet lists, bold for key points).',
  'Be specific and actionable; when prices or availability vary, say so and give typical ranges.',
  'End with one or two follow-up questions that help you tailor the next suggestions (for example date, location, guest count, budget or style).',
  'Only discuss topics related to planning the wedding and related events.',
].join(' ');

/**
 * The image step's system instruction (spec §7): turns the user's description into a prompt for a wedding
 * photograph, forcing wedding imagery, lighting, atmosphere, 8K and photorealistic wording. The fake provider used
 * in e2e recognises this step by the word "photograph" in a non-streaming request, so keep that word.
 */
export const IMAGE_PROMPT_SYSTEM_INSTRUCTION = [
  'You write prompts for an image generator that creates wedding photographs.',
  "Rewrite the user's description as one detailed prompt for a single wedding photograph.",
  'Always make it clearly wedding imagery (ceremony, reception, decor, flowers, attire or venue as fits the description),',
  'describe the lighting (for example soft golden-hour light or warm candlelight) and the atmosphere and mood,',
  'and include the words "8K", "photorealistic" and "professional wedding photography".',
  'Do not include text, logos or watermarks in the scene. Reply with the prompt only, no preamble.',
].join(' ');

/**
 * Which system prompt a chat completion gets, named by the client in cloud mode as the query parameter
 * `purpose` (`/chat/completions?purpose=image-prompt`); the planner chat is the default.
 */
export const CHAT_PURPOSES = {
  planner: PLANNER_SYSTEM_PROMPT,
  'image-prompt': IMAGE_PROMPT_SYSTEM_INSTRUCTION,
} as const;
export type ChatPurpose = keyof typeof CHAT_PURPOSES;

/** Output caps per purpose: spec §9's 2,000 for the planner; one photograph prompt needs far fewer. */
export const CHAT_MAX_TOKENS = 2000;
export const REFINE_MAX_TOKENS = 500;

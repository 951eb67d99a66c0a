/**
 * The system prompts the app sends to the AI provider (spec §7). Kept in one module so the chat and the mood board
 * share them and tests can assert what the provider is told.
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

/** Builds the image step's messages: the instruction, then the user's description as the user message. */
export function buildImagePromptMessages(
  description: string,
): { role: 'system' | 'user'; content: string }[] {
  return [
    { role: 'system', content: IMAGE_PROMPT_SYSTEM_INSTRUCTION },
    { role: 'user', content: description.trim() },
  ];
}

/**
 * The AI models the app uses by default: one constant, shared by the browser (src/lib/config.ts, the requests in
 * src/lib/ai) and the `ai` Edge Function's allow-list (supabase/functions/ai), so the two never disagree.
 *
 * - chat: the planner chat and the mood board's prompt-refining step.
 * - image: the mood board's pictures. OpenAI shut `dall-e-3` down in May 2026 and retires the `gpt-image-1`
 *   family on 1 December 2026; `gpt-image-2` is the current image model. GPT image models take quality
 *   `high`/`medium`/`low`, have no `style` or `response_format`, and always answer with base64 (`b64_json`).
 *
 * Override them per build with VITE_AI_CHAT_MODEL / VITE_AI_IMAGE_MODEL (direct mode) and on the server with the
 * function secrets AI_CHAT_MODELS / AI_IMAGE_MODELS (cloud mode; the first of each list is what the app asks for).
 * A configured `dall-e-*` model gets the old DALL·E request shape (quality `hd`, style `natural`, b64_json).
 *
 * No imports: Deno and Vite both load this file as it is.
 */
export const AI_MODEL_DEFAULTS = {
  chat: 'gpt-4o-mini',
  image: 'gpt-image-2',
} as const;

/** DALL·E models take the old request shape; every other image model is treated as a GPT image model. */
export const isDallEModel = (model: string): boolean => /^dall-e-/i.test(model.trim());

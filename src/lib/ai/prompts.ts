/**
 * The system prompts the app sends to the AI provider (spec §7). The text lives in
 * supabase/functions/_shared/ai-prompts.ts, shared with the `ai` Edge Function: in cloud mode the function adds
 * the system message itself (the browser sends only the conversation); in direct mode the browser adds it here.
 */
import { config, type AppConfig } from '@/lib/config';
import { IMAGE_PROMPT_SYSTEM_INSTRUCTION } from '../../../supabase/functions/_shared/ai-prompts.ts';

export {
  IMAGE_PROMPT_SYSTEM_INSTRUCTION,
  PLANNER_SYSTEM_PROMPT,
  type ChatPurpose,
} from '../../../supabase/functions/_shared/ai-prompts.ts';

/**
 * Whether the server adds the system prompt: in cloud mode the `ai` Edge Function builds it (and drops any a
 * client sends), so the browser sends only the conversation and names its purpose; a provider reached directly
 * gets the prompt from the browser.
 */
export const serverAddsPrompt = (ai: AppConfig['ai'] = config.ai) => ai.mode === 'cloud';

/**
 * Builds the image step's messages: the instruction (unless the server adds it, as the `ai` function does in cloud
 * mode), then the user's description as the user message.
 */
export function buildImagePromptMessages(
  description: string,
  { withSystemPrompt = true }: { withSystemPrompt?: boolean } = {},
): { role: 'system' | 'user'; content: string }[] {
  const user = { role: 'user' as const, content: description.trim() };
  return withSystemPrompt ? [{ role: 'system', content: IMAGE_PROMPT_SYSTEM_INSTRUCTION }, user] : [user];
}

/**
 * A tokenizer-free estimate of what text costs in tokens, shared by the browser (to trim the history it sends) and
 * the `ai` Edge Function (to bound a request's input and reserve the caller's budget before the provider is paid).
 * Characters are a poor measure: English runs about four characters a token, but emoji and other characters
 * outside the Basic Multilingual Plane cost two to four tokens each, so counting characters let a message of
 * emoji cost ten times its "length". This errs high on purpose:
 *  - ASCII: one token per three characters (English is nearer four; code and odd punctuation nearer two);
 *  - other characters of the Basic Multilingual Plane (accents, Devanagari, CJK…): one token each;
 *  - characters beyond it (emoji and the like): three tokens each; the joiners and variation selectors that
 *    glue emoji sequences together count one each (they are BMP characters).
 * What a request really cost is then taken from the provider's `usage` report.
 *
 * No imports: Deno and Vite both load this file as it is.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) ascii += 1;
    else if (code < 0x10000) other += 1;
    else other += 3;
  }
  return Math.ceil(ascii / 3) + other;
}

/** The framing each message adds (role, separators), as OpenAI's own counting adds about four tokens. */
export const MESSAGE_OVERHEAD_TOKENS = 4;

export const estimateMessageTokens = (message: { content: string }) =>
  estimateTokens(message.content) + MESSAGE_OVERHEAD_TOKENS;

/** Most estimated input tokens (system prompt and history) the function forwards in one request. */
export const MAX_INPUT_TOKENS = 16_000;

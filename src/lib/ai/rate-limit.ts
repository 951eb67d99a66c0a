/** Spec §9: image generation at most one call per 60000 ms, enforced in the browser. */
export const IMAGE_RATE_LIMIT_MS = 60_000;

/** Spec §8: "Rate limit exceeded. Please wait N seconds." with N rounded up. */
export const rateLimitWaitMessage = (waitMs: number) =>
  `Rate limit exceeded. Please wait ${Math.ceil(waitMs / 1000)} seconds.`;

/** Thrown when the client-side limit refuses a call; `retryAfterMs` is how long until the next call is allowed. */
export class RateLimitError extends Error {
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super(rateLimitWaitMessage(retryAfterMs));
    this.name = 'RateLimitError';
    this.retryAfterMs = retryAfterMs;
  }
}

export interface RateLimiter {
  /**
   * Claims the one call allowed per interval, or throws a RateLimitError saying how long to wait. Returns a
   * `release` that gives the claim back, for calls that failed in a way the user should be free to retry
   * at once (a network error or a provider 500 produced no image).
   */
  acquire(): () => void;
  /** Milliseconds until the next call is allowed (0 when it is allowed now). */
  remainingMs(): number;
}

export function createRateLimiter({
  intervalMs = IMAGE_RATE_LIMIT_MS,
  now = () => Date.now(),
}: { intervalMs?: number; now?: () => number } = {}): RateLimiter {
  let last: number | null = null;
  const remainingMs = () => (last === null ? 0 : Math.max(0, intervalMs - (now() - last)));
  return {
    remainingMs,
    acquire() {
      const wait = remainingMs();
      if (wait > 0) throw new RateLimitError(wait);
      const previous = last;
      const claimed = now();
      last = claimed;
      return () => {
        // Only undo our own claim, never a later one.
        if (last === claimed) last = previous;
      };
    },
  };
}

/**
 * The browser tab's image limiter. Module-level so leaving the page and coming back does not reset it; the
 * `ai` Edge Function enforces the real per-user quota on the server in cloud mode.
 */
export const imageRateLimiter: RateLimiter = createRateLimiter();

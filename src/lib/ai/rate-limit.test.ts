import { createRateLimiter, IMAGE_RATE_LIMIT_MS, RateLimitError, rateLimitWaitMessage } from './rate-limit';

describe('image rate limiter', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-06-15T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const refusal = (limiter: ReturnType<typeof createRateLimiter>) => {
    try {
      limiter.acquire();
    } catch (error) {
      return error as RateLimitError;
    }
    throw new Error('expected the limiter to refuse');
  };

  it('allows one call per 60000 ms (spec §9)', () => {
    expect(IMAGE_RATE_LIMIT_MS).toBe(60_000);
    const limiter = createRateLimiter();
    expect(limiter.remainingMs()).toBe(0);
    limiter.acquire();
    expect(limiter.remainingMs()).toBe(60_000);

    vi.advanceTimersByTime(59_999);
    expect(refusal(limiter)).toBeInstanceOf(RateLimitError);
    vi.advanceTimersByTime(1);
    expect(() => limiter.acquire()).not.toThrow();
    expect(() => limiter.acquire()).toThrow(RateLimitError);
  });

  it('says how long to wait, rounded up to whole seconds', () => {
    const limiter = createRateLimiter();
    limiter.acquire();
    expect(refusal(limiter).message).toBe('Rate limit exceeded. Please wait 60 seconds.');
    vi.advanceTimersByTime(1);
    // 59,999 ms left still reads 60 seconds: N is rounded up.
    expect(refusal(limiter)).toMatchObject({
      message: 'Rate limit exceeded. Please wait 60 seconds.',
      retryAfterMs: 59_999,
    });
    vi.advanceTimersByTime(15_000);
    expect(refusal(limiter).message).toBe('Rate limit exceeded. Please wait 45 seconds.');
    vi.advanceTimersByTime(44_500);
    expect(refusal(limiter)).toMatchObject({
      message: 'Rate limit exceeded. Please wait 1 seconds.',
      retryAfterMs: 499,
    });
    expect(rateLimitWaitMessage(12_001)).toBe('Rate limit exceeded. Please wait 13 seconds.');
  });

  it('a refused call does not extend the wait', () => {
    const limiter = createRateLimiter();
    limiter.acquire();
    vi.advanceTimersByTime(30_000);
    refusal(limiter);
    vi.advanceTimersByTime(30_000);
    expect(() => limiter.acquire()).not.toThrow();
  });

  it('release gives a failed call back, but never a later claim', () => {
    const limiter = createRateLimiter();
    const release = limiter.acquire();
    release();
    expect(limiter.remainingMs()).toBe(0);

    limiter.acquire();
    vi.advanceTimersByTime(60_000);
    const stale = limiter.acquire();
    vi.advanceTimersByTime(60_000);
    limiter.acquire();
    stale();
    expect(limiter.remainingMs()).toBe(60_000);
  });

  it('takes an injected clock and interval', () => {
    let t = 1000;
    const limiter = createRateLimiter({ intervalMs: 5000, now: () => t });
    limiter.acquire();
    t = 3000;
    expect(refusal(limiter).message).toBe('Rate limit exceeded. Please wait 3 seconds.');
    t = 6000;
    expect(() => limiter.acquire()).not.toThrow();
  });
});

import {
  cachedCurrency,
  detectCurrency,
  DETECTED_CURRENCY_KEY,
  resetCurrencyDetectionForTests,
} from './detect-currency';

const GEO = 'https://geo.example/json/';
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('detectCurrency', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCurrencyDetectionForTests();
  });

  it('reads country_code from the geolocation endpoint and caches the answer', async () => {
    const fetchFn = answer({ country_code: 'IN', country_name: 'India' });
    expect(await detectCurrency(fetchFn, GEO)).toBe('INR');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith(GEO, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(localStorage.getItem(DETECTED_CURRENCY_KEY)).toBe('INR');

    resetCurrencyDetectionForTests(); // a later visit
    const again = answer({ country_code: 'GB' });
    expect(await detectCurrency(again, GEO)).toBe('INR');
    expect(again).not.toHaveBeenCalled();
  });

  it('asks once even when called many times during a visit', async () => {
    const fetchFn = answer({ country_code: 'DE' });
    const results = await Promise.all([
      detectCurrency(fetchFn, GEO),
      detectCurrency(fetchFn, GEO),
      detectCurrency(fetchFn, GEO),
    ]);
    expect(results).toEqual(['EUR', 'EUR', 'EUR']);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('answers USD for a country without a supported currency, and remembers it', async () => {
    expect(await detectCurrency(answer({ country_code: 'JP' }), GEO)).toBe('USD');
    expect(cachedCurrency()).toBe('USD');
  });

  it.each([
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['an error status', answer({ error: true, reason: 'RateLimited' }, 429)],
    ['a body without country_code', answer({ error: true })],
    ['a body that is not JSON', vi.fn(async () => new Response('<html>', { status: 200 }))],
  ])('falls back to USD on %s without caching it', async (_label, fetchFn) => {
    expect(await detectCurrency(fetchFn as unknown as typeof fetch, GEO)).toBe('USD');
    expect(cachedCurrency()).toBeNull();
  });

  it('gives up after a few seconds rather than waiting on a slow endpoint', async () => {
    vi.useFakeTimers();
    try {
      const hang = vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const result = detectCurrency(hang as unknown as typeof fetch, GEO);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await result).toBe('USD');
    } finally {
      vi.useRealTimers();
    }
  });
});

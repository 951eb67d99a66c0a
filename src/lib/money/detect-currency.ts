import { config } from '@/lib/config';
import { currencyForCountry, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from './currencies';

/**
 * Guesses the couple's currency from an IP geolocation lookup (spec §7, §8): one GET to `config.geoUrl`,
 * reading `country_code`. An answer is cached in this browser so the lookup runs once; a failure (offline,
 * blocked, slow) falls back to USD for this visit and is not cached, so a later visit may still learn the
 * truth. A country we have no currency for is an answer: USD, cached. Callers never wait on it to render.
 */
export const DETECTED_CURRENCY_KEY = 'wp.detected-currency';
const TIMEOUT_MS = 4000;

let thisVisit: Promise<CurrencyCode> | null = null;

export function cachedCurrency(): CurrencyCode | null {
  try {
    const value = localStorage.getItem(DETECTED_CURRENCY_KEY);
    return isCurrencyCode(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(code: CurrencyCode) {
  try {
    localStorage.setItem(DETECTED_CURRENCY_KEY, code);
  } catch {
    // Storage may be full or disabled; the guess then runs again next visit.
  }
}

async function lookup(fetchFn: typeof fetch, url: string): Promise<CurrencyCode> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetchFn(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return DEFAULT_CURRENCY;
    const body: unknown = await response.json();
    const country =
      body && typeof body === 'object' ? (body as { country_code?: unknown }).country_code : undefined;
    if (typeof country !== 'string') return DEFAULT_CURRENCY;
    const code = currencyForCountry(country) ?? DEFAULT_CURRENCY;
    remember(code);
    return code;
  } catch {
    return DEFAULT_CURRENCY;
  } finally {
    clearTimeout(timer);
  }
}

export function detectCurrency(
  fetchFn: typeof fetch = (...args) => fetch(...args),
  url: string = config.geoUrl,
): Promise<CurrencyCode> {
  const cached = cachedCurrency();
  if (cached) return Promise.resolve(cached);
  thisVisit ??= lookup(fetchFn, url);
  return thisVisit;
}

/** Tests start each case as a first visit. */
export function resetCurrencyDetectionForTests() {
  thisVisit = null;
}

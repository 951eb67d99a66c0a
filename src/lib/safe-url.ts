/** The longest web address a form takes (browsers and servers commonly stop around here). */
export const URL_MAX = 2048;

/**
 * User-supplied URLs become links or images only when they are http(s); anything else (javascript:, data:,
 * relative junk) is treated as plain text. Returns the normalised URL or null.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export const isHttpUrl = (value: string) => safeHttpUrl(value) !== null;

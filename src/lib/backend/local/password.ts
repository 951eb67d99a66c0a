/**
 * PBKDF2-SHA256 password hashing with WebCrypto, at OWASP's current 600,000 iterations for PBKDF2-HMAC-SHA256. The
 * count is stored per account: an account hashed with fewer (an older build used 210,000) still verifies, and is
 * hashed anew at the current count the next time its password is typed correctly (`needsRehash`).
 */
export const PBKDF2_ITERATIONS = 600_000;

/** Whether a stored hash is weaker than today's and should be replaced at the next successful sign-in. */
export const needsRehash = (stored: { iterations: number }) => stored.iterations < PBKDF2_ITERATIONS;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function hashPassword(password: string, salt?: Uint8Array, iterations = PBKDF2_ITERATIONS) {
  const saltBytes = salt ?? crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: saltBytes as BufferSource, iterations },
    key,
    256,
  );
  return { hash: toBase64(new Uint8Array(bits)), salt: toBase64(saltBytes), iterations };
}

export async function verifyPassword(
  password: string,
  stored: { passwordHash: string; salt: string; iterations: number },
) {
  const { hash } = await hashPassword(password, fromBase64(stored.salt), stored.iterations);
  // Constant-time compare: the length is fixed, so compare every byte.
  let diff = hash.length ^ stored.passwordHash.length;
  for (let i = 0; i < Math.min(hash.length, stored.passwordHash.length); i++)
    diff |= hash.charCodeAt(i) ^ stored.passwordHash.charCodeAt(i);
  return diff === 0;
}

export function randomToken(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(24))).replace(
    /[+/=]/g,
    (c) => ({ '+': '-', '/': '_', '=': '' })[c]!,
  );
}

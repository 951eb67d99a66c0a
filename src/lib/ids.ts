/** Random short id for client-created records (spec: "random short strings"). */
export function shortId(length = 10): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/**
 * An unguessable token for a link that grants access on its own (an invitation, a household's RSVP): 128 random
 * bits, base64url (22 characters).
 */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The shape of a token from `newToken` (and the shape the database checks). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

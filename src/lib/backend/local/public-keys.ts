/**
 * The field of each table that makes a record reachable by a signed-out visitor, the way the cloud's `api`
 * functions look rows up by their token or slug column. The local adapter indexes these values so the public
 * pages work in the browser that holds the data.
 */
export const PUBLIC_KEY_FIELDS: Readonly<Record<string, string>> = {
  invites: 'token',
  households: 'rsvpToken',
  websites: 'slug',
};

/**
 * Tables whose public value is a link token: a token a record gives up (deleted, or changed) stays in the index as the
 * record's, so no other record in this browser can take it and show its own page at the old link; only the same
 * record coming back (an Undo) uses it again. The cloud retires them the same way (…_published_cards.sql). A website
 * address is a name the couple chose, and is free again once given up.
 */
export const RETIRED_WHEN_GIVEN_UP: ReadonlySet<string> = new Set(['invites', 'households']);

/** The index key of a record's public value (`invites:<token>`), or null when it has none. */
export function publicKeyOf(table: string, data: unknown): string | null {
  const field = PUBLIC_KEY_FIELDS[table];
  if (!field || !data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? publicKey(table, value) : null;
}

export const publicKey = (table: string, value: string) => `${table}:${value}`;

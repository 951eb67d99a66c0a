import type { LocalAccount } from './db';

/**
 * An account record as local sign-up leaves it, for adapter tests that need several accounts without paying for
 * PBKDF2 each time. Not shipped: imported by tests only.
 */
export function localAccount(id: string, overrides: Partial<LocalAccount> = {}): LocalAccount {
  return {
    id,
    email: `${id}@example.com`,
    fullName: null,
    passwordHash: 'hash',
    salt: 'salt',
    iterations: 1,
    role: 'user',
    status: 'active',
    confirmedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
    ...overrides,
  };
}

/** fake-indexeddb clones with Node's structuredClone, which knows Node's Blob but not jsdom's (see files.test.ts). */
export async function nodeBlob(text: string, type = ''): Promise<Blob> {
  const name = 'node:buffer';
  const { Blob: NodeBlob } = (await import(/* @vite-ignore */ name)) as { Blob: typeof Blob };
  return new NodeBlob([text], { type });
}

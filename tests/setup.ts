import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import * as webStreams from 'node:stream/web';
import { afterEach, vi } from 'vitest';
import type * as Password from '@/lib/backend/local/password';
import { toast } from '@/components/ui/toaster';
import { setNotifier } from '@/lib/data';
import { provideBackupCollections } from '@/lib/backup/catalogue';

// Every renderApp signs a couple up, and local sign-up hashes at OWASP's 600,000 PBKDF2 rounds (about half a second
// of CPU each): component tests hash at 1,000 instead. The password and auth tests unmock it to check the real count.
vi.mock('@/lib/backend/local/password', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  const TEST_ITERATIONS = 1000;
  return {
    ...real,
    PBKDF2_ITERATIONS: TEST_ITERATIONS,
    needsRehash: (stored: { iterations: number }) => stored.iterations < TEST_ITERATIONS,
    hashPassword: (password: string, salt?: Uint8Array, iterations = TEST_ITERATIONS) =>
      real.hashPassword(password, salt, iterations),
  };
});

// As the app does at start-up: the data layer's failure notices go to the toaster, and backups carry the app's list.
setNotifier(toast);
provideBackupCollections(() => import('@/app/backup-collections').then((m) => m.BACKUP_COLLECTIONS));

// Signing in or up hashes with PBKDF2 (210,000 rounds): on a busy shared machine that alone can pass the default
// one-second wait of findBy*/waitFor, so waits get five seconds (a passing test never waits longer than it must).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// jsdom has no scrolling (its stand-in writes "Not implemented" to stderr): page changes scroll to the top.
window.scrollTo = () => undefined;

// jsdom has no pointer capture; Radix's toast asks for it when a pointer presses it (to follow a swipe).
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

// Each file runs in a VM context whose global is jsdom's window (vitest.config.ts: the `vmThreads` pool), and jsdom
// has neither Web Crypto's `subtle` nor the web streams that fetch's bodies and the AI SDK's streaming use: Node's own
// go in their place, the same objects a browser would offer.
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextDecoderStream',
  'TextEncoderStream',
] as const)
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value: webStreams[name], configurable: true, writable: true });

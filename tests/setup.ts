import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Signing in or up hashes with PBKDF2 (210,000 rounds): on a busy shared machine that alone can pass the default
// one-second wait of findBy*/waitFor, so waits get five seconds (a passing test never waits longer than it must).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

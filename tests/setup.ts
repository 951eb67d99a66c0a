import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@/components/ui/toaster';
import { setNotifier } from '@/lib/data';

// As the app does at start-up: the data layer's failure notices go to the toaster.
setNotifier(toast);

// Signing in or up hashes with PBKDF2 (210,000 rounds): on a busy shared machine that alone can pass the default
// one-second wait of findBy*/waitFor, so waits get five seconds (a passing test never waits longer than it must).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// jsdom has no pointer capture; Radix's toast asks for it when a pointer presses it (to follow a swipe).
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

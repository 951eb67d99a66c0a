import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Local from './local';
import type { AuthEvent, AuthSession, Backend } from './types';

// The real backend behind a gate the test opens: the deferred one must not need it until something is asked of it.
let real: Backend;
let open: () => void = () => undefined;
const loads = vi.fn();
vi.mock('./local', async (original) => {
  const actual = await original<typeof Local>();
  return {
    ...actual,
    createLocalBackend: async (...args: Parameters<typeof actual.createLocalBackend>) => {
      loads();
      await new Promise<void>((resolve) => (open = resolve));
      real = await actual.createLocalBackend(...args);
      return real;
    },
  };
});

const { deferredBackend } = await import('./index');
const { resetLocalDbForTests } = await import('./local/db');

beforeEach(async () => {
  await resetLocalDbForTests();
  localStorage.clear();
});

describe('deferredBackend', () => {
  it('is handed out at once, and loads the backend only when something is asked of it', async () => {
    const backend = deferredBackend();
    expect(backend.mode).toBe('local');
    expect(() => backend.forUser({} as AuthSession)).toThrow();
    await Promise.resolve();
    expect(loads).not.toHaveBeenCalled();

    const events: AuthEvent[] = [];
    const stop = backend.auth.onChange((event) => events.push(event));
    const signedUp = backend.auth.signUp({ email: 'visitor@example.com', password: 'secret123' });
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    open();
    const { session } = await signedUp;
    // The listener was in place before the sign-up reached the backend, and the ports are the backend's own.
    expect(events).toContain('SIGNED_IN');
    expect(backend.forUser(session!).profile).toBeDefined();
    expect(await backend.auth.getSession()).toMatchObject({ user: { email: 'visitor@example.com' } });

    stop();
    await backend.auth.signOut();
    expect(events).not.toContain('SIGNED_OUT');
    expect(loads).toHaveBeenCalledTimes(1);
  });
});

import { readConfig } from '@/lib/config';
import { createLocalBackend } from './local';
import { resetLocalDbForTests } from './local/db';
import { signOutAcrossTabs } from './sign-out-across-tabs';
import type { AuthEvent, AuthPort } from './types';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

beforeEach(async () => {
  await resetLocalDbForTests();
  localStorage.clear();
  sessionStorage.clear();
});

describe('sign-out across tabs', () => {
  it('signing out in one tab signs out the other tab of the same session (local mode)', async () => {
    // Two tabs: two backends over one browser's storage and IndexedDB.
    const tabA = await createLocalBackend(readConfig({}));
    await tabA.auth.signUp({ email: 'couple@example.com', password: 'secret123' });
    const tabB = await createLocalBackend(readConfig({}));
    expect(await tabB.auth.getSession()).not.toBeNull();
    const heardInB: AuthEvent[] = [];
    tabB.auth.onChange((event) => heardInB.push(event));

    await tabA.auth.signOut();
    expect(await until(() => heardInB.includes('SIGNED_OUT'))).toBe(true);
    expect(await tabB.auth.getSession()).toBeNull();
  });

  it('the demo account too', async () => {
    const tabA = await createLocalBackend(readConfig({}));
    await tabA.auth.signIn({ email: 'demo@weddingplanner.app', password: 'demo1234', remember: true });
    const tabB = await createLocalBackend(readConfig({}));
    const heardInB: AuthEvent[] = [];
    tabB.auth.onChange((event) => heardInB.push(event));
    await tabA.auth.signOut();
    expect(await until(() => heardInB.includes('SIGNED_OUT'))).toBe(true);
  });

  it('a tab whose own session still holds stays signed in', async () => {
    const channel = `test-auth-${Math.random()}`;
    const fake = (session: boolean) =>
      ({
        getSession: async () => (session ? ({} as never) : null),
        onChange: () => () => undefined,
        signOut: async () => undefined,
      }) as unknown as AuthPort;
    const leaving = signOutAcrossTabs(fake(false), channel);
    const staying = signOutAcrossTabs(fake(true), channel);
    const heard: AuthEvent[] = [];
    staying.onChange((event) => heard.push(event));
    await leaving.signOut();
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual([]);
  });
});

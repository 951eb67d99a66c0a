import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USER, withDemo } from './demo';
import { createLocalAuth } from './local/auth';
import { openLocalDb, resetLocalDbForTests } from './local/db';
import { AuthError, type AuthEvent, type AuthPort, type AuthSession } from './types';

/** An inner adapter that fails the test if the demo account ever reaches it. */
function untouchable(): AuthPort & { emit: (event: AuthEvent, session: AuthSession | null) => void } {
  let listener: ((event: AuthEvent, session: AuthSession | null) => void) | null = null;
  const refuse = () => {
    throw new Error('the inner adapter was called');
  };
  return {
    getSession: async () => null,
    onChange: (l) => {
      listener = l;
      return () => (listener = null);
    },
    signUp: refuse,
    signIn: refuse,
    signOut: refuse,
    resendConfirmation: refuse,
    requestPasswordReset: refuse,
    updatePassword: refuse,
    signInWithOAuth: refuse,
    completeRedirect: refuse,
    deleteAccount: refuse,
    emit: (event, session) => listener?.(event, session),
  };
}

let clock: number;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clock = Date.parse('2026-03-01T10:00:00Z');
});

describe('withDemo', () => {
  it('signs the demo account in without the inner adapter, and keeps it across a reload', async () => {
    const auth = withDemo(untouchable(), () => clock);
    const events: [AuthEvent, string | undefined][] = [];
    auth.onChange((e, s) => events.push([e, s?.user.email]));
    const session = await auth.signIn({
      email: ` ${DEMO_EMAIL.toUpperCase()} `,
      password: DEMO_PASSWORD,
      remember: true,
    });
    expect(session.user).toEqual(DEMO_USER);
    expect(session.user).toMatchObject({ fullName: 'Demo User', provider: 'demo', isDemo: true });
    expect(events).toEqual([['SIGNED_IN', DEMO_EMAIL]]);
    expect((await withDemo(untouchable(), () => clock).getSession())?.user.id).toBe(DEMO_USER.id);
  });

  it('a wrong demo password goes to the real adapter', async () => {
    const auth = withDemo(untouchable(), () => clock);
    await expect(auth.signIn({ email: DEMO_EMAIL, password: 'demo12345', remember: true })).rejects.toThrow(
      'the inner adapter was called',
    );
  });

  it('sign-out clears demo mode without calling the inner adapter', async () => {
    const auth = withDemo(untouchable(), () => clock);
    const events: AuthEvent[] = [];
    auth.onChange((e) => events.push(e));
    await auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: true });
    await auth.signOut();
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
    expect(await auth.getSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('Remember me off keeps demo mode for this browser session only', async () => {
    const auth = withDemo(untouchable(), () => clock);
    await auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: false });
    expect(Object.keys(localStorage)).toEqual([]);
    sessionStorage.clear();
    expect(await auth.getSession()).toBeNull();
  });

  it('demo mode expires after a week, and a garbled flag is dropped', async () => {
    const auth = withDemo(untouchable(), () => clock);
    await auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: true });
    clock += 7 * 24 * 60 * 60 * 1000;
    expect(await auth.getSession()).toBeNull();
    localStorage.setItem('wp.demo', 'not-a-number');
    expect(await auth.getSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it("hides the inner adapter's events while the demo user is signed in", async () => {
    const inner = untouchable();
    const auth = withDemo(inner, () => clock);
    const events: AuthEvent[] = [];
    auth.onChange((e) => events.push(e));
    inner.emit('TOKEN_REFRESHED', null);
    await auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: true });
    inner.emit('SIGNED_OUT', null);
    expect(events).toEqual(['TOKEN_REFRESHED', 'SIGNED_IN']);
  });

  it('the demo address cannot be signed up, and its password cannot be changed', async () => {
    const auth = withDemo(untouchable(), () => clock);
    await expect(auth.signUp({ email: DEMO_EMAIL, password: 'secret123' })).rejects.toMatchObject({
      code: 'email_already_in_use',
    });
    await auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: true });
    const error = await auth.updatePassword('new-pass-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as Error).message).toMatch(/demo account's password can't be changed/);
    // Nor can it be deleted: it is nobody's account.
    await expect(auth.deleteAccount(DEMO_EMAIL)).rejects.toThrow(/demo account can't be deleted/);
  });

  it('over the real local adapter: a real account signs in normally after demo sign-out', async () => {
    await resetLocalDbForTests();
    const inner = createLocalAuth(await openLocalDb(), {
      confirmEmail: false,
      origin: () => 'http://app.test',
    });
    const auth = withDemo(inner, () => clock);
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.signOut();
    await auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: true });
    expect((await auth.getSession())?.user.isDemo).toBe(true);
    await auth.signOut();
    expect(await auth.getSession()).toBeNull();
    expect(
      (await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true })).user.isDemo,
    ).toBe(false);
  });
});

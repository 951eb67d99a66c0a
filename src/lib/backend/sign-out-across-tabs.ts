import type { AuthEvent, AuthPort, AuthSession } from './types';

const CHANNEL = 'wedding-planner:auth';

/**
 * Signing out in one tab signs out every other tab of this browser that shared the session: the tab announces it
 * on a BroadcastChannel, and each other tab asks its own AuthPort whether its session still holds (the local
 * adapter's session record is gone; a demo flag was cleared) and, if not, reports SIGNED_OUT to its app, which
 * leaves the signed-in pages. Supabase's client does the same for cloud sessions; this covers local mode and the
 * demo account in both modes.
 */
export function signOutAcrossTabs(inner: AuthPort, channelName = CHANNEL): AuthPort {
  if (typeof BroadcastChannel === 'undefined') return inner;
  const channel = new BroadcastChannel(channelName);
  // Node (unit tests) would otherwise keep the process alive for an open channel.
  (channel as { unref?: () => void }).unref?.();
  const listeners = new Set<(event: AuthEvent, session: AuthSession | null) => void>();
  const emit = (event: AuthEvent, session: AuthSession | null) => listeners.forEach((l) => l(event, session));
  inner.onChange(emit);
  channel.onmessage = () =>
    void inner.getSession().then(
      (session) => session || emit('SIGNED_OUT', null),
      // A store this tab can no longer read (closed, or being deleted) is left to the next real request.
      () => undefined,
    );

  return {
    ...inner,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signOut() {
      try {
        await inner.signOut();
      } finally {
        channel.postMessage('signed-out');
      }
    },
  };
}

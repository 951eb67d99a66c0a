import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { useOptionalAuth } from '@/lib/auth';

/** The service worker's cache of cloud reads (scripts/pwa.mjs, PLAN_READS_CACHE). */
export const PLAN_READS_CACHE = 'plan-reads';
/** Whose reads that cache holds: the account signed in when it was last kept. */
export const PLAN_READS_OWNER = 'wp:plan-reads-owner';

/**
 * Empties the service worker's cached reads unless they are `userId`'s: when the stored session was found gone
 * (`userId` null: a session that expired, or was cleared in another tab, without this tab seeing a sign-out), and
 * when someone else signs in at this browser. Then remembers whose they are.
 */
export function forgetPlanReadsUnlessOwnedBy(
  userId: string | null,
  storage: Storage = localStorage,
  cacheStorage: CacheStorage | undefined = typeof caches === 'undefined' ? undefined : caches,
): void {
  let owner: string | null = null;
  try {
    owner = storage.getItem(PLAN_READS_OWNER);
    if (userId) storage.setItem(PLAN_READS_OWNER, userId);
    else storage.removeItem(PLAN_READS_OWNER);
  } catch {
    // Storage refused: the cache's owner is unknown, so it is not trusted.
    owner = null;
  }
  if (!owner || owner !== userId) void cacheStorage?.delete(PLAN_READS_CACHE).catch(() => undefined);
}

/**
 * Offers, after a sign-out, to remove the AI provider key this browser keeps for the account that left (local mode
 * keeps it for their next sign-in, lib/ai/provider-store.ts): on a shared computer the next person should not inherit
 * it. The settings code loads only when someone signs out.
 */
async function offerToForgetProviderKey(userId: string) {
  const { readProviderSettings, writeProviderSettings } = await import('@/lib/ai/provider-store');
  if (!readProviderSettings(userId)?.apiKey) return;
  toast('Your AI provider key is still saved in this browser for your next sign-in.', 'info', {
    duration: 20_000,
    action: {
      label: 'Remove it',
      altText: 'Remove your AI provider key from this browser',
      onAction: () => writeProviderSettings(userId, null),
    },
  });
}

/** Keeps what this browser holds for the signed-in account to that account (see the two functions above). */
export function SessionTraces() {
  const auth = useOptionalAuth();
  // Undefined while the stored session is still being checked.
  const userId = auth ? (auth.user?.id ?? null) : undefined;
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (userId === undefined) return;
    forgetPlanReadsUnlessOwnedBy(userId);
    const left = previous.current;
    previous.current = userId;
    if (left && left !== userId) void offerToForgetProviderKey(left);
  }, [userId]);

  return null;
}

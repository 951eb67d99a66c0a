import type { LivePort } from '../ports/live';

/**
 * A local wedding is planned in one browser: its other tabs announce their writes over a BroadcastChannel
 * (lib/data/tab-sync.ts), so no one else's changes are there to hear.
 */
export const localLive: LivePort = {
  subscribe: () => () => undefined,
  // Another tab of this browser is the couple themselves: no one to name.
  changedBy: async () => null,
  activity: async () => [],
};

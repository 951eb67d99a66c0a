import type { WeddingChoice, WeddingPort } from '../ports/wedding';

/**
 * A local-mode account has one wedding, its own, kept in this browser: planning together needs the cloud. Its id is
 * the account's, so a backup names the same wedding on every export.
 */
export function createLocalWedding(userId: string): WeddingPort {
  const only: WeddingChoice = { id: userId, label: '', role: 'owner' };
  return {
    shared: false,
    current: async () => only,
    list: async () => [only],
    // There is nothing else to choose.
    choose() {},
  };
}

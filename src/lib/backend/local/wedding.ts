import { LOCAL_ONLY, type WeddingChoice, type WeddingPort } from '../ports/wedding';

const refuse = async (): Promise<never> => {
  throw new Error(LOCAL_ONLY);
};

/**
 * A local-mode account has one wedding, its own, kept in this browser: planning together needs the cloud, so every
 * member operation refuses in words. Its id is the account's, so a backup names the same wedding on every export.
 */
export function createLocalWedding(userId: string): WeddingPort {
  const only: WeddingChoice = { id: userId, label: '', role: 'owner' };
  return {
    shared: false,
    current: async () => only,
    list: async () => [only],
    // There is nothing else to choose.
    choose() {},
    members: refuse,
    pendingLinks: refuse,
    createLink: refuse,
    revokeLink: refuse,
    invite: refuse,
    accept: refuse,
    setRole: refuse,
    remove: refuse,
    transfer: refuse,
    leave: refuse,
  };
}

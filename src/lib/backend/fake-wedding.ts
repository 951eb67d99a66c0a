import type { WeddingChoice, WeddingPort } from './ports/wedding';

/**
 * A shared wedding port for tests: the first of `weddings` is the current one. Member operations a test does not
 * pass in `overrides` reject, so a test that reaches one by surprise fails. Not shipped: imported by tests only.
 */
export function fakeWedding(weddings: WeddingChoice[], overrides: Partial<WeddingPort> = {}): WeddingPort {
  const unexpected = async (): Promise<never> => {
    throw new Error('This test did not expect a member operation.');
  };
  return {
    shared: true,
    current: async () => weddings[0],
    list: async () => weddings,
    choose() {},
    members: unexpected,
    pendingLinks: unexpected,
    createLink: unexpected,
    revokeLink: unexpected,
    invite: unexpected,
    accept: unexpected,
    setRole: unexpected,
    remove: unexpected,
    transfer: unexpected,
    leave: unexpected,
    ...overrides,
  };
}

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissAll, Toaster } from '@/components/ui/toaster';
import { readProviderSettings, writeProviderSettings } from '@/lib/ai/provider-store';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { readFileSync } from 'node:fs';
import {
  forgetPlanReadsUnlessOwnedBy,
  PLAN_READS_CACHE,
  PLAN_READS_OWNER,
  SessionTraces,
} from './session-traces';

const fakeCaches = () => {
  const deleted: string[] = [];
  return {
    deleted,
    cacheStorage: { delete: async (name: string) => (deleted.push(name), true) } as CacheStorage,
  };
};

describe('the service worker’s cached reads', () => {
  beforeEach(() => localStorage.clear());

  it('stay for the account that owns them, and go when the session is found gone or someone else signs in', () => {
    const { deleted, cacheStorage } = fakeCaches();
    forgetPlanReadsUnlessOwnedBy('alice', localStorage, cacheStorage);
    // Nobody owned them yet: whatever is there is nobody's to keep.
    expect(deleted).toEqual([PLAN_READS_CACHE]);
    forgetPlanReadsUnlessOwnedBy('alice', localStorage, cacheStorage);
    expect(deleted).toHaveLength(1);
    forgetPlanReadsUnlessOwnedBy('bob', localStorage, cacheStorage);
    expect(deleted).toHaveLength(2);
    expect(localStorage.getItem(PLAN_READS_OWNER)).toBe('bob');
    // The stored session is gone (expired, or cleared in another tab): the reads go too.
    forgetPlanReadsUnlessOwnedBy(null, localStorage, cacheStorage);
    expect(deleted).toHaveLength(3);
    expect(localStorage.getItem(PLAN_READS_OWNER)).toBeNull();
  });

  it('name the cache the service worker keeps', () => {
    expect(readFileSync('scripts/pwa.mjs', 'utf8')).toContain(`PLAN_READS_CACHE = '${PLAN_READS_CACHE}'`);
  });
});

describe('SessionTraces', () => {
  const as = (userId: string | null) =>
    ({ user: userId ? { id: userId, email: `${userId}@example.com` } : null }) as unknown as AuthContextValue;
  const mount = (value: AuthContextValue | null) => (
    <AuthContext.Provider value={value}>
      <SessionTraces />
      <Toaster />
    </AuthContext.Provider>
  );

  beforeEach(() => {
    localStorage.clear();
    dismissAll();
  });

  it('after a sign-out, offers to remove the AI key this browser keeps for the account that left', async () => {
    writeProviderSettings('alice', {
      preset: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-alice',
      chatModel: 'gpt-4o-mini',
      imageModel: 'gpt-image-2',
    });
    expect(readProviderSettings('alice')?.apiKey).toBe('sk-alice');
    const { rerender } = render(mount(null));
    rerender(mount(as('alice')));
    rerender(mount(as(null)));
    expect(
      await screen.findByText(/Your AI provider key is still saved in this browser/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(localStorage.getItem('wp.ai-provider.alice')).toBeNull();
  });

  it('offers nothing when the account kept no key', async () => {
    const { rerender } = render(mount(as('bob')));
    rerender(mount(as(null)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/AI provider key/)).toBeNull();
  });
});

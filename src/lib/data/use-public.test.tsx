import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { loadBackend, type PublicInvite } from '@/lib/backend';
import { createLocalCollections } from '@/lib/backend/local/collections';
import { openLocalDb, resetLocalDbForTests } from '@/lib/backend/local/db';
import { newToken } from '@/lib/ids';
import { usePublicRecord } from './use-public';

/** What a guest's page renders from the hook: no AuthProvider above it, as on a public route. */
function Invitation({ token }: { token: string }) {
  const { data, isLoading, error } = usePublicRecord<PublicInvite>('invite', token, (port, key) =>
    port.invite(key),
  );
  if (isLoading) return <p>Opening</p>;
  if (error) return <p>Could not open</p>;
  return <h1>{data ? data.name : 'No such invitation'}</h1>;
}

// The library's default retries: the hook itself must decide not to retry.
const mount = (ui: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const token = newToken();

beforeAll(async () => {
  await resetLocalDbForTests();
  // The couple's invitation, stored in this browser by their account.
  await createLocalCollections(await openLocalDb(), 'couple').put('invites', {
    id: 'i1',
    name: 'Priya & Arjun are getting married',
    token,
  });
});

describe('usePublicRecord', () => {
  it('reads what a link names through the public port, with nobody signed in', async () => {
    mount(<Invitation token={token} />);
    expect(
      await screen.findByRole('heading', { name: 'Priya & Arjun are getting married' }),
    ).toBeInTheDocument();
  });

  it('answers "nothing" for a link that names nothing, instead of loading for ever', async () => {
    mount(<Invitation token={newToken()} />);
    expect(await screen.findByRole('heading', { name: 'No such invitation' })).toBeInTheDocument();
  });

  it('reports a failed read as an error, without retrying it', async () => {
    // The local public port loads on first use (a proxy with no methods of its own to spy on): it is swapped whole.
    const backend = await loadBackend();
    const real = backend.public;
    const invite = vi.fn<typeof real.invite>().mockRejectedValue(new Error('offline'));
    Object.assign(backend, { public: { ...real, invite } });
    try {
      mount(<Invitation token={token} />);
      expect(await screen.findByText('Could not open')).toBeInTheDocument();
      expect(invite).toHaveBeenCalledTimes(1);
    } finally {
      Object.assign(backend, { public: real });
    }
  });
});

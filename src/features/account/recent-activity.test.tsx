import { screen, waitFor } from '@testing-library/react';
import type { ActivityLine, Backend } from '@/lib/backend';
import { fakeLive } from '@/lib/backend/fake-live';
import { renderApp } from '../../../tests/render-app';
import { RecentActivity } from './recent-activity';

const line = (over: Partial<ActivityLine>): ActivityLine => ({
  actor: 'Arjun',
  actorId: 'u-arjun',
  table: 'guests',
  action: 'added',
  count: 12,
  at: '2026-11-28T10:00:00Z',
  ...over,
});

/** The signed-in couple in a wedding planned together (the cloud's), whose activity is `lines`. */
const shared =
  (lines: ActivityLine[]) =>
  (backend: Backend): Backend => ({
    ...backend,
    forUser: (session) => {
      const ports = backend.forUser(session);
      return { ...ports, live: fakeLive({}, lines) };
    },
  });

describe('RecentActivity', () => {
  it('says who did what to how many, in words', async () => {
    await renderApp(<RecentActivity />, {
      withBackend: (backend) =>
        shared([
          line({}),
          line({ actor: 'Meera', actorId: 'u-meera', table: 'payments', action: 'changed', count: 3 }),
          line({ actor: null, actorId: null, table: 'rsvp_answers', action: 'changed', count: 1 }),
          line({
            actor: 'Meera',
            actorId: 'u-meera',
            table: 'planning_vendors',
            action: 'removed',
            count: 1,
          }),
          line({ actor: 'Arjun', actorId: 'u-arjun', table: 'guests', action: 'added', count: 2000 }),
          line({ actor: 'Arjun', actorId: 'u-arjun', table: 'something_new', action: 'added', count: 2 }),
        ])(backend),
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Arjun added 12 guests',
      'Meera changed 3 payments',
      'Someone changed 1 RSVP answer',
      'Meera removed 1 vendor',
      'Arjun added 2,000 guests',
      'Arjun added 2 items',
    ]);
  });

  it("tells a payment made by what it was for: the vendor, else the expense, with the instalment's note", async () => {
    await renderApp(<RecentActivity />, {
      withBackend: (backend) =>
        shared([
          line({
            actor: 'Meera',
            actorId: 'u-meera',
            table: 'payments',
            action: 'paid',
            count: 1,
            paid: { vendor: 'Sharma Caterers', note: 'Deposit' },
          }),
          line({ table: 'expenses', action: 'paid', count: 1, paid: { item: 'Mehendi artist' } }),
          line({ table: 'payments', action: 'paid', count: 1, paid: {} }),
        ])(backend),
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Meera paid Sharma Caterers (Deposit)',
      'Arjun paid for Mehendi artist',
      'Arjun made a payment',
    ]);
  });

  it('calls the signed-in member "You"', async () => {
    let me = '';
    await renderApp(<RecentActivity />, {
      withBackend: (backend) => ({
        ...backend,
        forUser: (session) => {
          me = session.user.id;
          return shared([line({ actor: 'Asha', actorId: me, table: 'tasks', count: 1 })])(backend).forUser(
            session,
          );
        },
      }),
    });
    expect(await screen.findByRole('listitem')).toHaveTextContent('You added 1 task');
  });

  it('says when nothing has happened yet', async () => {
    await renderApp(<RecentActivity />, { withBackend: shared([]) });
    expect(await screen.findByText('Nothing has been added or changed yet.')).toBeInTheDocument();
  });

  it('is not shown in local mode, where one person plans', async () => {
    await renderApp(
      <>
        <RecentActivity />
        <p>Overview</p>
      </>,
    );
    await screen.findByText('Overview');
    await waitFor(() => expect(screen.queryByText('Recent activity')).toBeNull());
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { z } from '@/lib/zod';
import { Toaster } from '@/components/ui/toaster';
import type { Backend, ProfileData } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import { useProfile } from './use-profile';
import { SaveError } from './use-collection';

let api: ReturnType<typeof useProfile>;
function Profile() {
  const profileApi = useProfile();
  useEffect(() => {
    api = profileApi;
  });
  if (profileApi.isLoading) return <p>Loading</p>;
  const { profile, wedding, budget } = profileApi.data;
  return (
    <>
      <p>
        {profile.firstName || '(no name)'} · {profile.email} · {wedding.weddingDate || '(no date)'} ·{' '}
        {budget.total} {budget.currency}
      </p>
      <Toaster />
    </>
  );
}

const refusingProfile =
  (refuse: { on: boolean }) =>
  (backend: Backend): Backend => ({
    ...backend,
    forUser: (session) => {
      const real = backend.forUser(session);
      return {
        ...real,
        profile: {
          ...real.profile,
          save: (patch) => (refuse.on ? Promise.reject(new Error('disk full')) : real.profile.save(patch)),
        },
      };
    },
  });

describe('useProfile', () => {
  it("starts from the spec's defaults with the user's email", async () => {
    await renderApp(<Profile />, { email: 'pat@example.com' });
    expect(
      await screen.findByText('(no name) · pat@example.com · (no date) · 3000000 INR'),
    ).toBeInTheDocument();
    expect(api.data.notifications).toEqual({
      email: true,
      browser: false,
      reminders: true,
      weeklyUpdates: true,
      vendorMessages: true,
    });
  });

  it('saves a section without touching the others, and keeps it across a reload', async () => {
    const first = await renderApp(<Profile />);
    await screen.findByText(/no name/);
    await act(() => api.save({ profile: { ...api.data.profile, firstName: '  Priya ' } }));
    await act(() => api.save({ wedding: { weddingDate: '2026-12-12' } as ProfileData['wedding'] }));
    await act(() => api.save({ budget: { total: 4_500_000, currency: 'INR' } }));
    expect(
      await screen.findByText('Priya · couple@example.com · 2026-12-12 · 4500000 INR'),
    ).toBeInTheDocument();
    first.unmount();
    await renderApp(<Profile />, { reuse: { backend: first.backend, session: first.session } });
    expect(
      await screen.findByText('Priya · couple@example.com · 2026-12-12 · 4500000 INR'),
    ).toBeInTheDocument();
  });

  it.each<[string, Partial<ProfileData>]>([
    ['a zero budget', { budget: { total: 0, currency: 'INR' } }],
    ['an unsupported currency', { budget: { total: 10, currency: 'JPY' } }],
    ['an impossible date', { wedding: { weddingDate: '2026-02-30' } as ProfileData['wedding'] }],
    ['a negative guest count', { wedding: { guestCount: -1 } as ProfileData['wedding'] }],
    ['a 5,000-character name', { profile: { firstName: 'x'.repeat(5000) } as ProfileData['profile'] }],
    ['letters in a phone number', { profile: { phone: 'call me' } as ProfileData['profile'] }],
    ['an unknown reminder frequency', { reminders: { frequency: 'hourly' } as ProfileData['reminders'] }],
  ])('refuses %s with a $ZodError and stores nothing', async (_label, patch) => {
    const { backend, session } = await renderApp(<Profile />);
    await screen.findByText(/no name/);
    await expect(api.save(patch)).rejects.toBeInstanceOf(z.core.$ZodError);
    expect(await backend.forUser(session!).profile.get()).toBeNull();
  });

  it('tells the user and rejects with a SaveError when the store refuses, keeping the old values', async () => {
    const refuse = { on: true };
    await renderApp(<Profile />, { withBackend: refusingProfile(refuse) });
    await screen.findByText(/no name/);
    let error: unknown;
    await act(() =>
      api.save({ budget: { total: 10, currency: 'USD' } }).catch((e: unknown) => void (error = e)),
    );
    expect(error).toBeInstanceOf(SaveError);
    expect(await screen.findByText("Couldn't save your changes. Please try again.")).toBeInTheDocument();
    expect(api.data.budget).toEqual({ total: 3_000_000, currency: 'INR' });
    expect(screen.getByText(/3000000 INR/)).toBeInTheDocument();
  });

  it("keeps each user's profile to that user", async () => {
    const first = await renderApp(<Profile />);
    await screen.findByText(/no name/);
    await act(() => api.save({ profile: { firstName: 'Priya' } as ProfileData['profile'] }));
    first.unmount();
    const other = (await first.backend.auth.signUp({ email: 'sam@example.com', password: 'secret123' }))
      .session;
    await renderApp(<Profile />, { reuse: { backend: first.backend, session: other } });
    expect(
      await screen.findByText('(no name) · sam@example.com · (no date) · 3000000 INR'),
    ).toBeInTheDocument();
  });

  it('falls back to the defaults for a stored section that breaks the rules, keeping the rest', async () => {
    const first = await renderApp(<Profile />);
    await screen.findByText(/no name/);
    const port = first.backend.forUser(first.session!).profile;
    await port.save({
      profile: { firstName: 'Priya' } as ProfileData['profile'],
      budget: { total: -5, currency: 'XYZ' },
    });
    first.unmount();
    await renderApp(<Profile />, { reuse: { backend: first.backend, session: first.session } });
    expect(
      await screen.findByText('Priya · couple@example.com · (no date) · 3000000 INR'),
    ).toBeInTheDocument();
  });

  it('builds a function change on the one saved before it: two quick changes to one section both stay', async () => {
    const { backend, session } = await renderApp(<Profile />);
    await screen.findByText(/no name/);
    await act(() =>
      Promise.all([
        api.save((current) => ({ wedding: { ...current.wedding, weddingDate: '2026-12-12' } })),
        api.save((current) => ({ wedding: { ...current.wedding, location: 'Jaipur' } })),
      ]),
    );
    await waitFor(() =>
      expect(api.data.wedding).toMatchObject({ weddingDate: '2026-12-12', location: 'Jaipur' }),
    );
    expect((await backend.forUser(session!).profile.get())?.wedding).toMatchObject({
      weddingDate: '2026-12-12',
      location: 'Jaipur',
    });
  });

  it('applies a change made while the profile loads to the stored profile, not the defaults shown meanwhile', async () => {
    const first = await renderApp(<Profile />);
    await screen.findByText(/no name/);
    await act(() => api.save({ wedding: { ...api.data.wedding, partnerFirstName: 'Arjun' } }));
    first.unmount();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowGet = (backend: Backend): Backend => ({
      ...backend,
      forUser: (session) => {
        const real = backend.forUser(session);
        return { ...real, profile: { ...real.profile, get: () => gate.then(() => real.profile.get()) } };
      },
    });
    await renderApp(<Profile />, {
      reuse: { backend: first.backend, session: first.session },
      withBackend: slowGet,
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    let saving!: Promise<unknown>;
    act(
      () =>
        void (saving = api.save((current) => ({
          wedding: { ...current.wedding, weddingDate: '2026-12-12' },
        }))),
    );
    release();
    await act(() => saving);
    await waitFor(() =>
      expect(api.data.wedding).toMatchObject({ partnerFirstName: 'Arjun', weddingDate: '2026-12-12' }),
    );
    expect((await first.backend.forUser(first.session!).profile.get())?.wedding).toMatchObject({
      partnerFirstName: 'Arjun',
      weddingDate: '2026-12-12',
    });
  });

  it('two tabs switching the reminders of different tasks keep both, and each tab shows the other’s switch', async () => {
    const tabs: Record<string, ReturnType<typeof useProfile>> = {};
    function Tab({ name }: { name: string }) {
      const profileApi = useProfile();
      useEffect(() => {
        tabs[name] = profileApi;
      });
      const off = Object.entries(profileApi.data.taskReminders)
        .filter(([, on]) => !on)
        .map(([id]) => id);
      return <p>{`${name} off: ${off.sort().join(',') || 'none'}`}</p>;
    }
    const a = await renderApp(<Tab name="A" />);
    await renderApp(<Tab name="B" />, { reuse: { backend: a.backend, session: a.session } });
    await screen.findByText('B off: none');
    // Both tabs loaded the profile before either switch: each sends only its own switch.
    await act(() =>
      Promise.all([
        tabs.A.save({ taskReminders: { t1: false } }),
        tabs.B.save({ taskReminders: { t2: false } }),
      ]),
    );
    expect((await a.backend.forUser(a.session!).profile.get())!.taskReminders).toEqual({
      t1: false,
      t2: false,
    });
    expect(await screen.findByText('A off: t1,t2')).toBeInTheDocument();
    expect(await screen.findByText('B off: t1,t2')).toBeInTheDocument();
  });
});

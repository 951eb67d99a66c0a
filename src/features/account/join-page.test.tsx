import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { WeddingPort } from '@/lib/backend';
import { createLocalWedding } from '@/lib/backend/local/wedding';
import { JoinBody, JoinWedding } from './join-page';

const TOKEN = 'Qw3rty_-Asdfgh12345678';

function port(accept: WeddingPort['accept']): WeddingPort {
  return { ...createLocalWedding('u1'), shared: true, accept, choose: vi.fn() };
}

const show = (wedding: WeddingPort, arrive = vi.fn()) =>
  render(
    <MemoryRouter>
      <JoinWedding token={TOKEN} wedding={wedding} arrive={arrive} />
    </MemoryRouter>,
  );

describe('joining a wedding by link', () => {
  it('accepts the token, chooses the wedding joined and lands on the hub with a confirmation', async () => {
    const wedding = port(vi.fn(async () => 'w-joined'));
    const arrive = vi.fn();
    show(wedding, arrive);
    expect(screen.getByRole('status')).toHaveTextContent('Joining the wedding…');
    await waitFor(() => expect(arrive).toHaveBeenCalledWith('/account?joined=1'));
    expect(wedding.accept).toHaveBeenCalledWith(TOKEN);
    expect(wedding.choose).toHaveBeenCalledWith('w-joined');
  });

  it('gives a link that is not valid one clear message, and a way on', async () => {
    const arrive = vi.fn();
    show(
      port(async () => {
        throw new Error('This join link is not valid any more. Ask for a new one.');
      }),
      arrive,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This join link is not valid any more. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(arrive).not.toHaveBeenCalled();
  });

  it("says a local wedding's refusal in words", async () => {
    show(createLocalWedding('u1'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Planning together needs a cloud account.');
  });
});

function Where() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}, then {(location.state as { from?: string } | null)?.from}
    </p>
  );
}

const page = (mode: 'local' | 'cloud', wedding: WeddingPort | null) =>
  render(
    <MemoryRouter initialEntries={[`/join/${TOKEN}`]}>
      <Routes>
        <Route path="/join/:token" element={<JoinBody mode={mode} token={TOKEN} wedding={wedding} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/join/:token', () => {
  it('signed out: sign in, or sign up, and come back to the link', async () => {
    page('cloud', null);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByText(`At /login, then /join/${TOKEN}`)).toBeInTheDocument();
    page('cloud', null);
    await userEvent.click(screen.getAllByRole('link', { name: 'Create an account' }).at(-1)!);
    expect(screen.getByText(`At /signup, then /join/${TOKEN}`)).toBeInTheDocument();
  });

  it('in local mode says joining needs the cloud and tries nothing', () => {
    const wedding = port(vi.fn(async () => 'w'));
    page('local', wedding);
    expect(screen.getByText(/Joining a wedding needs a cloud account/)).toBeInTheDocument();
    expect(wedding.accept).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { useAuth } from '@/lib/auth';
import { renderApp } from './render-app';

function WhoAmI() {
  const { user } = useAuth();
  return <p>{user ? `signed in as ${user.email}` : 'signed out'}</p>;
}

describe('renderApp', () => {
  it('mounts with a real signed-up local user', async () => {
    await renderApp(<WhoAmI />, { email: 'Someone@Example.com ' });
    expect(await screen.findByText('signed in as someone@example.com')).toBeInTheDocument();
  });

  it('mounts signed out when asked', async () => {
    await renderApp(<WhoAmI />, { signedIn: false });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});

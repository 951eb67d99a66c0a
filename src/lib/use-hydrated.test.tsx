import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { useHydrated } from './use-hydrated';

function Send() {
  return <button disabled={!useHydrated()}>Send</button>;
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML and during hydration, then true', async () => {
    const html = renderToString(<Send />);
    expect(html).toContain('disabled');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Send />);
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    container.remove();
  });

  it('is true in an app rendered in the browser from the start', () => {
    render(<Send />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

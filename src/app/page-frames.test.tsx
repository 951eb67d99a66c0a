import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { prerenderedFrame } from './page-frame';
import { framesFrom, pageFrames } from './page-frames';
import { signedInRoutes } from './routes';

const frames = framesFrom(pageFrames);
const drawn = (pathname: string) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[pathname]}>{frames(pathname)}</MemoryRouter>);

describe('page frames', () => {
  it('are drawn only for signed-in pages the route table has', () => {
    const signedIn = signedInRoutes.map((route) => route.path);
    expect(Object.keys(pageFrames).length).toBeGreaterThan(10);
    for (const path of Object.keys(pageFrames)) expect(signedIn).toContain(path);
    expect(frames('/account')).toBeNull();
    expect(frames('/toString')).toBeNull();
  });

  it("draw the page's heading, what it is for and the way back, and nothing to press", () => {
    const html = drawn('/budget');
    document.body.innerHTML = html;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Budget Tracker');
    expect(screen.getByText(/keep track of every payment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('[data-page-frame]')).toHaveClass('max-w-6xl');
    expect(drawn('/settings')).toContain('max-w-4xl');
    document.body.innerHTML = '';
  });

  it('are drawn again in the browser exactly as built, at the address they were built for only', () => {
    const container = document.createElement('div');
    container.innerHTML = `<header>Site header</header><main>${drawn('/music')}</main>`;
    const frameOf = prerenderedFrame(container, '/music');
    expect(frameOf).not.toBeNull();
    expect(frameOf!('/budget')).toBeNull();
    const { container: again } = render(<>{frameOf!('/music')}</>);
    expect(again.innerHTML).toBe(container.querySelector('main')!.innerHTML);
  });

  it('are not drawn in the browser for a page built without one', () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><h1>Features</h1></main>';
    expect(prerenderedFrame(container, '/features')).toBeNull();
  });
});

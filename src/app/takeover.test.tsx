import { act, render, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router';
import { APP_STARTED } from './takeover';

const NOTICE = 'Your password has been updated. Sign in with your new password.';

/** A module afresh, as on a page load: the app takes a page over once. */
async function fresh<T>(load: () => Promise<T>) {
  vi.resetModules();
  return load();
}
const freshTakeover = () => fresh(() => import('./takeover'));

/** Resolves with what `read` sees at the moment the app says it runs the page. */
const whenStarted = <T,>(read: () => T) =>
  new Promise<T>((resolve) => document.addEventListener(APP_STARTED, () => resolve(read()), { once: true }));

describe('atBuildLocation', () => {
  it('leaves a history whose location is already the path alone as it is', async () => {
    const { atBuildLocation } = await freshTakeover();
    const history = createMemoryHistory({ initialEntries: ['/login'], v5Compat: true });
    expect(atBuildLocation(history)).toBe(history);
  });

  it('renders the path alone first, then the browser’s query and state, and only then says the app has started', async () => {
    const { atBuildLocation, useTakeover } = await freshTakeover();
    const history = createMemoryHistory({
      initialEntries: [
        { pathname: '/login', search: '?utm_source=mail', state: { notice: NOTICE }, key: 'k1' },
      ],
      v5Compat: true,
    });
    const seen: string[] = [];
    function Page() {
      const location = useLocation();
      useTakeover();
      const notice = (location.state as { notice?: string } | null)?.notice;
      seen.push(`${location.pathname}${location.search} ${notice ?? '(no notice)'}`);
      return <p>{notice ?? 'Sign in'}</p>;
    }
    const started = whenStarted(() => screen.getByRole('paragraph').textContent);
    render(
      <HistoryRouter history={atBuildLocation(history)}>
        <Page />
      </HistoryRouter>,
    );
    // Started once the page shows where the browser is: a click held until then meets the notice's page.
    expect(await started).toBe(NOTICE);
    expect(seen[0]).toBe('/login (no notice)');
    expect(seen.at(-1)).toBe(`/login?utm_source=mail ${NOTICE}`);
  });

  it('lets a navigation made before the takeover through, and starts there', async () => {
    const { atBuildLocation, useTakeover } = await freshTakeover();
    const history = createMemoryHistory({
      initialEntries: [{ pathname: '/login', state: { from: '/budget' }, key: 'k1' }],
      v5Compat: true,
    });
    const wrapped = atBuildLocation(history);
    wrapped.push('/signup');
    function Page() {
      useTakeover();
      return <p>{useLocation().pathname}</p>;
    }
    const started = whenStarted(() => screen.getByRole('paragraph').textContent);
    render(
      <HistoryRouter history={wrapped}>
        <Page />
      </HistoryRouter>,
    );
    expect(await started).toBe('/signup');
  });
});

/**
 * Every prerendered page with a form, taken over by the app as main.tsx does it (startApp), in the states a visitor
 * can bring to it: a query string, and a history entry holding a notice and a return address (a reload after a
 * password reset, after a guard sent them to sign in). What was typed into the HTML before the app ran must still
 * be there, in the same fields: had React drawn the page afresh, the fields and a held click's button would be new.
 */
describe('a prerendered page with a form, taken over in every state it can arrive in', async () => {
  const { renderPage, sitePaths, visitorPaths } = await import('./prerender');
  const pages: { path: string; html: string; visitorPage: boolean }[] = [];
  for (const path of [...visitorPaths(), ...sitePaths()]) {
    const { html } = await renderPage(`https://weddingplanner.app${path}`);
    if (html.includes('<form')) pages.push({ path, html, visitorPage: visitorPaths().includes(path) });
  }

  it('covers the sign-in, sign-up and contact pages', () => {
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/login', '/signup', '/contact']));
  });

  it.each(pages)('$path keeps what was typed before the app ran', async ({ path, html, visitorPage }) => {
    window.history.replaceState(
      { usr: { notice: NOTICE, from: '/budget' }, key: 'reloaded', idx: 0 },
      '',
      `${path}?utm_source=newsletter`,
    );
    const container = document.createElement('div');
    container.id = 'root';
    if (visitorPage) container.setAttribute('data-visitor-page', '');
    container.innerHTML = html;
    document.body.append(container);
    const fields = [...container.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea')];
    expect(fields.length).toBeGreaterThan(0);
    for (const [i, field] of fields.entries())
      if (field.type === 'checkbox') field.checked = !field.defaultChecked;
      else field.value = field.type === 'email' ? `typed-${i}@example.com` : `typed ${i}`;
    const typed = fields.map((field) => (field.type === 'checkbox' ? field.checked : field.value));

    const { startApp } = await fresh(() => import('./start-app'));
    const started = whenStarted(() => container.textContent);
    let root: Root | undefined;
    try {
      await act(async () => {
        root = await startApp(container);
      });
      const text = await started;
      if (path === '/login') expect(text).toContain(NOTICE);
      for (const [i, field] of fields.entries()) {
        expect(field.isConnected, `${field.name} is the field typed into`).toBe(true);
        expect(field.type === 'checkbox' ? field.checked : field.value).toBe(typed[i]);
      }
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});

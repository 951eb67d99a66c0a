/** public/boot.js: the prerendered pages' script, which holds what a visitor does until the app runs the page. */
import BOOT from '../public/boot.js?raw';

/** A sign-in form as the build prerenders it into #root (fields with their defaults, as React writes them). */
const SIGN_IN = `<header><button type="button" aria-controls="mobile-menu" aria-label="Open menu" disabled></button></header>
<main><form>
  <label>Email <input name="email" type="email" value=""></label>
  <label>Password <input name="password" type="password" value=""></label>
  <label><input name="remember" type="checkbox" checked=""> Remember me</label>
  <button type="submit">Sign In</button>
</form>
<button type="button">Use demo account</button></main>`;

/**
 * A prerendered page in a frame of its own: the boot script in its head as the build writes it (`data-start`), run
 * before the body is parsed, then the page's HTML.
 */
async function openPage(start: 'interaction' | 'now') {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const frameWindow = frame.contentWindow as Window & typeof globalThis;
  // The paint timing the script asks for once the page has loaded, which jsdom does not keep.
  frameWindow.performance.getEntriesByName = () => [];
  const page = frameWindow.document;
  page.open();
  page.write(
    `<!doctype html><html><head><script data-entry="/assets/index-A1.js" data-preload="" data-start="${start}">${BOOT}</script></head>` +
      `<body><div id="root">${SIGN_IN}</div></body></html>`,
  );
  page.close();
  await new Promise((parsed) => page.addEventListener('DOMContentLoaded', parsed, { once: true }));
  const root = page.getElementById('root')!;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const button = (label: string) =>
    [...root.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent) === label,
    )!;
  /** What the app does with the page: listens at its root, as React does, and answers clicks and submits itself. */
  const app = { submitted: [] as Record<string, unknown>[], clicked: [] as string[], heard: [] as string[] };
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    app.submitted.push(Object.fromEntries(new frameWindow.FormData(form)));
  });
  root.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('button');
    if (target) app.clicked.push(target.getAttribute('aria-label') ?? target.textContent ?? '');
  });
  root.addEventListener('input', (event) => app.heard.push((event.target as HTMLInputElement).name));
  const type = (name: string, value: string) => {
    field(name).value = value;
    field(name).dispatchEvent(new frameWindow.Event('input', { bubbles: true }));
  };
  /** The app says it runs the page. */
  const started = () => page.dispatchEvent(new frameWindow.Event('app:started'));
  return { document: page, root, field, button, app, type, started };
}

describe('public/boot.js hands what a visitor does before the app runs to the app', () => {
  it.each(['interaction', 'now'] as const)(
    'a click on the page’s buttons is held, never sent, and replayed once the app runs the page (start: %s)',
    async (start) => {
      const page = await openPage(start);
      page.type('email', 'asha@example.com');
      page.type('password', 'tulips-garden-42');
      page.app.heard.length = 0;
      page.button('Sign In').click();
      page.button('Use demo account').click();
      expect(page.app.submitted).toEqual([]);
      expect(page.app.clicked).toEqual([]);

      page.started();
      expect(page.app.clicked).toEqual(['Sign In', 'Use demo account']);
      expect(page.app.submitted).toEqual([
        { email: 'asha@example.com', password: 'tulips-garden-42', remember: 'on' },
      ]);
      // Taken over as it was: nothing typed again.
      expect(page.app.heard).toEqual([]);

      // From now on the app has the page to itself.
      page.button('Sign In').click();
      expect(page.app.submitted).toHaveLength(2);
    },
  );

  it('a form submitted with Enter is held and submitted again once the app runs the page', async () => {
    const page = await openPage('interaction');
    page.type('email', 'asha@example.com');
    page.root.querySelector('form')!.requestSubmit();
    expect(page.app.submitted).toEqual([]);
    page.started();
    expect(page.app.submitted).toEqual([{ email: 'asha@example.com', password: '', remember: 'on' }]);
  });

  it('the phone menu’s button waits for the app no longer: enabled, its click held for it', async () => {
    const page = await openPage('now');
    expect(page.button('Open menu').disabled).toBe(false);
    page.button('Open menu').click();
    expect(page.app.clicked).toEqual([]);
    page.started();
    expect(page.app.clicked).toEqual(['Open menu']);
  });

  it('a page the app draws afresh instead of taking it over gets what was typed, the focus and the held clicks', async () => {
    const page = await openPage('interaction');
    page.type('email', 'asha@example.com');
    page.type('password', 'tulips-garden-42');
    page.field('remember').checked = false;
    page.field('password').focus();
    page.button('Sign In').click();
    page.button('Use demo account').click();

    // React threw the HTML away (markup in it React did not render) and drew the page again, fields empty.
    const fresh = page.document.createElement('div');
    fresh.innerHTML = SIGN_IN;
    page.root.replaceChildren(...fresh.childNodes);
    page.app.heard.length = 0;
    page.started();

    expect(page.field('email').value).toBe('asha@example.com');
    expect(page.field('password').value).toBe('tulips-garden-42');
    expect(page.field('remember').checked).toBe(false);
    // As edits the app hears, so its state has them too.
    expect(page.app.heard).toEqual(['email', 'password', 'remember']);
    expect(page.document.activeElement).toBe(page.field('password'));
    expect(page.app.clicked).toEqual(['Sign In', 'Use demo account']);
    expect(page.app.submitted).toEqual([{ email: 'asha@example.com', password: 'tulips-garden-42' }]);
  });

  it('what the page drawn afresh already holds is left as it is', async () => {
    const page = await openPage('interaction');
    page.type('email', 'typed-before@example.com');
    const fresh = page.document.createElement('div');
    fresh.innerHTML = SIGN_IN;
    page.root.replaceChildren(...fresh.childNodes);
    // Typed into the new page before the app said it runs it.
    page.type('email', 'typed-after@example.com');
    page.started();
    expect(page.field('email').value).toBe('typed-after@example.com');
  });
});

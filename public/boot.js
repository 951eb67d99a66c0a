// The site's prerendered pages start the app once they have painted: scripts/prerender.mjs puts this script where
// the build put the app's entry, so the page's text and styles come first and the app's code follows to take the
// page over. A plain script, not a module: it reads its own data attributes (the entry, what it imports first, and
// when to start: `now`; only for a `signed-in` visitor on a page that is complete as HTML; or at the visitor's first
// `interaction` on the sign-in and sign-up pages). It runs in the head, before the page is laid out, so what it
// marks costs no second layout.
(() => {
  const { entry = '', preload = '', start: when = 'now' } = document.currentScript?.dataset ?? {};

  // The entry and what it imports first, as links of one kind: `modulepreload` to start the app, `prefetch` ahead of it.
  const linkCode = (rel) => {
    for (const href of [entry, ...preload.split(' ')].filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const start = () => {
    linkCode('modulepreload');
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };

  // Where the backends keep a session (src/lib/backend: local/auth.ts SESSION_STORAGE_KEY, demo.ts DEMO_FLAG, and
  // supabase-js's `sb-<project>-auth-token`), in either storage ("Remember me" picks one). Storage that cannot be
  // read counts as a session: the app then starts and finds out.
  const signedIn = () => {
    try {
      return [localStorage, sessionStorage].some((store) =>
        Object.keys(store).some(
          (key) => key === 'wp.local.session' || key === 'wp.demo' || /^sb-.+-auth-token$/.test(key),
        ),
      );
    } catch {
      return true;
    }
  };

  const member = signedIn();
  // A page drawn for visitors (sign-in, sign-up) stays out of a signed-in visitor's sight until the app has drawn
  // theirs (index.css, main.tsx).
  if (member) document.documentElement.dataset.member = '';
  // A visitor's header links wait, unseen, until the app knows the session (src/app/layout/header.tsx); with no
  // stored session there is nothing to wait for, and the stylesheet shows them from the first paint.
  if (!member) {
    document.documentElement.dataset.visitor = '';
    // And to assistive technology once they are parsed (an attribute no one sees: no second layout).
    document.addEventListener('DOMContentLoaded', () => {
      for (const links of document.querySelectorAll('[data-session-pending]'))
        links.removeAttribute('aria-hidden');
    });
  }

  // The app will take this page over: what the visitor does until it runs the page is handed to it then (it sends
  // `app:started`, src/app/takeover.ts). A click on one of the page's buttons, or a submitted form (Enter), is held
  // and replayed: nothing is lost, and nothing is ever sent natively. React takes the page's HTML over as it is, with
  // what was typed into it and the focus; should it draw the page afresh instead (it does when the HTML holds markup it
  // did not render itself, such as a password manager's button beside a field), what was typed, the focus and the held
  // clicks go to the new page's same fields and buttons.
  const handOver = () => {
    const root = () => document.getElementById('root');
    // What tells an element apart from the page's others: its form (by order), its kind and name or label.
    const sign = (el) =>
      [
        [...root().querySelectorAll('form')].indexOf(el.closest('form')),
        el.localName,
        el.getAttribute('name'),
        el.getAttribute('type'),
        el.localName === 'button' ? (el.getAttribute('aria-label') ?? el.textContent) : '',
      ].join('\n');
    const alike = (el, signature) =>
      [...root().querySelectorAll(el.localName)].filter((other) => sign(other) === signature);
    const place = (el) => {
      const signature = sign(el);
      return { el, signature, nth: alike(el, signature).indexOf(el) };
    };
    // The element itself while the page still holds it, else its counterpart in the page drawn afresh.
    const live = ({ el, signature, nth }) => (el.isConnected ? el : (alike(el, signature)[nth] ?? null));

    let fields = [];
    let focused = null;
    const held = [];
    const follow = (event) => {
      if (root()?.contains(event.target)) focused = place(event.target);
    };
    const hold = (event) => {
      const target = event.type === 'submit' ? event.target : event.target.closest?.('button');
      if (!target?.closest('#root')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push([
        place(target),
        event.type === 'submit' ? (form) => form.requestSubmit() : (button) => button.click(),
      ]);
    };
    document.addEventListener('focusin', follow, true);
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
    document.addEventListener('DOMContentLoaded', () => {
      fields = [...root().querySelectorAll('input, textarea')].map(place);
      // The phone menu's button waits for the app like the rest (src/app/layout/header.tsx keeps it disabled until
      // then): enabled, its click is held too, and the menu opens as the app takes over.
      const menu = document.querySelector('button[aria-controls="mobile-menu"]');
      if (menu) menu.disabled = false;
    });
    document.addEventListener(
      'app:started',
      () => {
        document.removeEventListener('focusin', follow, true);
        document.removeEventListener('click', hold, true);
        document.removeEventListener('submit', hold, true);
        for (const at of fields) {
          const typed = at.el;
          const field = live(at);
          if (!field || field === typed) continue;
          if (typed.type === 'checkbox' || typed.type === 'radio') {
            if (typed.checked !== typed.defaultChecked && field.checked === field.defaultChecked)
              field.click();
          } else if (typed.value !== typed.defaultValue && field.value === field.defaultValue) {
            // Through the element type's own setter: React, which watches the values it sets itself, hears an edit.
            Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(
              field,
              typed.value,
            );
            field.dispatchEvent(new Event('input', { bubbles: true }));
          }
        }
        if (focused && !focused.el.isConnected) live(focused)?.focus();
        for (const [at, replay] of held.splice(0)) {
          const target = live(at);
          if (target) replay(target);
        }
      },
      { once: true },
    );
  };

  if (when === 'now' || member) {
    handOver();
    // After the next frame has painted; a tab opened in the background paints nothing yet, so it starts at once.
    if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
    else start();
    return;
  }

  if (when === 'interaction') {
    // A visitor on the sign-in or sign-up page: the page is complete as HTML to read and to type into, and the app,
    // which checks and sends the form, starts at their first touch or key: nothing runs before they show they want
    // it. Its code is prefetched once the page has loaded, so that moment only runs it.
    handOver();
    const triggers = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
    const begin = () => {
      for (const type of triggers) document.removeEventListener(type, begin, true);
      start();
    };
    for (const type of triggers) document.addEventListener(type, begin, { capture: true, passive: true });
    // Prefetched at the lowest priority, into the HTTP cache, once the page has loaded and its content has painted:
    // nothing the page's paint waits for (a module preload is as urgent as a script in the head, and a fast load can
    // end before the first paint), and the start only reads the cache.
    const prefetch = () => (window.requestIdleCallback ?? setTimeout)(() => linkCode('prefetch'));
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    window.addEventListener('load', () => {
      if (painted() || !('PerformanceObserver' in window)) return prefetch();
      const observer = new PerformanceObserver(() => {
        if (!painted()) return;
        observer.disconnect();
        prefetch();
      });
      observer.observe({ type: 'paint' });
    });
    return;
  }

  // A visitor on a page that is complete as HTML: its links are real links to other prerendered pages, so the app's
  // code is not needed here. The phone menu is the same disclosure as the app's: its label and icon follow its
  // state, and Escape closes it and returns the focus to its button.
  document.addEventListener('DOMContentLoaded', () => {
    const button = document.querySelector('button[aria-controls="mobile-menu"]');
    const menu = document.getElementById('mobile-menu');
    if (!button || !menu) return;
    const menuIcon = button.innerHTML;
    const closeIcon =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-x size-6" aria-hidden="true"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>';
    const setOpen = (open) => {
      menu.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
      button.innerHTML = open ? closeIcon : menuIcon;
    };
    button.disabled = false;
    button.addEventListener('click', () => setOpen(menu.hidden));
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || menu.hidden) return;
      setOpen(false);
      button.focus();
    });
    // Leaving closes it, as the app's closes on navigation: a page brought back by Back comes back closed.
    window.addEventListener('pagehide', () => setOpen(false));
  });
  // Offline use: the service worker the app would register (src/app/service-worker.ts), once the page is idle.
  if ('serviceWorker' in navigator)
    window.addEventListener('load', () =>
      (window.requestIdleCallback ?? setTimeout)(() => {
        navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
      }),
    );
})();

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, prepareApp } from './app/app';
import { createGuardedHistory } from './lib/guarded-history';
import { reloadOnStaleChunk } from './app/chunk-reload';
import { whenIdle } from './lib/when-idle';
import { hasStoredSession } from './lib/backend';
import './index.css';

reloadOnStaleChunk();

// The service worker (offline use, update prompts) registers once the page has loaded and the browser is idle: it
// adds nothing to the first load. Development serves no worker.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () =>
    whenIdle(
      () =>
        // Caught here: the build folds this chain into the chunk load, where a failure would count as a stale chunk.
        void import('./app/service-worker').then((m) => m.registerServiceWorker()).catch(() => undefined),
    ),
  );

const container = document.getElementById('root')!;
// The sign-in and sign-up pages are prerendered as a visitor sees them (scripts/prerender.mjs): for a browser that
// holds a session they are drawn afresh, never taken over, and stay hidden until then (index.css).
if (container.hasAttribute('data-visitor-page')) {
  if (hasStoredSession()) container.replaceChildren();
  container.removeAttribute('data-visitor-page');
}
// The site's pages arrive prerendered (scripts/prerender.mjs) and are hydrated: the first render must be the page
// itself, so its code is fetched first. Any other page renders its header at once, while its code (and, from the
// session shell, the backend) arrive side by side.
const prerendered = container.firstElementChild !== null;
const pageCode = prepareApp();

void (prerendered ? pageCode : Promise.resolve()).then(() => {
  const app = (
    <StrictMode>
      <App history={createGuardedHistory()} />
    </StrictMode>
  );
  // A transition: React does the first render in slices that leave the main thread free between them, instead of
  // one long task (Lighthouse counts that as blocking time). A prerendered page's HTML is taken over, not redrawn.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

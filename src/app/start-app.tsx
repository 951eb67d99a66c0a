import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hasStoredSession } from '@/lib/backend';
import { createGuardedHistory } from '@/lib/guarded-history';
import { App, prepareApp } from './app';
import { noFrame, PageFrames, prerenderedFrame } from './page-frame';
import { atBuildLocation } from './takeover';

/**
 * Runs the app in `container` (#root): takes over the page prerendered in it, or draws the page for an empty one.
 * The site's pages arrive prerendered (scripts/prerender.mjs) and are hydrated: the first render must be the page as
 * it was built, so its code is fetched first and it renders at the build's location (takeover.ts). A tool page arrives
 * as its frame (page-frame.tsx), hydrated at once: the session shell draws the frame until the session is known, and
 * the page's code loads meanwhile. Any other page renders its header at once, while its code (and, from the session
 * shell, the backend) arrive side by side.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  // The sign-in and sign-up pages are prerendered as a visitor sees them: for a browser that holds a session they are
  // drawn afresh, never taken over, and stay hidden until then (index.css).
  if (container.hasAttribute('data-visitor-page')) {
    if (hasStoredSession()) container.replaceChildren();
    container.removeAttribute('data-visitor-page');
  }
  const prerendered = container.firstElementChild !== null;
  const frame = prerenderedFrame(container, window.location.pathname);
  const pageCode = prepareApp();
  if (prerendered && !frame) await pageCode;

  const history = createGuardedHistory();
  const app = (
    <StrictMode>
      <PageFrames value={frame ?? noFrame}>
        <App history={prerendered ? atBuildLocation(history) : history} />
      </PageFrames>
    </StrictMode>
  );
  // A transition: React does the first render in slices that leave the main thread free between them, instead of
  // one long task (Lighthouse counts that as blocking time). A prerendered page's HTML is taken over, not redrawn.
  return new Promise((resolve) =>
    startTransition(() => {
      if (prerendered) resolve(hydrateRoot(container, app));
      else {
        const root = createRoot(container);
        root.render(app);
        resolve(root);
      }
    }),
  );
}

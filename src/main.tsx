import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import './index.css';

void createAppRouter().then((router) => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A transition: React does the first render in slices that leave the main thread free between them, instead of
  // one long task (Lighthouse counts that as blocking time). The site's pages arrive prerendered
  // (scripts/prerender.mjs): React takes over their HTML instead of redrawing it.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

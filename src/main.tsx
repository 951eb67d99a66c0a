import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { reloadOnStaleChunk } from './app/chunk-reload';
import './index.css';

reloadOnStaleChunk();

void createAppRouter().then((router) => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The site's pages arrive prerendered (scripts/prerender.mjs): React takes over their HTML instead of redrawing it.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

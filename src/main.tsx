import { reloadOnStaleChunk } from './app/chunk-reload';
import { startApp } from './app/start-app';
import { whenIdle } from './lib/when-idle';
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

void startApp(document.getElementById('root')!);

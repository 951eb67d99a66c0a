import { toast } from '@/components/ui/toaster';

/** How often an open tab looks for a new deploy (it also looks whenever the tab comes back into view). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (scripts/pwa.mjs), which keeps the app working offline. Loaded after the page has
 * loaded, so it adds nothing to a first load. A new deploy installs in the background and waits: the couple is
 * offered "Update available — reload", and only their Reload switches the tab to it, so an open tab never breaks
 * mid-task (a chunk the tab still needs stays in the old worker's cache until then).
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
) {
  // Refused (a private window, an automation setting, storage turned off): the app works without a worker.
  const registration = await container.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (!registration) return;
  let accepted = false;

  const offer = (worker: ServiceWorker) =>
    toast('Update available — reload to get the new version of Wedding Planner.', 'info', {
      duration: Infinity,
      action: {
        label: 'Reload',
        altText: 'Reload to update Wedding Planner',
        onAction: () => {
          accepted = true;
          worker.postMessage({ type: 'SKIP_WAITING' });
        },
      },
    });

  // The first worker takes control of an open tab without a reload (nothing changes for it); only an accepted update
  // reloads, once the new worker is in control.
  container.addEventListener('controllerchange', () => {
    if (accepted) reload();
  });
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });

  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component fetched the first time it renders, from a module that exports it by name (the codebase's habit). For
 * what a page shows only after someone asks for it, such as the form inside a dialog: the form and react-hook-form
 * (about 15 KiB gzip) stay out of the page's first load. The service worker has every chunk after the first visit,
 * so the wait is a local read. Render it inside a Suspense boundary (Dialog has one).
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

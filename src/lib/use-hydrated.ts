import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered page is being taken over (and in the prerenderer), true once React runs the page in the
 * browser. A control that needs the app (a form's submit, a menu button) stays disabled until then: a click on the
 * static HTML would otherwise submit natively or do nothing.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

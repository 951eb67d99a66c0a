import { useEffect } from 'react';
import { NavigationType, useLocation, type Location, type UNSAFE_createBrowserHistory } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<History['listen']>[0];

/** The event the app sends once it runs the page (public/boot.js listens for it by this name). */
export const APP_STARTED = 'app:started';

/** Where the build renders every page: its path alone (src/app/prerender.tsx renders no query, hash or state). */
const atBuild = ({ search, hash, state, key }: Location) =>
  search === '' && hash === '' && state == null && key === 'default';

/**
 * While a prerendered page is hydrated at its build's location and the browser's differs: whether the page is still
 * rendered there, moving the router to the browser's location if it is.
 */
let hydration: { waits: (rendered: Location) => boolean } | null = null;
let announced = false;

/**
 * The history a prerendered page is hydrated on. The build rendered the page at its path alone, and the first render
 * in the browser must be exactly that page: React throws away HTML that differs from its first render and draws the
 * page afresh, and with the HTML go what the visitor typed into it and the button a click was held on until the app
 * ran (public/boot.js). A sign-in page reloaded after a password reset did that: its notice lives in the history
 * entry. So the router sees the path alone until the page has been taken over; then the browser's own location
 * follows (`useTakeover`), as a navigation to where the visitor already is, and the page shows what depends on it.
 */
export function atBuildLocation(history: History): History {
  const browser = history.location;
  if (atBuild(browser)) return history;
  const built: Location = { pathname: browser.pathname, search: '', hash: '', state: null, key: 'default' };
  let hydrating = true;
  const listeners = new Set<Listener>();
  hydration = {
    waits: (rendered) => {
      if (!atBuild(rendered)) return false;
      if (hydrating) {
        hydrating = false;
        for (const listener of listeners)
          listener({ action: NavigationType.Pop, location: history.location, delta: 0 });
      }
      return true;
    },
  };
  return {
    get action() {
      return history.action;
    },
    get location() {
      return hydrating ? built : history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen(listener) {
      listeners.add(listener);
      const stop = history.listen((update) => {
        // A navigation before the takeover (a link followed mid-hydration) brings the browser's location itself.
        hydrating = false;
        listener(update);
      });
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
  };
}

/**
 * Called by each page as it commits (RoutePage); the first time, the page is being taken over. The app tells the boot
 * script it runs the page (and the script hands it what the visitor clicked or submitted meanwhile) only once the page
 * is hydrated, its handlers attached, and what hydration drew as in the HTML has been drawn again as the app draws it:
 *  - the controls that wait for the app (`useHydrated`: the phone menu's button) are enabled in React's own props,
 *    which React reads to decide whether a click counts: a click replayed while they still say `disabled` is dropped;
 *  - a page hydrated at its build's location renders the browser's own, so the held submit meets a page that knows
 *    where it is (a notice, a guard's return address).
 */
export function useTakeover() {
  const location = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    if (announced || !hydrated || hydration?.waits(location)) return;
    announced = true;
    document.dispatchEvent(new Event(APP_STARTED));
  }, [location, hydrated]);
}

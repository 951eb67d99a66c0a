import { useEffect, useRef, useState } from 'react';
import { NavigationType, UNSAFE_createBrowserHistory, parsePath, type To } from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A page that wants to be asked before the app leaves it (the invitation editor with unsaved changes). */
interface Hold {
  /** Whether going from the current pathname to `next` should wait for the user's answer. */
  shouldHold: (next: string, current: string) => boolean;
  /** Called with the navigation to run if the user says yes. */
  hold: (resume: () => void) => void;
}

const holds = new Set<Hold>();

/**
 * The browser history the app's router runs on, with one addition: a page may hold a navigation away from it until
 * the user answers (`useLeaveGuard`). Links and `navigate` go through `push`/`replace`, held before they happen; the
 * browser's Back and Forward have already moved when they are reported, so a held one is undone (`go(-delta)`) and
 * redone if the user goes on.
 */
export function createGuardedHistory(
  base: History = UNSAFE_createBrowserHistory({ v5Compat: true }),
): History {
  // The page on screen: once Back is reported, the browser's own address is already the next one.
  let current = base.location.pathname;
  const holding = (to: To, resume: () => void) => {
    const next = (typeof to === 'string' ? parsePath(to) : to).pathname ?? current;
    for (const hold of holds)
      if (hold.shouldHold(next, current)) {
        hold.hold(resume);
        return true;
      }
    return false;
  };
  // Pops this history caused itself: an undone Back is not news to the router; a resumed one is passed on unasked.
  let undoing = 0;
  let resuming = false;

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push(to, state) {
      const go = () => base.push(to, state);
      if (!holding(to, go)) go();
    },
    replace(to, state) {
      const go = () => base.replace(to, state);
      if (!holding(to, go)) go();
    },
    go: (delta) => base.go(delta),
    listen: (listener) =>
      base.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (undoing > 0) {
            undoing -= 1;
            return;
          }
          const delta = update.delta;
          if (!resuming && delta && holding(update.location, () => ((resuming = true), base.go(delta)))) {
            undoing += 1;
            base.go(-delta);
            return;
          }
          resuming = false;
        }
        current = update.location.pathname;
        listener(update);
      }),
  };
}

/**
 * Asks before leaving the page while `shouldAsk(nextPathname, currentPathname)` holds: `asking` is true while a
 * navigation waits, `stay()` drops it and `leave()` lets it go on.
 */
export function useLeaveGuard(shouldAsk: (next: string, current: string) => boolean) {
  const ask = useRef(shouldAsk);
  useEffect(() => {
    ask.current = shouldAsk;
  });
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    const hold: Hold = {
      shouldHold: (next, current) => ask.current(next, current),
      hold: (resume) => setPending(() => resume),
    };
    holds.add(hold);
    return () => void holds.delete(hold);
  }, []);
  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      setPending(null);
      pending?.();
    },
  };
}

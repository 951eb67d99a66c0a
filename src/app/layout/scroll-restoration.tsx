import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where the window was scrolled on each history entry this tab has shown, by location key. */
const positions = new Map<string, number>();

/**
 * Scroll like a multi-page site: a new page starts at its top (or at the anchor its address names), and Back or
 * Forward returns to where that page was left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const key = useRef(location.key);

  // Recorded as the visitor scrolls: by the time the next page has rendered, the window may already be clamped to it.
  useEffect(() => {
    const record = () => positions.set(key.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const saved = positions.get(location.key);
    if (type === NavigationType.Pop && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (type !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);

  return null;
}

import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

const here = () => window.location.pathname + window.location.search;

/**
 * A disclosure (a phone menu) that belongs to the page it was opened on: navigating closes it, and Escape closes it
 * and returns the focus to its button. That page is the address in the browser: while a page's code is still
 * arriving the previous page stays on screen, and a menu opened meanwhile opens once the new page is in instead of
 * closing as it arrives.
 */
export function usePageDisclosure(button: RefObject<HTMLButtonElement | null>) {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname + location.search;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, button]);

  const setOpen = (next: boolean) => setOpenOn(next ? here() : null);
  return [open, setOpen] as const;
}

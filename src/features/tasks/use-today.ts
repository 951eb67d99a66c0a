import { useEffect, useState } from 'react';

/**
 * Today's date for urgency colours and countdowns, refreshed when the tab comes back into view (a page left
 * open overnight would otherwise keep yesterday's colours).
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') setToday(new Date());
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);
  return today;
}

import { useDeferredValue } from 'react';

/**
 * Whether a read is still pending, as a page should show it. Data that arrives after the page first rendered is shown
 * in a background render: the update that ends the wait renders the loading state once more, then React renders the
 * page with its data in slices that leave the main thread free between them. Rendered at once, a page full of data is
 * one long task (the budget page or a wedding website: about 80 ms at Lighthouse's 4x, more on a real phone) during
 * which a tap or a scroll waits, and which Lighthouse counts as blocking time. Data already cached when the page
 * first renders shows at once, and later changes to the data render as usual.
 */
export const useLoading = (isPending: boolean): boolean => useDeferredValue(isPending);

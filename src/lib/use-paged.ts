import { useMemo, useState } from 'react';

/**
 * Mounts a long list a page at a time. Mounting a card costs a fraction of a millisecond, so a thousand of them
 * would make a keystroke that widens a search take hundreds; a page keeps every keystroke well under 100 ms.
 * When `resetKey` (the search and filter) changes, the list starts again from its first page.
 */
export function usePaged<T>(items: readonly T[], resetKey: string, pageSize = 50) {
  const [state, setState] = useState({ key: resetKey, limit: pageSize });
  let limit = state.limit;
  if (state.key !== resetKey) {
    // Adjusting state while rendering (React's documented pattern) avoids a frame showing the old page size.
    limit = pageSize;
    setState({ key: resetKey, limit });
  }
  const page = useMemo(() => items.slice(0, limit), [items, limit]);
  return {
    page,
    total: items.length,
    remaining: Math.max(0, items.length - limit),
    showMore: () => setState((s) => ({ ...s, limit: s.limit + pageSize })),
  };
}

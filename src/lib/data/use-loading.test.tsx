import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useLoading } from './use-loading';

/** Records what `useLoading` said on every render. */
function probe(initiallyPending: boolean) {
  const seen: boolean[] = [];
  let settle: () => void = () => undefined;
  function Probe() {
    const [pending, setPending] = useState(initiallyPending);
    settle = () => setPending(false);
    seen.push(useLoading(pending));
    return null;
  }
  render(<Probe />);
  return { seen, settle: () => act(() => settle()) };
}

describe('useLoading', () => {
  it('shows the end of a wait once more as loading, then the data in a render of its own', () => {
    const { seen, settle } = probe(true);
    settle();
    // The update that ends the wait renders the loading state; the page with its data is the background render after.
    expect(seen).toEqual([true, true, false]);
  });

  it('shows data that is already there at once', () => {
    expect(probe(false).seen).toEqual([false]);
  });
});

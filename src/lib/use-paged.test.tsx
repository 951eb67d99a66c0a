import { act, renderHook } from '@testing-library/react';
import { usePaged } from './use-paged';

const items = Array.from({ length: 120 }, (_, i) => i);

describe('usePaged', () => {
  it('shows a page, then more, and starts again when the filter changes', () => {
    const { result, rerender } = renderHook(({ list, key }) => usePaged(list, key, 50), {
      initialProps: { list: items, key: 'a' },
    });
    expect(result.current.page).toHaveLength(50);
    expect(result.current.remaining).toBe(70);
    act(() => result.current.showMore());
    expect(result.current.page).toHaveLength(100);
    expect(result.current.remaining).toBe(20);
    rerender({ list: items.slice(0, 80), key: 'b' });
    expect(result.current.page).toHaveLength(50);
    expect(result.current.total).toBe(80);
  });
});

import { act, renderHook } from '@testing-library/react';
import { useOneSubmit } from './use-one-submit';

describe('useOneSubmit', () => {
  it('ignores a second submit while the first runs, and allows the next one after', async () => {
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useOneSubmit(run));
    const prevented = vi.fn();
    let first!: Promise<void>;
    act(() => {
      first = result.current();
      void result.current({ preventDefault: prevented } as never);
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(prevented).toHaveBeenCalled();
    finish();
    await act(() => first);
    void result.current();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('is free again after a failed submit', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useOneSubmit(run));
    await expect(result.current()).rejects.toThrow('refused');
    await result.current();
    expect(run).toHaveBeenCalledTimes(2);
  });
});

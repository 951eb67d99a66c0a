import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSaving, useSaving, whileSaving } from './saving';

describe('saving', () => {
  it('shows a write made outside the mutations (an undo) as saving until it settles, failed or not', async () => {
    const { result } = renderHook(() => useSaving());
    expect(result.current).toBe(false);

    let finish!: () => void;
    let write!: Promise<void>;
    act(() => {
      write = whileSaving(new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current).toBe(true);
    // The query client's mutations ending does not end the undo's write.
    act(() => setSaving(true));
    act(() => setSaving(false));
    expect(result.current).toBe(true);
    await act(async () => {
      finish();
      await write;
    });
    expect(result.current).toBe(false);

    await act(async () => {
      await expect(whileSaving(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    });
    expect(result.current).toBe(false);
  });
});

import { act, renderHook } from '@testing-library/react';
import { usePainted } from './use-painted';

describe('usePainted', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the frame of the first render has been painted, then true', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const { result } = renderHook(() => usePainted());
    expect(result.current).toBe(false);
    // Nothing before the frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toBe(false);
    // The frame's callbacks, then the browser renders it, then the message.
    expect(frames).toHaveLength(1);
    await act(async () => {
      frames[0]!(0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current).toBe(true);
  });

  it('asks for nothing once unmounted', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestAnimationFrame', () => 7);
    vi.stubGlobal('cancelAnimationFrame', cancel);
    renderHook(() => usePainted()).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});

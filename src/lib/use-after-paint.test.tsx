import { renderHook, waitFor } from '@testing-library/react';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  it('gives the initial value first and each new value only after a frame has been painted', async () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value, 'initial'), {
      initialProps: { value: 'first' },
    });
    expect(result.current).toBe('initial');
    await waitFor(() => expect(result.current).toBe('first'));
    rerender({ value: 'second' });
    // The render that brings the change still shows the value before it.
    expect(result.current).toBe('first');
    await waitFor(() => expect(result.current).toBe('second'));
  });
});

import { lastCall } from './last-call';

describe('lastCall', () => {
  it('returns the last result for the same arguments without running again, and runs for others', () => {
    const fn = vi.fn((list: readonly number[], n: number) => list.map((x) => x * n));
    const once = lastCall(fn);
    const list = [1, 2];
    const first = once(list, 2);
    expect(first).toEqual([2, 4]);
    expect(once(list, 2)).toBe(first);
    expect(fn).toHaveBeenCalledTimes(1);
    // An equal list that is another object is another argument.
    expect(once([1, 2], 2)).not.toBe(first);
    expect(once([1, 2], 3)).toEqual([3, 6]);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});

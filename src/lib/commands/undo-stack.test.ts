import { VersionConflictError } from '@/lib/backend';
import { createUndoStack } from './undo-stack';

describe('the undo stack', () => {
  afterEach(() => vi.useRealTimers());

  it('undoes the newest change first, or the one named, each once', async () => {
    const stack = createUndoStack();
    const done: string[] = [];
    const a = stack.push({ label: 'A', undo: async () => void done.push('A') });
    stack.push({ label: 'B', undo: async () => void done.push('B') });
    expect(stack.peek()?.label).toBe('B');
    expect(await stack.undo()).toBe(true);
    expect(await stack.undo(a)).toBe(true);
    expect(await stack.undo(a)).toBe(false);
    expect(await stack.undo()).toBe(false);
    expect(done).toEqual(['B', 'A']);
  });

  it('keeps a change whose undo failed for a reason that may pass, and drops one another device overtook', async () => {
    const stack = createUndoStack();
    const expired = vi.fn();
    let offline = true;
    const id = stack.push({
      label: 'Deleted "Cake"',
      undo: async () => {
        if (offline) throw new Error('offline');
      },
    });
    await expect(stack.undo(id)).rejects.toThrow('offline');
    expect(stack.has(id)).toBe(true);
    offline = false;
    expect(await stack.undo(id)).toBe(true);

    const stale = stack.push({
      label: 'Changed the task',
      undo: () => Promise.reject(new VersionConflictError('changed')),
      onExpire: expired,
    });
    await expect(stack.undo(stale)).rejects.toBeInstanceOf(VersionConflictError);
    expect(stack.has(stale)).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('lets a change with a window expire once it has passed, or when its notice is dismissed', async () => {
    vi.useFakeTimers();
    const stack = createUndoStack();
    const gone = vi.fn();
    const timed = stack.push({
      label: 'Deleted a vendor',
      undo: async () => undefined,
      onExpire: gone,
      expiresIn: 6000,
    });
    vi.advanceTimersByTime(5999);
    expect(stack.has(timed)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(stack.has(timed)).toBe(false);
    expect(gone).toHaveBeenCalledTimes(1);

    const dismissed = stack.push({
      label: 'x',
      undo: async () => undefined,
      onExpire: gone,
      expiresIn: 6000,
    });
    stack.expire(dismissed);
    expect(gone).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(6000);
    expect(gone).toHaveBeenCalledTimes(2);
  });

  it('reaches back only so far: the oldest change falls off and expires; a sign-out forgets them all', () => {
    const stack = createUndoStack(2);
    const gone = vi.fn();
    const first = stack.push({ label: '1', undo: async () => undefined, onExpire: gone });
    stack.push({ label: '2', undo: async () => undefined, onExpire: gone });
    stack.push({ label: '3', undo: async () => undefined, onExpire: gone });
    expect(stack.has(first)).toBe(false);
    expect(gone).toHaveBeenCalledTimes(1);
    const heard = vi.fn();
    stack.subscribe(heard);
    stack.clear();
    expect(stack.peek()).toBeUndefined();
    expect(gone).toHaveBeenCalledTimes(3);
    expect(heard).toHaveBeenCalled();
  });
});

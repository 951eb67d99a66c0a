import { describe, expect, it } from 'vitest';
import { createLocalWedding } from './wedding';

describe('local wedding', () => {
  it('is the account’s one wedding, owned, not shared, and choosing changes nothing', async () => {
    const wedding = createLocalWedding('u-1');
    expect(wedding.shared).toBe(false);
    wedding.choose('someone-elses');
    expect(await wedding.current()).toEqual({ id: 'u-1', label: '', role: 'owner' });
    expect(await wedding.list()).toEqual([{ id: 'u-1', label: '', role: 'owner' }]);
  });
});

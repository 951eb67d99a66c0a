import { describe, expect, it } from 'vitest';
import { createLocalWedding } from './wedding';

describe('local wedding', () => {
  it('is one unshared wedding, and refuses every member operation in words', async () => {
    const wedding = createLocalWedding('u1');
    expect(wedding.shared).toBe(false);
    expect(await wedding.current()).toEqual({ id: 'u1', label: '', role: 'owner' });
    const attempts = [
      wedding.members(),
      wedding.pendingLinks(),
      wedding.createLink('partner'),
      wedding.revokeLink('l1'),
      wedding.invite('a@example.com', 'family'),
      wedding.accept('Qw3rty_-Asdfgh12345678'),
      wedding.setRole('u2', 'planner'),
      wedding.remove('u2'),
      wedding.transfer('u2'),
      wedding.leave(),
    ];
    for (const attempt of attempts)
      await expect(attempt).rejects.toThrow('Planning together needs a cloud account.');
  });
});

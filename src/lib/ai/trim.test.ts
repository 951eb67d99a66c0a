import fc from 'fast-check';
import { MESSAGE_OVERHEAD_CHARS, messageCost, trimToBudget } from './trim';

const msg = (content: string) => ({ role: 'user' as const, content });
const total = (list: { content: string }[]) => list.reduce((sum, m) => sum + messageCost(m), 0);

describe('trimToBudget', () => {
  it('keeps a conversation that fits, unchanged', () => {
    const list = [msg('a'), msg('bb'), msg('ccc')];
    expect(trimToBudget(list, 1000)).toEqual(list);
  });

  it('drops the oldest messages first', () => {
    const list = [msg('x'.repeat(100)), msg('y'.repeat(100)), msg('z'.repeat(100))];
    const kept = trimToBudget(list, 2 * (100 + MESSAGE_OVERHEAD_CHARS));
    expect(kept.map((m) => m.content[0])).toEqual(['y', 'z']);
  });

  it('always keeps the newest message, even when it alone is over the budget', () => {
    const list = [msg('old'), msg('n'.repeat(500))];
    expect(trimToBudget(list, 100)).toEqual([list[1]]);
  });

  it('returns nothing for an empty conversation', () => {
    expect(trimToBudget([], 100)).toEqual([]);
  });

  it('is always the newest suffix within budget, and the longest such suffix', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 60 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 800 }),
        (contents, budget) => {
          const list = contents.map(msg);
          const kept = trimToBudget(list, budget);
          // A suffix of the original, in order, ending with the newest message.
          expect(kept).toEqual(list.slice(list.length - kept.length));
          expect(kept.length).toBeGreaterThanOrEqual(1);
          if (kept.length > 1) expect(total(kept)).toBeLessThanOrEqual(budget);
          // One more older message would not have fitted.
          if (kept.length < list.length)
            expect(total(list.slice(list.length - kept.length - 1))).toBeGreaterThan(budget);
        },
      ),
    );
  });
});

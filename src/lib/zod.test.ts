import { z } from './zod';

describe('the app’s zod', () => {
  it('speaks English for a check that carries no message of its own', () => {
    const result = z.string().check(z.minLength(2)).safeParse('a');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Too small: expected string to have >=2 characters/);
  });

  it('keeps a check’s own words', () => {
    expect(z.email('Enter an email').safeParse('nope').error?.issues[0]?.message).toBe('Enter an email');
  });
});

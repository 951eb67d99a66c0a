import { amountText } from './amount-field';

describe('amountText', () => {
  it('reads amounts the way the total budget does, per currency', () => {
    expect(amountText('INR').parse('2.5L')).toBe(250_000);
    expect(amountText('USD').parse('$1,250.50')).toBe(1250.5);
  });

  it('refuses zero and junk for an expense', () => {
    for (const text of ['0', '', 'abc', '.']) expect(amountText('INR').safeParse(text).success).toBe(false);
    expect(amountText('INR').safeParse('0').error?.issues[0].message).toBe('Enter an amount greater than 0');
  });

  it('accepts zero for a planned amount, but not an empty or dotted entry', () => {
    for (const text of ['0', '00', '0.00', '.0', ' 0 '])
      expect(amountText('INR', { allowZero: true }).parse(text)).toBe(0);
    for (const text of ['', '.', 'none'])
      expect(amountText('INR', { allowZero: true }).safeParse(text).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fundSchema } from './funds-model';

const base = { id: 'f1', title: 'Honeymoon' };
const errors = (input: object) => {
  const r = fundSchema.safeParse({ ...base, ...input });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('fundSchema', () => {
  it('takes a UPI ID or an https payment link', () => {
    expect(fundSchema.parse({ ...base, upiId: ' priya@okaxis ', paymentUrl: '' })).toEqual({
      ...base,
      upiId: 'priya@okaxis',
    });
    expect(fundSchema.parse({ ...base, paymentUrl: 'https://pay.example.com/p' }).paymentUrl).toBe(
      'https://pay.example.com/p',
    );
  });

  it('refuses a javascript: or http link, a malformed UPI ID, and a fund with no way to pay', () => {
    expect(errors({ paymentUrl: 'javascript:alert(1)' })).toContain(
      'Use a secure payment link that starts with https://',
    );
    expect(errors({ paymentUrl: 'http://pay.example.com' })).toContain(
      'Use a secure payment link that starts with https://',
    );
    expect(errors({ upiId: 'priya' })).toContain('Enter a UPI ID like name@bank');
    expect(errors({})).toEqual(['Give a UPI ID or a payment link, so guests know how to send a gift']);
  });
});

import { describe, expect, it } from 'vitest';
import { httpsUrl, UPI_ID_PATTERN, upiPayUri } from './upi';

describe('upiPayUri', () => {
  it('builds the exact upi://pay address, encoded by URLSearchParams rules', () => {
    expect(upiPayUri('priya.arjun@okaxis', 'Priya & Arjun', 'INR')).toBe(
      'upi://pay?pa=priya.arjun%40okaxis&pn=Priya+%26+Arjun&cu=INR',
    );
  });
});

describe('UPI_ID_PATTERN', () => {
  it('takes name@bank and nothing else', () => {
    for (const ok of ['priya@upi', 'priya.arjun-1@okaxis', '9876543210@ybl'])
      expect(UPI_ID_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['priya', '@upi', 'p@u', 'priya@', 'pri ya@upi', 'priya@up i', 'a@b@c', 'priya@1bank'])
      expect(UPI_ID_PATTERN.test(bad), bad).toBe(false);
  });
});

describe('httpsUrl', () => {
  it('keeps an https link and refuses javascript:, http and malformed ones', () => {
    expect(httpsUrl(' https://pay.example.com/priya ')).toBe('https://pay.example.com/priya');
    for (const bad of [
      'javascript:alert(1)',
      'http://pay.example.com',
      'https://',
      'https://a b.com',
      'data:text/html,x',
    ])
      expect(httpsUrl(bad), bad).toBeNull();
  });
});

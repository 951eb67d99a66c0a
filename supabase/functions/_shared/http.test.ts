// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, readBodyText } from './http.ts';

const withHeaders = (headers: Record<string, string>) => new Request('https://x.example/f', { headers });

describe('clientAddress', () => {
  it('takes Cloudflare’s header, else the right-most forwarded hop, never the caller’s own first entry', () => {
    expect(
      clientAddress(withHeaders({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '1.1.1.1' })),
    ).toBe('203.0.113.7');
    expect(clientAddress(withHeaders({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2,203.0.113.7' }))).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(withHeaders({}))).toBe('unknown');
  });
});

describe('addressKey', () => {
  it('keys an IPv6 caller by their /64 and leaves IPv4 and unreadable values as they are', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:abcd:1234:5678')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(addressKey('1::2::3')).toBe('1::2::3');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('readBodyText', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('https://x.example/f', { method: 'POST', body, headers });

  it('reads a body within the cap and refuses one over it, by its declared length or its bytes', async () => {
    expect(await readBodyText(post('héllo'), 6)).toBe('héllo');
    expect(await readBodyText(post('héllo'), 5)).toBeNull();
    expect(await readBodyText(post('hi', { 'content-length': '999' }), 10)).toBeNull();
    expect(await readBodyText(new Request('https://x.example/f'), 10)).toBe('');
  });
});

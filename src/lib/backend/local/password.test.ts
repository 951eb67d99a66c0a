import { hashPassword, needsRehash, PBKDF2_ITERATIONS, randomToken, verifyPassword } from './password';

// The real hashing cost (tests/setup.ts lowers it for every other component test).
vi.unmock('./password');

const hex = (b64: string) =>
  Array.from(atob(b64), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');

describe('password hashing', () => {
  it('is PBKDF2-HMAC-SHA256 (RFC 7914 test vector, first 32 bytes)', async () => {
    const { hash, iterations } = await hashPassword('passwd', new TextEncoder().encode('salt'), 1);
    expect(iterations).toBe(1);
    expect(hex(hash)).toBe('55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc');
  });

  it('salts every hash and uses the stored iteration count to verify', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a.iterations).toBe(PBKDF2_ITERATIONS);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(
      await verifyPassword('secret123', { passwordHash: a.hash, salt: a.salt, iterations: a.iterations }),
    ).toBe(true);
    expect(
      await verifyPassword('secret124', { passwordHash: a.hash, salt: a.salt, iterations: a.iterations }),
    ).toBe(false);
    // An account hashed with fewer iterations (an older build) still verifies.
    const old = await hashPassword('secret123', undefined, 1000);
    expect(
      await verifyPassword('secret123', { passwordHash: old.hash, salt: old.salt, iterations: 1000 }),
    ).toBe(true);
  });

  it('marks hashes under today’s iteration count for a rehash', () => {
    expect(needsRehash({ iterations: 210_000 })).toBe(true);
    expect(needsRehash({ iterations: PBKDF2_ITERATIONS })).toBe(false);
  });

  it('rejects a tampered stored hash of any length', async () => {
    const a = await hashPassword('secret123', undefined, 1000);
    expect(
      await verifyPassword('secret123', {
        passwordHash: a.hash.slice(0, -4),
        salt: a.salt,
        iterations: 1000,
      }),
    ).toBe(false);
    expect(await verifyPassword('secret123', { passwordHash: '', salt: a.salt, iterations: 1000 })).toBe(
      false,
    );
  });

  it('handles any Unicode password', async () => {
    const a = await hashPassword('пароль-💍-密码', undefined, 1000);
    expect(
      await verifyPassword('пароль-💍-密码', { passwordHash: a.hash, salt: a.salt, iterations: 1000 }),
    ).toBe(true);
  });

  it('makes URL-safe random tokens that differ each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, randomToken));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^[\w-]{32}$/);
  });
});

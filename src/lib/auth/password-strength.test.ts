import { MIN_PASSWORD_LENGTH } from './auth-errors';
import { passwordHint, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('asks for 8 characters before anything else', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordStrength('Ab1!xyz')).toBe('weak');
  });

  it.each([
    'password',
    'Password1!',
    '12345678',
    'abcdefgh',
    'aaaaaaaaaaaa',
    '9876543210',
    'wedding2026',
    'qwertyuiop',
  ])('%s is weak, whatever its length', (pw) => {
    expect(passwordStrength(pw)).toBe('weak');
  });

  it('the user’s own email name is weak', () => {
    expect(passwordStrength('priyashah-2026', 'priyashah@example.com')).toBe('weak');
    expect(passwordStrength('priyashah-2026', 'other@example.com')).toBe('strong');
  });

  it('a short mix is fair; length and variety make it strong', () => {
    expect(passwordStrength('tulips42')).toBe('fair');
    expect(passwordStrength('tulipsgarden')).toBe('weak');
    expect(passwordStrength('tulips-garden-42')).toBe('strong');
    expect(passwordStrength('Tulips#42x')).toBe('strong');
    expect(passwordStrength('correcthorsebatterystaple')).toBe('strong');
  });
});

describe('passwordHint', () => {
  it('states the rule before typing, then the strength with advice', () => {
    expect(passwordHint('')).toBe('At least 8 characters. Longer is stronger.');
    expect(passwordHint('password')).toMatch(/^Password strength: Weak/);
    expect(passwordHint('tulips42')).toMatch(/^Password strength: Fair/);
    expect(passwordHint('tulips-garden-42')).toBe('Password strength: Strong.');
  });
});

import { formatDay, formatLastActive, formatTrend, roleLabel } from './format';

describe('admin formatting', () => {
  it('writes dates as MMM d, yyyy and a missing sign-in as Never', () => {
    expect(formatDay('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
    expect(formatLastActive(null)).toBe('Never');
    expect(formatLastActive('2026-12-25T12:00:00')).toBe('Dec 25, 2026');
  });

  it('writes trends like the spec’s figures, with a true minus and a dash for nothing to compare', () => {
    expect(formatTrend(12)).toBe('+12%');
    expect(formatTrend(-3)).toBe('\u22123%');
    expect(formatTrend(0)).toBe('0%');
    expect(formatTrend(null)).toBe('—');
  });

  it('names the highest role', () => {
    expect(roleLabel({ role: 'super_admin', isVendor: true })).toBe('Super Admin');
    expect(roleLabel({ role: 'admin', isVendor: false })).toBe('Admin');
    expect(roleLabel({ role: 'user', isVendor: true })).toBe('Vendor');
    expect(roleLabel({ role: 'user', isVendor: false })).toBe('User');
  });
});

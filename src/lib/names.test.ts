import { normName } from './names';

describe('normName', () => {
  it('folds case, accents, hyphens, apostrophes and spacing the way the SQL does', () => {
    expect(normName("  José-María   O'Neil ")).toBe('jose maria oneil');
    expect(normName('ROHAN sharma')).toBe('rohan sharma');
    expect(normName('Zoë D’Souza')).toBe('zoe dsouza');
    expect(normName('')).toBe('');
  });
});

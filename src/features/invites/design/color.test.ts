import { clampRgba, fromCss, toCss } from './color';

describe('colour maths', () => {
  it('clamps channels to 0–255, rounded, and alpha to 0–1', () => {
    expect(clampRgba({ r: 300, g: -5, b: 127.6, a: 1.7 })).toEqual({ r: 255, g: 0, b: 128, a: 1 });
    expect(clampRgba({ r: Number.NaN, g: 10.4, b: 0, a: -1 })).toEqual({ r: 0, g: 10, b: 0, a: 0 });
  });

  it('writes opaque colours as hex and translucent ones as rgba, and reads both back', () => {
    expect(toCss({ r: 157, g: 23, b: 77, a: 1 })).toBe('#9d174d');
    expect(toCss({ r: 157, g: 23, b: 77, a: 0.456 })).toBe('rgba(157, 23, 77, 0.46)');
    expect(fromCss('#9d174d')).toEqual({ r: 157, g: 23, b: 77, a: 1 });
    expect(fromCss('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(fromCss('rgba(157, 23, 77, 0.46)')).toEqual({ r: 157, g: 23, b: 77, a: 0.46 });
    expect(fromCss('nonsense')).toEqual({ r: 0, g: 0, b: 0, a: 1 });
  });
});

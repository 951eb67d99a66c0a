/**
 * The colour picker's maths (spec §5 "editor filter parameters"): red, green and blue clamped to 0–255 and rounded,
 * alpha clamped to 0–1; colours are written as #rrggbb when opaque and rgba() otherwise.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (v: number, min: number, max: number) =>
  Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : min;

export function clampRgba({ r, g, b, a }: Rgba): Rgba {
  return {
    r: Math.round(clamp(r, 0, 255)),
    g: Math.round(clamp(g, 0, 255)),
    b: Math.round(clamp(b, 0, 255)),
    a: Math.round(clamp(a, 0, 1) * 100) / 100,
  };
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

export function toCss(color: Rgba): string {
  const { r, g, b, a } = clampRgba(color);
  return a === 1 ? `#${hex2(r)}${hex2(g)}${hex2(b)}` : `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** Reads what `toCss` writes (and a plain #rgb); anything else is black. */
export function fromCss(value: string): Rgba {
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(value.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return {
      r: parseInt(h.slice(0, 2), 16),
      g: parseInt(h.slice(2, 4), 16),
      b: parseInt(h.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    value.trim(),
  );
  if (rgba)
    return clampRgba({
      r: Number(rgba[1]),
      g: Number(rgba[2]),
      b: Number(rgba[3]),
      a: rgba[4] === undefined ? 1 : Number(rgba[4]),
    });
  return { r: 0, g: 0, b: 0, a: 1 };
}

/** Colours a couple reaches for on an invitation, offered as swatches beside the sliders. */
export const SWATCHES = [
  '#000000',
  '#ffffff',
  '#9d174d',
  '#be185d',
  '#b45309',
  '#a16207',
  '#3f6212',
  '#1e3a8a',
  '#4b5563',
  '#c9a227',
];

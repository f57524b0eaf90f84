// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) of the theme's #rgb, #rrggbb and #rrggbbaa colours.

/** A colour: red, green and blue 0-255 (gamma-encoded sRGB), alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseHex(hex: string): Rgba {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (i: number): number => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

/** #rrggbb of an opaque colour (channels rounded). */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `top` painted over an opaque `bottom` (source-over on gamma-encoded channels, as browsers paint):
 * also what `color-mix(in srgb, top p%, bottom)` gives with `top.a = p / 100`.
 */
export function over(top: Rgba, bottom: Rgba): Rgba {
  // Rounded to 8 bits per channel, as the browser composites (and axe measures): unrounded maths passed 4.51:1 for a pair drawn at 4.48:1.
  const mix = (t: number, b: number): number => Math.round(t * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (L1 + 0.05) / (L2 + 0.05) of two opaque colours, lighter over darker: 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** "4.47:1": cut, not rounded, to two decimals, so a ratio under the bar never reads as reaching it. */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100 + 1e-9) / 100}:1`;
}

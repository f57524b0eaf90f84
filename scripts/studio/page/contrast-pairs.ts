/** The contrast of each text/background pair a token draws, by the rule `npm run validate` applies (src/ui/theme-contrast.ts). */
import type { ThemeColours } from '../../../src/generated/merchant.ts';
import { contrastRatio, formatRatio, over, parseHex } from '../../../src/ui/contrast.ts';
import { CONTRAST_PAIRS, type ContrastPair, MIN_RATIO, type ThemeToken } from '../../../src/ui/theme-contrast.ts';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export interface PairReading {
  pair: ContrastPair;
  /** "4.83:1", or why there is none. */
  ratio: string;
  needs: number;
  ok: boolean;
}

function read(colours: Partial<ThemeColours>, pair: ContrastPair): PairReading {
  const needs = MIN_RATIO[pair.use];
  const text = colours[pair.text];
  const on = colours[pair.on];
  const washColour = pair.wash === undefined || pair.wash.colour === 'black' ? '#000000' : colours[pair.wash.colour];
  if ([text, on, washColour].some((value) => value === undefined || !HEX.test(value))) return { pair, ratio: 'no colour', needs, ok: false };
  const base = parseHex(on as string);
  if (base.a < 1) return { pair, ratio: `${pair.on} is see-through`, needs, ok: false };
  const background = pair.wash === undefined ? base : over({ ...parseHex(washColour as string), a: pair.wash.alpha }, base);
  const ratio = contrastRatio(over(parseHex(text as string), background), background);
  return { pair, ratio: formatRatio(ratio), needs, ok: ratio >= needs };
}

/** Every pair in which `token` is the text or icon colour. */
export function readingsFor(colours: Partial<ThemeColours>, token: ThemeToken): PairReading[] {
  return CONTRAST_PAIRS.filter((pair) => pair.text === token).map((pair) => read(colours, pair));
}

/** A colour an <input type="color"> can hold (#rrggbb) for any #rgb, #rrggbb or #rrggbbaa. */
export function pickerValue(value: string | undefined): string {
  if (value === undefined || !HEX.test(value)) return '#000000';
  if (value.length === 4) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return value.slice(0, 7).toLowerCase();
}

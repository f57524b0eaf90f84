/** Which variant of the brand's art suits a surface: shared by the app and the boot shell. */
import type { BrandArt } from '../generated/merchant.ts';
import { contrastRatio, parseHex } from './contrast.ts';

const WHITE = parseHex('#ffffff');
const BLACK = parseHex('#000000');

/**
 * The surface's own luminance decides, not the theme's name: a dark header in a light theme takes the
 * art drawn for dark backgrounds. A surface that white contrasts with more than black is dark.
 */
export function brandVariantFor(surface: string): keyof BrandArt {
  const colour = parseHex(surface);
  return contrastRatio(colour, WHITE) >= contrastRatio(colour, BLACK) ? 'onDark' : 'onLight';
}

/** Where the app serves a file of merchants/<code>/assets/ from (dev server and dist/<code>/brand). */
export const BRAND_BASE = '/brand/';

/** The URL of the art's variant for a surface colour. */
export function brandArtSrc(art: BrandArt, surface: string): string {
  return `${BRAND_BASE}${art[brandVariantFor(surface)]}`;
}

// The installed app's icons (issue 18 point 9): the brand's own square mark, and a maskable one made
// from it, since a launcher crops a maskable icon to its own shape (a circle on many Android phones).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Merchant } from '../../src/generated/merchant.ts';
import { brandVariantFor } from '../../src/ui/brand-art.ts';

/** The maskable icon's file in dist/<code>/brand/ (and in the dev server's /brand/). */
export const MASKABLE_ICON = 'icon-maskable.svg';

const SIZE = 512;
/** The mark's side inside the maskable square: within the safe circle (radius 40 %) whatever the crop. */
const MARK = 280;

/**
 * The brand's mark centred on its background colour, in the variant drawn for that colour. The mark
 * is self-contained SVG (brand-assets.ts checks it), so it nests whole as an inner <svg>.
 */
export function maskableIconSvg(config: Merchant, assetsDir: string): string {
  const background = config.theme[config.theme.default].background;
  const mark = readFileSync(join(assetsDir, config.theme.brand.mark[brandVariantFor(background)]), 'utf8')
    .replace(/^[\s\S]*?<svg\b([^>]*)>/, (_tag, attrs: string) => {
      const kept = attrs.replace(/\s(?:x|y|width|height)\s*=\s*("[^"]*"|'[^']*')/g, '');
      const offset = (SIZE - MARK) / 2;
      return `<svg${kept} x="${offset}" y="${offset}" width="${MARK}" height="${MARK}">`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="${background}"/>${mark}</svg>`;
}

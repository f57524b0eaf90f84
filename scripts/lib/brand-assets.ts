// The brand's art, checked as files (issue 15 point 8): what the schema names must exist in
// merchants/<code>/assets/ and, for the marks and wordmarks, be self-contained outlined SVG.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Merchant } from '../../src/generated/merchant.ts';
import type { ConfigError } from './merchants.ts';

const ROOT_TAG = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<svg\b([^>]*)>/i;
const VIEW_BOX = /\sviewBox\s*=\s*["']\s*(-?[\d.]+)[\s,]+(-?[\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/;

/** Why an SVG's text is not fit to be brand art, in plain words; empty when it is. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const root = ROOT_TAG.exec(svg);
  if (root === null) return ['is not an SVG document (no <svg> root element)'];
  const box = VIEW_BOX.exec(root[1] ?? '');
  if (box === null || Number(box[3]) <= 0 || Number(box[4]) <= 0) problems.push('has no viewBox on its <svg> (the app sizes the art by it)');
  const live = /<(text|tspan|textPath)\b/i.exec(svg);
  if (live !== null) problems.push(`has live text (<${live[1]}>), drawn in whatever font the phone has: outline the glyphs to paths`);
  if (/<script\b/i.test(svg)) problems.push('has a <script>');
  const external = /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:)([^"']*)["']|url\(\s*["']?\s*(?!#|data:)([^)"']*)|@import\b|@font-face\b/i.exec(svg);
  if (external !== null) problems.push(`refers to an external resource (${(external[1] ?? external[2] ?? external[0]).trim() || external[0]}): brand art must be self-contained`);
  return problems;
}

/** Every file theme.brand and theme.icons name, checked in `assetsDir`; errors at the naming JSON path. */
export function brandAssetErrors(file: string, theme: Merchant['theme'], assetsDir: string, shown = 'assets'): ConfigError[] {
  const named: [string, string, boolean][] = [
    ...(['mark', 'wordmark'] as const).flatMap((art) => (['onDark', 'onLight'] as const)
      .map((variant): [string, string, boolean] => [`/theme/brand/${art}/${variant}`, theme.brand[art][variant], true])),
    ...Object.entries(theme.icons).map(([icon, name]): [string, string, boolean] => [`/theme/icons/${icon}`, name, false]),
  ];
  return named.flatMap(([path, name, outlined]): ConfigError[] => {
    const where = join(assetsDir, name);
    if (!existsSync(where)) return [{ file, path, message: `names "${name}", which is not in ${shown}/` }];
    if (!outlined) return [];
    return svgProblems(readFileSync(where, 'utf8')).map((reason) => ({ file, path, message: `${shown}/${name} ${reason}` }));
  });
}

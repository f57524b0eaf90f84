// The brand's art, checked as files (issue 15 point 8): what the schema names must exist in
// merchants/<code>/assets/ and, for the marks and wordmarks, be self-contained outlined SVG.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Merchant } from '../../src/generated/merchant.ts';
import type { ConfigError } from './merchants.ts';

const ROOT_TAG = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<svg\b([^>]*)>/i;
const VIEW_BOX = /\sviewBox\s*=\s*["']\s*(-?[\d.]+)[\s,]+(-?[\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/;

/**
 * A wordmark at most this many times as wide as tall: the home header draws it 22 px tall where it has
 * 143 px (src/app/frame/header-logo.tsx), so a longer one would be squeezed below readable.
 */
export const WORDMARK_MAX_ASPECT = 6.5;

type Shape = 'mark' | 'wordmark';

function shapeProblem(shape: Shape, width: number, height: number): string | undefined {
  const aspect = width / height;
  if (shape === 'mark' && Math.abs(aspect - 1) > 0.02) return `is not square (viewBox ${width} x ${height}): a mark is drawn in a square box`;
  if (shape === 'wordmark' && aspect > WORDMARK_MAX_ASPECT) {
    return `is ${aspect.toFixed(2)} times as wide as tall (viewBox ${width} x ${height}), over ${WORDMARK_MAX_ASPECT}: the header could only draw it too small to read; stack or shorten it`;
  }
  return undefined;
}

/** Why an SVG's text is not fit to be brand art of that shape, in plain words; empty when it is. */
export function svgProblems(svg: string, shape?: Shape): string[] {
  const problems: string[] = [];
  const root = ROOT_TAG.exec(svg);
  if (root === null) return ['is not an SVG document (no <svg> root element)'];
  const box = VIEW_BOX.exec(root[1] ?? '');
  if (box === null || Number(box[3]) <= 0 || Number(box[4]) <= 0) problems.push('has no viewBox on its <svg> (the app sizes the art by it)');
  else if (shape !== undefined) {
    const problem = shapeProblem(shape, Number(box[3]), Number(box[4]));
    if (problem !== undefined) problems.push(problem);
  }
  const live = /<(text|tspan|textPath)\b/i.exec(svg);
  if (live !== null) problems.push(`has live text (<${live[1]}>), drawn in whatever font the phone has: outline the glyphs to paths`);
  if (/<script\b/i.test(svg)) problems.push('has a <script>');
  const external = /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:)([^"']*)["']|url\(\s*["']?\s*(?!#|data:)([^)"']*)|@import\b|@font-face\b/i.exec(svg);
  if (external !== null) problems.push(`refers to an external resource (${(external[1] ?? external[2] ?? external[0]).trim() || external[0]}): brand art must be self-contained`);
  return problems;
}

/** Every file theme.brand and theme.icons name, checked in `assetsDir`; errors at the naming JSON path. */
export function brandAssetErrors(file: string, theme: Merchant['theme'], assetsDir: string, shown = 'assets'): ConfigError[] {
  const named: [string, string, Shape | undefined][] = [
    ...(['mark', 'wordmark'] as const).flatMap((art) => (['onDark', 'onLight'] as const)
      .map((variant): [string, string, Shape] => [`/theme/brand/${art}/${variant}`, theme.brand[art][variant], art])),
    ...Object.entries(theme.icons).map(([icon, name]): [string, string, undefined] => [`/theme/icons/${icon}`, name, undefined]),
  ];
  return named.flatMap(([path, name, shape]): ConfigError[] => {
    const where = join(assetsDir, name);
    if (!existsSync(where)) return [{ file, path, message: `names "${name}", which is not in ${shown}/` }];
    if (shape === undefined) return [];
    return svgProblems(readFileSync(where, 'utf8'), shape).map((reason) => ({ file, path, message: `${shown}/${name} ${reason}` }));
  });
}

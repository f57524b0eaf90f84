// The theme's text/background pairs, as the stylesheets under src/ draw them: `npm run validate` proves each
// reaches WCAG 2.x contrast in both themes of a merchant, and the schema's theme token descriptions list them.
// A stylesheet that puts a token on another token's background adds its pair here.
import type { ThemeColours } from '../generated/merchant.ts';
import { contrastRatio, over, parseHex, type Rgba, toHex } from './contrast.ts';

export type ThemeToken = keyof ThemeColours;

/** What the pair draws: `text` needs 4.5:1; `large` (text of 24 px, or 18.66 px bold, and icons) needs 3:1. */
export type PairUse = 'text' | 'large';

export const MIN_RATIO: Record<PairUse, number> = { text: 4.5, large: 3 };

export interface ContrastPair {
  /** The token the text or icon is drawn in. */
  text: ThemeToken;
  /** The token of the background it sits on. */
  on: ThemeToken;
  /** A layer the stylesheet lays over that background: a token or black at an opacity (`color-mix(in srgb, x p%, on)` paints the same). */
  wash?: { colour: ThemeToken | 'black'; alpha: number };
  use: PairUse;
  /** Where the stylesheets draw it, for the operator who reads the error. */
  where: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { text: 'text', on: 'background', use: 'text', where: 'page text, game names, headings' },
  { text: 'text', on: 'surface', use: 'text', where: 'cards, drawer, dialogs, chips, inputs' },
  { text: 'text', on: 'surfaceAlt', use: 'text', where: 'the top of the register page, icon buttons, code boxes, Cancel' },
  { text: 'textMuted', on: 'background', use: 'text', where: 'labels, notes, vendor names under game tiles' },
  { text: 'textMuted', on: 'surface', use: 'text', where: 'footer bar labels, notice ticker, dialog messages' },
  { text: 'textMuted', on: 'surfaceAlt', use: 'text', where: 'inactive login tabs, labels at the top of the register page' },
  { text: 'primaryText', on: 'background', use: 'text', where: 'Send code, links, "more" buttons, focus rings' },
  { text: 'primaryText', on: 'surface', use: 'text', where: 'active footer item, chosen language, "VS", policy headings' },
  { text: 'primaryText', on: 'surfaceAlt', use: 'text', where: 'links at the top of the register page' },
  { text: 'primaryText', on: 'surface', wash: { colour: 'primary', alpha: 0.18 }, use: 'large', where: 'mid-navigation and customer-service icons' },
  { text: 'onPrimary', on: 'primary', use: 'text', where: 'buttons, active tabs and chips' },
  { text: 'headerText', on: 'headerBackground', use: 'text', where: 'top bar, drawer head, Log in and Register' },
  { text: 'headerText', on: 'headerBackground', wash: { colour: 'black', alpha: 0.25 }, use: 'large', where: 'the balance eye' },
  { text: 'accent', on: 'headerBackground', wash: { colour: 'black', alpha: 0.25 }, use: 'text', where: 'the balance in the top bar' },
  { text: 'danger', on: 'background', use: 'text', where: 'field errors, required marks' },
  { text: 'danger', on: 'surfaceAlt', use: 'text', where: 'field errors at the top of the register page' },
  { text: 'onDanger', on: 'danger', use: 'text', where: 'badges, error toasts' },
  { text: 'onSuccess', on: 'success', use: 'text', where: 'success toasts' },
];

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** The background's name as the error shows it: "surface" or "surface under 18% primary". */
function backgroundName(pair: ContrastPair): string {
  return pair.wash === undefined ? pair.on : `${pair.on} under ${Math.round(pair.wash.alpha * 100)}% ${pair.wash.colour}`;
}

export type ContrastFinding =
  | { kind: 'low'; pair: ContrastPair; text: string; background: string; ratio: number; needs: number }
  | { kind: 'translucent'; token: ThemeToken };

/** Every pair of one theme under its bar, and every background token that is see-through (its contrast depends on what is under it). */
export function contrastFindings(colours: ThemeColours): ContrastFinding[] {
  const findings: ContrastFinding[] = [];
  const translucent = new Set<ThemeToken>();
  for (const pair of CONTRAST_PAIRS) {
    const base = parseHex(colours[pair.on]);
    if (base.a < 1) {
      translucent.add(pair.on);
      continue;
    }
    const wash = pair.wash === undefined ? undefined : { ...(pair.wash.colour === 'black' ? BLACK : parseHex(colours[pair.wash.colour])), a: pair.wash.alpha };
    const background = wash === undefined ? base : over(wash, base);
    const ratio = contrastRatio(over(parseHex(colours[pair.text]), background), background);
    const needs = MIN_RATIO[pair.use];
    if (ratio < needs) {
      const shown = wash === undefined ? colours[pair.on] : `${colours[pair.on]} (${toHex(background)})`;
      findings.push({ kind: 'low', pair, text: colours[pair.text], background: shown, ratio, needs });
    }
  }
  return [...findings, ...[...translucent].map((token): ContrastFinding => ({ kind: 'translucent', token }))];
}

/** The background of a finding in words: "primary #c98a00" or "surface under 18% primary #ffffff (#f7eed9)". */
export function describeBackground(finding: Extract<ContrastFinding, { kind: 'low' }>): string {
  return `${backgroundName(finding.pair)} ${finding.background}`;
}

/** The sentence the schema's description of a token ends with: the pairs it takes part in. */
export function tokenContrastNote(token: ThemeToken): string | undefined {
  const pairs = CONTRAST_PAIRS.filter((pair) => pair.text === token || pair.on === token || pair.wash?.colour === token);
  if (pairs.length === 0) return undefined;
  const listed = pairs.map((pair) => `${pair.text} on ${backgroundName(pair)} ${MIN_RATIO[pair.use]}:1 (${pair.where})`);
  return `npm run validate requires contrast of at least: ${listed.join('; ')}.`;
}

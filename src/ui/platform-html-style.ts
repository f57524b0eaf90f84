/**
 * The inline-style rule of the platform HTML policy (platform-html-policy.ts, DESIGN 4): a declaration that
 * escapes the content box is dropped (positioning, transforms, layers, outside resources, text that may not
 * wrap), and one that sizes the content along the line is capped where it is declared, so a platform author's
 * `width:100000px` or `font-size:500px` cannot make the page scroll sideways or cut the text off, while
 * ordinary sizes read as written.
 */

/** CSS properties that move content out of its box or stack it above the page. */
const ESCAPING_PROPERTIES = /^(z-index|inset|inset-.*|top|right|bottom|left|transform|translate|scale|rotate|offset.*|float|clip-path|mask.*|content|cursor|pointer-events|zoom|filter|backdrop-filter)$/;
const ALLOWED_POSITIONS = new Set(['static', 'relative']);
const OUTSIDE_RESOURCE = /url\s*\(|image-set\s*\(|expression\s*\(/i;
/**
 * A value whose text is not what the style engine will use: a CSS escape (`\75 rl(` reads as `url(`), or a
 * substitution (`var()` of a custom property, `env()`, `attr()`) whose value no check here sees; custom properties
 * themselves are dropped for the same reason.
 */
const HIDDEN_VALUE = /\\|var\s*\(|env\s*\(|attr\s*\(/i;
/** Line wrapping turned off (white-space is text-wrap-mode plus white-space-collapse in the browsers that split it). */
const NO_WRAP = /^(white-space|text-wrap|text-wrap-mode)$/;

/** The largest type platform HTML may set: a heading's size, in root units, so nested sizes cannot compound. */
export const MAX_FONT_SIZE = '2.5rem';
/** The widest spacing along the line (margins, paddings, borders, indents, letter and word gaps), either way. */
export const MAX_SPACING = '2em';

type Unit = 'px' | 'rem' | 'em' | '%';

interface Cap {
  /** The properties capped. */
  names: RegExp;
  /** Keywords kept as written (besides the CSS-wide ones): none of them exceeds the cap. */
  keywords: readonly string[];
  /** Sizes kept as written: at most this much in each unit (either way where `signed`). */
  upTo: Partial<Record<Unit, number>>;
  signed?: true;
  cap: (value: string) => string;
}

const CAPS: readonly Cap[] = [
  {
    names: /^font-size$/,
    keywords: ['xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'smaller'],
    upTo: { px: 40, rem: 2.5, em: 1, '%': 100 },
    cap: (value) => `min(${value}, ${MAX_FONT_SIZE})`,
  },
  {
    names: /^(min-)?(width|inline-size)$|^flex-basis$/,
    keywords: ['auto'],
    upTo: { '%': 100 },
    cap: (value) => `min(${value}, 100%)`,
  },
  {
    names: /^(margin|padding)-(left|right|inline-start|inline-end)$|^border-(left|right|inline-start|inline-end)-width$|^(text-indent|letter-spacing|word-spacing)$/,
    keywords: ['auto', 'normal', 'thin', 'medium', 'thick'],
    upTo: { px: 24, rem: 1.5, em: 2 },
    signed: true,
    cap: (value) => `clamp(-${MAX_SPACING}, ${value}, ${MAX_SPACING})`,
  },
];
const CSS_WIDE = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);
const SIZE = /^(-?)(\d*\.?\d+)(px|rem|em|%)?$/;

function within(rule: Cap, value: string): boolean {
  if (CSS_WIDE.has(value) || rule.keywords.includes(value)) return true;
  const [, minus = '', number = '', unit = ''] = SIZE.exec(value) ?? [];
  if (number === '' || (minus !== '' && rule.signed !== true)) return false;
  if (Number(number) === 0) return true;
  const limit = rule.upTo[unit as Unit];
  return limit !== undefined && Number(number) <= limit;
}

function escapes(name: string, value: string): boolean {
  return ESCAPING_PROPERTIES.test(name) || OUTSIDE_RESOURCE.test(value) || name.startsWith('--') || HIDDEN_VALUE.test(value)
    || (name === 'position' && !ALLOWED_POSITIONS.has(value.toLowerCase()))
    || (NO_WRAP.test(name) && /\b(nowrap|pre)\b/i.test(value) && !/pre-(wrap|line)/i.test(value));
}

function capped(name: string, value: string): string {
  const rule = CAPS.find((c) => c.names.test(name));
  return rule === undefined || within(rule, value.toLowerCase()) ? value : rule.cap(value);
}

/**
 * Whether the style engine reads `name` as a shorthand: declared alone, it declares other properties. Browsers
 * list only longhands in a style; jsdom lists a shorthand beside its longhands, which then write it.
 */
function shorthand(scratch: CSSStyleDeclaration, name: string, value: string): boolean {
  scratch.cssText = '';
  scratch.setProperty(name, value);
  return [...scratch].some((declared) => declared !== name);
}

/**
 * The style text to keep for `element`, from the style engine's own reading of its style attribute (a
 * declaration it could not read is not carried over in the raw text), or undefined when nothing is kept.
 */
export function containedStyle(element: HTMLElement): string | undefined {
  const { style } = element;
  const names = [...style].map((p) => p.toLowerCase());
  const scratch = element.ownerDocument.createElement('div').style;
  const kept: string[] = [];
  for (const name of names) {
    const value = style.getPropertyValue(name).trim();
    if (names.some((other) => other.startsWith(`${name}-`)) && shorthand(scratch, name, value)) continue;
    if (escapes(name, value)) continue;
    const important = style.getPropertyPriority(name) === 'important' ? ' !important' : '';
    kept.push(`${name}: ${capped(name, value)}${important};`);
  }
  return kept.length === 0 ? undefined : kept.join(' ');
}

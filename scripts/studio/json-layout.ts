/**
 * Merchant files are written by hand as much as by scripts: two spaces, some small objects and arrays on one line
 * (`{ "type": "banner" }`), a few wrapped, a final newline or not. Saving a brand changes only the text of the
 * values that changed and keeps every other byte, so an unchanged brand is rewritten as it was and a diff shows
 * the edit alone.
 */
import { isDeepStrictEqual } from 'node:util';

interface Span { start: number; end: number }

/** Where each value of a JSON text lies, by JSON Pointer path. */
export function valueSpans(text: string): Map<string, Span> {
  const spans = new Map<string, Span>();
  let i = 0;
  const space = () => { while (/\s/.test(text[i] ?? '')) i++; };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    space();
    const start = i;
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      for (let index = 0; ; index++) {
        space();
        if (text[i] === '}' || text[i] === ']') break;
        if (c === '{') {
          const key = string();
          space();
          i++; // the colon
          value(`${path}/${escape(key)}`);
        } else value(`${path}/${index}`);
        space();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (c === '"') string();
    else while (i < text.length && !/[\s,\]}]/.test(text[i] as string)) i++;
    spans.set(path, { start, end: i });
  };
  value('');
  return spans;
}

const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const entriesOf = (node: object): [string, unknown][] =>
  (Array.isArray(node) ? node.map((v, i): [string, unknown] => [String(i), v]) : Object.entries(node)).filter(([, v]) => v !== undefined);

function oneLine(node: unknown): string {
  if (typeof node !== 'object' || node === null) return JSON.stringify(node);
  const entries = entriesOf(node);
  if (Array.isArray(node)) return `[${entries.map(([, v]) => oneLine(v)).join(', ')}]`;
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`).join(', ')} }`;
}

/** A value written anew: two spaces; a container on one line where its old text was, or its siblings are, on one line. */
function render(node: unknown, path: string, indent: string, oneLineAt: (path: string) => boolean): string {
  if (typeof node !== 'object' || node === null) return JSON.stringify(node);
  const entries = entriesOf(node);
  if (entries.length === 0) return Array.isArray(node) ? '[]' : '{}';
  if (path !== '' && oneLineAt(path)) return oneLine(node);
  const inner = `${indent}  `;
  const lines = entries.map(([key, v]) => `${inner}${Array.isArray(node) ? '' : `${JSON.stringify(key)}: `}${render(v, `${path}/${escape(key)}`, inner, oneLineAt)}`);
  return Array.isArray(node) ? `[\n${lines.join(',\n')}\n${indent}]` : `{\n${lines.join(',\n')}\n${indent}}`;
}

/** `value` as JSON text: `previous` (the file as it was) with only the changed values rewritten; anew without it. */
export function formatLike(value: unknown, previous = ''): string {
  let old: unknown;
  try {
    old = JSON.parse(previous);
  } catch {
    return `${render(value, '', '', () => false)}\n`;
  }
  const spans = valueSpans(previous);
  const wasOneLine = (path: string): boolean | undefined => {
    const span = spans.get(path);
    return span === undefined ? undefined : !previous.slice(span.start, span.end).includes('\n');
  };
  const isContainerAt = (path: string): boolean => /^[[{]/.test(previous.slice(spans.get(path)?.start ?? 0));
  /** A new container follows its siblings: on one line when another container beside it is. */
  const oneLineAt = (path: string): boolean => {
    const known = wasOneLine(path);
    if (known !== undefined) return known;
    const parent = path.slice(0, path.lastIndexOf('/'));
    return [...spans.keys()].some((p) => p !== path && p.startsWith(`${parent}/`) && !p.slice(parent.length + 1).includes('/') && isContainerAt(p) && wasOneLine(p) === true);
  };
  const edits: { span: Span; text: string }[] = [];
  const indentAt = (offset: number): string => /^[ \t]*/.exec(previous.slice(previous.lastIndexOf('\n', offset - 1) + 1))?.[0] ?? '';
  const patch = (before: unknown, after: unknown, path: string): void => {
    if (isDeepStrictEqual(before, after)) return;
    const span = spans.get(path) as Span;
    const sameObject = isObject(before) && isObject(after) && isDeepStrictEqual(Object.keys(before), Object.keys(after));
    const sameArray = Array.isArray(before) && Array.isArray(after) && before.length === after.length;
    if ((sameObject || sameArray) && wasOneLine(path) === false) {
      for (const [key, v] of entriesOf(after as object)) patch((before as Record<string, unknown>)[key], v, `${path}/${escape(key)}`);
      return;
    }
    edits.push({ span, text: render(after, path, indentAt(span.start), oneLineAt) });
  };
  patch(old, value, '');
  let text = previous;
  for (const { span, text: replacement } of edits.sort((a, b) => b.span.start - a.span.start)) text = text.slice(0, span.start) + replacement + text.slice(span.end);
  return text;
}

/**
 * The interface texts of one locale as XLIFF 1.2, the file translation tools (Trados, memoQ, Phrase, Crowdin)
 * take and give back: one <file> per namespace, one <trans-unit> per key with the English source, the current
 * translation as the target and, for a string a number agrees with, a unit per CLDR plural form of the language.
 */
import { pluralCategories, SOURCE_LOCALE, textsOf, namespaces } from './locale-texts.ts';

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string): string => text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
  return ENTITIES[name] ?? whole;
});

/** The keys a number agrees with: English strings that take {{count}}. */
const countsIn = (value: string): boolean => /\{\{\s*count\s*\}\}/.test(value);

export function exportXliff(locale: string): string {
  const files = namespaces().map((namespace) => {
    const english = textsOf(SOURCE_LOCALE, namespace);
    const texts = textsOf(locale, namespace);
    const units = [...english].flatMap(([key, source]) => {
      const forms = countsIn(source) ? pluralCategories(locale).map((category) => ({ id: `${key}_${category}`, note: `Plural form "${category}" of ${key} (CLDR): give it only if the words change with the number; else leave it empty.` })) : [];
      return [{ id: key, note: undefined as string | undefined }, ...forms].map(({ id, note }) => {
        const target = texts.get(id);
        return [
          `      <trans-unit id="${escape(id)}">`,
          `        <source>${escape(source)}</source>`,
          `        <target state="${target === undefined ? 'new' : 'translated'}">${escape(target ?? '')}</target>`,
          ...(note === undefined ? [] : [`        <note>${escape(note)}</note>`]),
          '      </trans-unit>',
        ].join('\n');
      });
    });
    return [`  <file original="${namespace}" source-language="${SOURCE_LOCALE}" target-language="${locale}" datatype="plaintext">`, '    <body>', ...units, '    </body>', '  </file>'].join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">', ...files, '</xliff>', ''].join('\n');
}

export interface ImportedTexts {
  locale: string;
  /** Per namespace, key to translation; empty targets are left out. */
  namespaces: Map<string, Map<string, string>>;
}

/** Reads an XLIFF 1.2 file as exportXliff writes it and translation tools return it; throws naming what is wrong. */
export function importXliff(xml: string): ImportedTexts {
  const locales = new Set<string>();
  const result = new Map<string, Map<string, string>>();
  const known = new Set(namespaces());
  for (const file of xml.matchAll(/<file\b([^>]*)>([\s\S]*?)<\/file>/g)) {
    const attributes = file[1]!;
    const namespace = /\boriginal="([^"]*)"/.exec(attributes)?.[1];
    const locale = /\btarget-language="([^"]*)"/.exec(attributes)?.[1];
    if (namespace === undefined || !known.has(namespace)) throw new Error(`a <file> names no namespace of the texts (original="${namespace ?? ''}"; known: ${[...known].join(', ')})`);
    if (locale === undefined) throw new Error(`<file original="${namespace}"> has no target-language`);
    locales.add(locale);
    const texts = new Map<string, string>();
    for (const unit of file[2]!.matchAll(/<trans-unit\b([^>]*)>([\s\S]*?)<\/trans-unit>/g)) {
      const id = /\bid="([^"]*)"/.exec(unit[1]!)?.[1];
      if (id === undefined) throw new Error(`${namespace}: a <trans-unit> has no id`);
      const target = /<target\b[^>]*>([\s\S]*?)<\/target>|<target\b[^>]*\/>/.exec(unit[2]!);
      const raw = target?.[1] ?? '';
      if (/<[a-z]/i.test(raw)) throw new Error(`${namespace}:${unescape(id)}: the target holds markup (${raw.slice(0, 40)}); the texts are plain`);
      const value = unescape(raw.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1'));
      if (value !== '') texts.set(unescape(id), value);
    }
    result.set(namespace, texts);
  }
  if (locales.size !== 1) throw new Error(`the file must translate into one language, found: ${[...locales].join(', ') || 'none'}`);
  return { locale: [...locales][0]!, namespaces: result };
}

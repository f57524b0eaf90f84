import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderEntry } from '../../../scripts/lib/merchant-entry.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';

const load = (code: string): Merchant => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'merchants', code, 'merchant.json'), 'utf8')) as Merchant;
const template = readFileSync(join(import.meta.dirname, '..', '..', '..', 'src', 'index.html'), 'utf8');

describe('entry page (DESIGN 3; speed)', () => {
  it('paints the brand header bar with its logo before the app loads, inside the root React replaces', () => {
    const ttslot = load('ttslot');
    const html = renderEntry(template, ttslot);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="merchant-config"'));
    expect(root).toContain(`background:${ttslot.theme[ttslot.theme.default].headerBackground}`);
    expect(root).toContain(`<img src="/brand/${ttslot.theme.brand.wordmark.onDark}"`);
    expect(root).toContain('aria-hidden="true"');
  });

  it('draws the wordmark for the header\'s own background: sahara\'s light theme has a dark header', () => {
    const sahara = load('sahara');
    expect(sahara.theme.default).toBe('light');
    expect(renderEntry(template, sahara)).toContain(`<img src="/brand/${sahara.theme.brand.wordmark.onDark}"`);
  });

  it('sets the default language\'s locale and direction on <html> (Arabic is right to left)', () => {
    expect(renderEntry(template, load('sahara'))).toMatch(/<html lang="ar" dir="rtl" data-merchant="sahara">/);
    expect(renderEntry(template, load('ttslot'))).toMatch(/<html lang="en" dir="ltr" data-merchant="ttslot">/);
  });

  it('refuses a template without the root element', () => {
    expect(() => renderEntry(template.replace('<div id="root"></div>', '<main></main>'), load('ttslot'))).toThrow(/placeholders/);
  });
});

describe('built entry page (speed)', () => {
  it('inlines a small entry stylesheet and the small SVG logo, so the first paint waits for no request', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, readFileSync: read } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { writeEntry } = await import('../../../scripts/lib/merchant-entry.ts');
    const dist = mkdtempSync(join(tmpdir(), 'entry-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-x.css'), '.a{color:red}');
    const built = template.replace('<!--merchant-head-->', '<!--merchant-head-->\n<link rel="stylesheet" crossorigin href="/assets/app-x.css">');
    const html = read(writeEntry(built, load('ttslot'), dist), 'utf8');
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('href="/assets/app-x.css"');
    expect(html).toMatch(/data-boot-shell[^>]*><img src="data:image\/svg\+xml;base64,/);
  });
});

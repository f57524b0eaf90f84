/** The brand's config as the page carries it (DESIGN 3): read from the entry page, set once at boot, asked by every screen. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { Merchant } from '../../../src/generated/merchant.ts';

const CONFIG = ttslot as unknown as Merchant;

/** A fresh module each test: the config it holds is module state that no reset clears. */
async function freshModule() {
  vi.resetModules();
  return import('../../../src/config/merchant.ts');
}

function pageWith(text: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('brand');
  if (text !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'merchant-config';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

let merchant: Awaited<ReturnType<typeof freshModule>>;
beforeEach(async () => {
  merchant = await freshModule();
});

describe('reading the config from the entry page', () => {
  it('parses the JSON of the #merchant-config element', () => {
    expect(merchant.MERCHANT_CONFIG_ELEMENT_ID).toBe('merchant-config');
    expect(merchant.readMerchantConfig(pageWith(JSON.stringify(CONFIG)))).toStrictEqual(CONFIG);
  });

  it('reads the current page when no document is given', () => {
    document.body.innerHTML = '';
    document.body.append(pageWith('{"code":"ttslot"}').getElementById('merchant-config') as HTMLElement);
    expect(merchant.readMerchantConfig()).toStrictEqual({ code: 'ttslot' });
    document.body.innerHTML = '';
  });

  it.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['an element of blanks', ' \n '],
  ])('a page with %s says how to build one', (_label, text) => {
    expect(() => merchant.readMerchantConfig(pageWith(text))).toThrow('This page has no merchant config (#merchant-config); build it with npm run build.');
  });

  it('an element that is not JSON fails to parse', () => {
    expect(() => merchant.readMerchantConfig(pageWith('{code'))).toThrow(SyntaxError);
  });
});

describe('the config of this page', () => {
  it('before boot sets it, asking for it fails and the optional read gives nothing', () => {
    expect(() => merchant.getMerchant()).toThrow('merchant config is not loaded yet (boot sets it)');
    expect(merchant.loadedMerchant()).toBeUndefined();
  });

  it('after boot sets it, both give the config set last', () => {
    merchant.setMerchant(CONFIG);
    expect(merchant.getMerchant()).toBe(CONFIG);
    expect(merchant.loadedMerchant()).toBe(CONFIG);
    const other = { ...CONFIG, code: 'other' } as Merchant;
    merchant.setMerchant(other);
    expect(merchant.getMerchant()).toBe(other);
  });
});

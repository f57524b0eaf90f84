import type { Merchant } from '../generated/merchant.ts';

export const MERCHANT_CONFIG_ELEMENT_ID = 'merchant-config';

let current: Merchant | undefined;

/**
 * The brand's validated config, inlined into its entry page by the build (DESIGN 3). The build
 * already checked it against the schema, so this only parses it.
 */
export function readMerchantConfig(doc: Document = document): Merchant {
  const element = doc.getElementById(MERCHANT_CONFIG_ELEMENT_ID);
  if (element?.textContent == null || element.textContent.trim() === '') {
    throw new Error(`This page has no merchant config (#${MERCHANT_CONFIG_ELEMENT_ID}); build it with npm run build.`);
  }
  return JSON.parse(element.textContent) as Merchant;
}

/** Sets the config every screen reads; boot calls it once, tests call it with a fixture. */
export function setMerchant(config: Merchant): void {
  current = config;
}

export function getMerchant(): Merchant {
  if (current === undefined) throw new Error('merchant config is not loaded yet (boot sets it)');
  return current;
}

/** The config when boot has set it, else undefined (for code that also runs before boot, e.g. a cached status). */
export function loadedMerchant(): Merchant | undefined {
  return current;
}

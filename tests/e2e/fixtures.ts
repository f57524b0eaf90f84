import { test as base, expect } from '@playwright/test';
import { resolveMerchant } from '../../scripts/lib/merchants.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

interface Fixtures {
  /** The merged config of the merchant this project runs (ttslot or sahara). */
  merchant: Merchant;
  /** Calls the sandbox control API of this project's server. */
  sandbox: (path: string, body?: unknown) => Promise<unknown>;
}

export const test = base.extend<Fixtures>({
  merchant: async ({}, use, testInfo) => {
    const resolved = resolveMerchant(testInfo.project.name);
    if (!resolved.ok) throw new Error(`merchant ${testInfo.project.name} does not resolve`);
    await use(resolved.config as unknown as Merchant);
  },
  sandbox: async ({ request }, use) => {
    await use(async (path, body) => {
      const response = body === undefined ? await request.get(`/__sandbox/${path}`) : await request.post(`/__sandbox/${path}`, { data: body });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response.json() as Promise<unknown>;
    });
  },
});

export { expect };

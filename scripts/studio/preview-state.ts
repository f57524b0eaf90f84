/**
 * Which brand the preview shows and the draft it shows: the last edit that passes the merchant schema (the app
 * reads its config by that shape), so a half-typed value leaves the previous picture in place. The draft's
 * platform values (flags, modules, agent menu, templates) reach the brand's sandbox too, as the real platform
 * would send them after a save.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { Merchant } from '../../src/generated/merchant.ts';
import { SCHEMAS_DIR } from '../lib/paths.ts';
import { loadMerchant } from '../sandbox/merchant.ts';
import type { BrandStore } from './brand-store.ts';
import type { Sandboxes } from './sandboxes.ts';

const ajv = new Ajv({ strict: false, allErrors: false });
const fitsSchema = ajv.compile(JSON.parse(readFileSync(join(SCHEMAS_DIR, 'merchant.schema.json'), 'utf8')) as object);

export interface PreviewState {
  /** The brand the preview shows now (the page that opened one last chose it). */
  current(): string | undefined;
  /** The config the preview shows for a brand: its last draft that fits the schema, else its saved one. */
  configOf(code: string): Merchant | undefined;
  /** Takes a draft of `code` (already staged by the store's check) and makes `code` the previewed brand. */
  show(code: string, draft: unknown): Promise<boolean>;
}

export function createPreviewState(store: BrandStore, sandboxes: Sandboxes, first: string | undefined): PreviewState {
  const drafts = new Map<string, Merchant>();
  let current = first;
  return {
    current: () => current,
    configOf(code) {
      const kept = drafts.get(code);
      if (kept !== undefined) return kept;
      const saved = store.read(code).config;
      return saved !== undefined && fitsSchema(saved) ? (saved as unknown as Merchant) : undefined;
    },
    async show(code, draft) {
      current = code;
      const sandbox = await sandboxes.of(code);
      if (!fitsSchema(draft)) return false;
      drafts.set(code, draft as Merchant);
      try {
        sandbox.sandbox.m = loadMerchant(code, store.draftsDir);
      } catch {
        // the staged draft does not resolve (a broken parent): the sandbox keeps the values it has
      }
      return true;
    },
  };
}

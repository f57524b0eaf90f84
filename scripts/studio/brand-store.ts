/**
 * The studio's access to merchants/: list, read, check a draft with the very code of `npm run validate`, and
 * save. Every path it writes is resolved and proved to lie inside the merchants folder (issue point 4).
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { type ConfigError, listMerchantCodes, readMerchantJson, resolveMerchant } from '../lib/merchants.ts';
import { validateMerchant } from '../lib/validate.ts';
import { formatLike } from './json-layout.ts';
import { isObject, type JsonObject, lostPath, ownFileOf } from './own-file.ts';

/** The schema's merchant code pattern (schemas/merchant.schema.json#/properties/code). */
export const CODE_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

export class StudioError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface DraftCheck {
  /** What Save would write to merchants/<code>/merchant.json. */
  own: JsonObject;
  errors: ConfigError[];
}

export interface BrandStore {
  readonly merchantsDir: string;
  list(): { code: string; name: string; extends?: string }[];
  read(code: string): { code: string; own: JsonObject; config: JsonObject | undefined; parent?: string; errors: ConfigError[] };
  check(code: string, config: unknown): DraftCheck;
  save(code: string, config: unknown): DraftCheck & { file: string };
  /** The folder where the last checked draft of each brand lies, as merchants/ would hold it (the preview's sandbox reads it). */
  readonly draftsDir: string;
  close(): void;
}

export function createBrandStore(merchantsDir: string): BrandStore {
  const root = resolve(merchantsDir);
  const draftsDir = mkdtempSync(join(tmpdir(), 'studio-drafts-'));

  /** merchants/<code>, refused unless the code is the schema's and the folder lies inside merchants/. */
  const folderOf = (code: string, mustExist = true): string => {
    if (!CODE_PATTERN.test(code)) throw new StudioError(400, `"${code}" is not a merchant code: lower case letters, digits and dashes, 2 to 31 long, starting with a letter`);
    const folder = resolve(root, code);
    if (!folder.startsWith(root + sep)) throw new StudioError(400, `"${code}" lies outside merchants/`);
    if (mustExist && !existsSync(join(folder, 'merchant.json'))) throw new StudioError(404, `merchants/${code} does not exist`);
    return folder;
  };

  const ownOf = (code: string): JsonObject => {
    const read = readMerchantJson(code, 'merchant.json', root);
    if (!read.ok || !isObject(read.value)) throw new StudioError(409, `merchants/${code}/merchant.json cannot be read: ${read.ok ? 'not a JSON object' : read.error.message}`);
    return read.value;
  };

  const parentOf = (own: JsonObject): { code?: string; config?: JsonObject; errors: ConfigError[] } => {
    const code = own['extends'];
    if (typeof code !== 'string') return { errors: [] };
    const resolved = resolveMerchant(code, root);
    return resolved.ok ? { code, config: resolved.config, errors: [] } : { code, errors: resolved.errors };
  };

  /** drafts/<code> holds the draft beside links to the brand's other files and to every other brand. */
  const stage = (code: string, own: JsonObject): void => {
    for (const other of listMerchantCodes(root)) {
      const link = join(draftsDir, other);
      if (other === code) continue;
      // another brand's earlier draft gives way to its saved folder: a child checks against its parent as saved
      if (existsSync(link) && !lstatSync(link).isSymbolicLink()) rmSync(link, { recursive: true });
      if (!existsSync(link)) symlinkSync(join(root, other), link, 'dir');
    }
    const dir = join(draftsDir, code);
    if (existsSync(dir) && lstatSync(dir).isSymbolicLink()) rmSync(dir);
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(join(root, code))) {
      const link = join(dir, name);
      if (name !== 'merchant.json' && !existsSync(link)) symlinkSync(join(root, code, name), link);
    }
    writeFileSync(join(dir, 'merchant.json'), formatLike(own));
  };

  const check = (code: string, config: unknown): DraftCheck => {
    folderOf(code);
    if (!isObject(config)) throw new StudioError(400, 'config must be a JSON object (the whole merchant config)');
    const previous = ownOf(code);
    const parent = parentOf(previous);
    const own = ownFileOf(config, previous, parent.config);
    stage(code, own);
    const errors = [...parent.errors, ...validateMerchant(code, draftsDir).errors];
    const lost = lostPath(config, own, parent.config);
    if (lost !== undefined) {
      errors.push({ file: `merchants/${code}/merchant.json`, path: lost, message: `is set by ${parent.code ?? 'the parent'}, which this brand extends: a brand can change it but not remove it` });
    }
    return { own, errors };
  };

  return {
    merchantsDir: root,
    draftsDir,
    list: () => listMerchantCodes(root).map((code) => {
      const read = readMerchantJson(code, 'merchant.json', root);
      const own = read.ok && isObject(read.value) ? read.value : {};
      const resolved = resolveMerchant(code, root);
      const name = resolved.ok && typeof resolved.config['name'] === 'string' ? resolved.config['name'] : code;
      return { code, name, ...(typeof own['extends'] === 'string' ? { extends: own['extends'] } : {}) };
    }),
    read: (code) => {
      folderOf(code);
      const own = ownOf(code);
      const resolved = resolveMerchant(code, root);
      const parent = typeof own['extends'] === 'string' ? own['extends'] : undefined;
      return { code, own, config: resolved.ok ? resolved.config : undefined, ...(parent === undefined ? {} : { parent }), errors: validateMerchant(code, root).errors };
    },
    check,
    save: (code, config) => {
      const result = check(code, config);
      if (result.errors.length > 0) return { ...result, file: '' };
      const file = join(folderOf(code), 'merchant.json');
      if (!file.startsWith(root + sep)) throw new StudioError(400, `refusing to write ${file}: outside merchants/`);
      writeFileSync(file, formatLike(result.own, readFileSync(file, 'utf8')));
      return { ...result, file: `merchants/${code}/merchant.json` };
    },
    close: () => rmSync(draftsDir, { recursive: true, force: true }),
  };
}

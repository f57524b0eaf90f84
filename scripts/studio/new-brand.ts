/** "New brand" runs `npm run new-merchant` itself (same checks, same placeholders), against the studio's merchants folder. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';
import { CODE_PATTERN, StudioError } from './brand-store.ts';

export interface NewBrandResult {
  code: string;
  /** new-merchant's own words: what it made and the placeholders to replace before launch. */
  output: string;
}

export function createBrand(merchantsDir: string, code: unknown, from: unknown): Promise<NewBrandResult> {
  if (typeof code !== 'string' || !CODE_PATTERN.test(code)) return Promise.reject(new StudioError(400, `"${String(code)}" is not a merchant code: lower case letters, digits and dashes, 2 to 31 long, starting with a letter`));
  if (from !== undefined && (typeof from !== 'string' || !CODE_PATTERN.test(from))) return Promise.reject(new StudioError(400, `from: "${String(from)}" is not a merchant code`));
  const args = [join(ROOT, 'scripts', 'new-merchant.ts'), code, ...(from === undefined ? [] : ['--from', from])];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, MERCHANTS_DIR: merchantsDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolvePromise({ code, output: out.trim() });
      else reject(new StudioError(err.includes('already exists') ? 409 : 400, err.trim() || `new-merchant ended with ${String(status)}`));
    });
  });
}

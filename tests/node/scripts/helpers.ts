import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST_DIR, TEMPLATE_FILE, TEMPLATE_NAME } from '../../../scripts/lib/paths.ts';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * A scratch merchants folder holding copies of the named real merchants, alone in a folder of its own: a test can
 * prove nothing was written beside it without reading the system's temp folder, which other tests change meanwhile.
 */
export function scratchMerchants(...codes: string[]): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'scratch-')), 'merchants');
  mkdirSync(dir);
  for (const code of codes) cpSync(join(ROOT, 'merchants', code), join(dir, code), { recursive: true });
  return dir;
}

/** Copies ttslot to <dir>/<code> with its code changed, then lets `edit` change the JSON. */
export function addMerchant(dir: string, code: string, edit: (json: Record<string, any>) => void = () => {}): void {
  cpSync(join(ROOT, 'merchants', 'ttslot'), join(dir, code), { recursive: true });
  const file = join(dir, code, 'merchant.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  json['code'] = code;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

export function runScript(script: string, args: string[], env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A scratch dist/ holding the production build's JavaScript and entry template (made once by the build step,
 * see tests/node/build-once.ts) and no brand yet: publish-merchant writes brands into it in seconds.
 */
export function scratchDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  cpSync(join(DIST_DIR, 'assets'), join(dist, 'assets'), { recursive: true });
  cpSync(TEMPLATE_FILE, join(dist, TEMPLATE_NAME));
  return dist;
}

// npm run new-merchant -- <code> [--from <code>]: scaffolds merchants/<code>/ that validates and builds at once.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandHosts, hostAllowed } from '../src/config/safe-url.ts';
import { formatError, resolveMerchant } from './lib/merchants.ts';
import { MERCHANTS_DIR } from './lib/paths.ts';
import { validateMerchant } from './lib/validate.ts';

const args = process.argv.slice(2);
const code = args.find((arg, i) => !arg.startsWith('-') && args[i - 1] !== '--from');
const fromIndex = args.indexOf('--from');
const from = fromIndex >= 0 ? args[fromIndex + 1] : 'ttslot';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (code === undefined) fail('usage: npm run new-merchant -- <code> [--from <code>]');
if (!/^[a-z][a-z0-9-]{1,30}$/.test(code)) fail(`"${code}" is not a merchant code: lower case letters, digits and dashes, 2 to 31 long, starting with a letter`);
if (from === undefined || !existsSync(join(MERCHANTS_DIR, from, 'merchant.json'))) fail(`--from: merchant "${from}" does not exist`);
const target = join(MERCHANTS_DIR, code);
if (existsSync(target)) fail(`merchants/${code} already exists`);

mkdirSync(target, { recursive: true });
cpSync(join(MERCHANTS_DIR, from, 'assets'), join(target, 'assets'), { recursive: true });
cpSync(join(MERCHANTS_DIR, from, 'registration.json'), join(target, 'registration.json'));
const name = code.charAt(0).toUpperCase() + code.slice(1);
const domains = [`m.${code}.com`];

/**
 * The links the new brand inherits still point at the parent's hosts: list those hosts openly, so the
 * config validates and the operator sees what to replace (issue 14 point 1).
 */
function inheritedHosts(): string[] {
  const parent = resolveMerchant(from as string);
  if (!parent.ok) return [];
  const links = parent.config['links'] as { allowedHosts?: string[]; [key: string]: unknown };
  const urls = JSON.stringify(links).match(/https?:\/\/[^"/?#]+/g) ?? [];
  const own = brandHosts({ domains, links: {} });
  const hosts = new Set(links.allowedHosts ?? []);
  for (const url of urls) {
    const host = new URL(url).hostname;
    if (!hostAllowed(host, own) && !hostAllowed(host, [...hosts])) hosts.add(host);
  }
  return [...hosts];
}

const allowedHosts = inheritedHosts();
const merchant = {
  $schema: '../../schemas/merchant.schema.json',
  extends: from,
  code,
  name,
  domains,
  platform: { merchantCode: code },
  ...(allowedHosts.length > 0 ? { links: { allowedHosts } } : {}),
};
writeFileSync(join(target, 'merchant.json'), `${JSON.stringify(merchant, null, 2)}\n`);
// The copied registration settings keep their version per brand.
const registration = JSON.parse(readFileSync(join(target, 'registration.json'), 'utf8')) as { version: string };
registration.version = `${code}-1`;
writeFileSync(join(target, 'registration.json'), `${JSON.stringify(registration, null, 2)}\n`);

const { errors } = validateMerchant(code);
if (errors.length > 0) fail(errors.map(formatError).join('\n'));
console.log(`created merchants/${code} (extends ${from}); edit merchants/${code}/merchant.json, then npm run build`);

// npm run new-merchant -- <code> [--from <code>]: scaffolds merchants/<code>/ that validates and builds at once.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandHosts, hostAllowed } from '../src/config/safe-url.ts';
import type { Merchant } from '../src/generated/merchant.ts';
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

mkdirSync(join(target, 'assets'), { recursive: true });
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

/**
 * The parent's art shows the parent's name, so the new brand gets placeholders under the file names
 * it inherits: valid outlined SVG (npm run validate passes), plainly marked to be replaced.
 */
function placeholderArt(): string[] {
  const parent = resolveMerchant(from as string);
  if (!parent.ok) return [];
  const theme = parent.config['theme'] as Merchant['theme'];
  const note = '<!-- PLACEHOLDER from npm run new-merchant: replace with the brand\'s outlined art (docs/merchants.md, Brand art) -->';
  const art = (width: number, fill: string, stroke: string): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 96">${note}`
    + `<rect x="3" y="3" width="${width - 6}" height="90" rx="18" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-dasharray="12 8"/></svg>\n`;
  const files = new Map<string, string>();
  for (const [shape, width] of [['mark', 96], ['wordmark', 480]] as const) {
    files.set(theme.brand[shape].onDark, art(width, '#3a3a3a', '#d0d0d0'));
    files.set(theme.brand[shape].onLight, art(width, '#e6e6e6', '#4a4a4a'));
  }
  for (const icon of Object.values(theme.icons)) if (!files.has(icon)) files.set(icon, art(96, '#3a3a3a', '#d0d0d0'));
  for (const [name, svg] of files) writeFileSync(join(target, 'assets', name), svg);
  return [...files.keys()];
}

const placeholders = placeholderArt();
const allowedHosts = inheritedHosts();
const merchant = {
  $schema: '../../schemas/merchant.schema.json',
  extends: from,
  code,
  name,
  domains,
  platform: { merchantCode: code },
  ...(allowedHosts.length > 0 ? { links: { allowedHosts } } : {}),
  // Never the parent's entry hosts (they would send the parent's players here), licence or pages.
  entryHosts: [],
  compliance: {
    responsibleGaming: `https://${domains[0]}/responsible-gaming`,
    licence: 'PLACEHOLDER licence line: the operator enters the licence holder, regulator and licence number here before launch.',
  },
};
writeFileSync(join(target, 'merchant.json'), `${JSON.stringify(merchant, null, 2)}\n`);
// The copied registration settings keep their version per brand.
const registration = JSON.parse(readFileSync(join(target, 'registration.json'), 'utf8')) as { version: string };
registration.version = `${code}-1`;
writeFileSync(join(target, 'registration.json'), `${JSON.stringify(registration, null, 2)}\n`);

const { errors } = validateMerchant(code);
if (errors.length > 0) fail(errors.map(formatError).join('\n'));
console.log(`created merchants/${code} (extends ${from}); edit merchants/${code}/merchant.json, then npm run build`);
console.log(`PLACEHOLDERS to replace before launch:\n  merchants/${code}/assets: ${placeholders.join(', ')} (grey dashed boxes; outlined SVG, see docs/merchants.md)\n  merchants/${code}/merchant.json: compliance.licence, compliance.responsibleGaming`);

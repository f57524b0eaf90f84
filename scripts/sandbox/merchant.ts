/** The parts of a merchant's config the sandbox reads (schemas/merchant.schema.json). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveMerchant } from '../lib/merchants.ts';
import { MERCHANTS_DIR } from '../lib/paths.ts';
import type { SignInSettings } from '../../src/config/sign-in-sdks.ts';

export interface RegistrationField {
  enabled: boolean;
  required: boolean;
  pattern?: string;
  message?: string;
  minLength?: number;
  maxLength?: number;
}

export interface RegistrationSettings {
  version: string;
  fields: Record<string, RegistrationField>;
  captcha: { enabled: boolean };
}

export interface MerchantInfo {
  code: string;
  name: string;
  domains: string[];
  languages: string[];
  merchantCode: string;
  currencySymbol: string;
  imageCdn: string;
  whitelabel: Record<string, boolean>;
  modules: Record<string, boolean>;
  agentMenu: string[];
  templates: { mem_cen: string; dep_func: string };
  links: { telegram?: string; messaging?: string; allowedHosts: string[]; download: Record<string, string> };
  esport: string[];
  cockfight: string[];
  bgs: string;
  registration: RegistrationSettings;
  /** Reward application limits of constants.limits (SPEC 5, 9): remarks characters, pictures, bytes a picture. */
  rewardLimits: { remarksMax: number; imagesMax: number; imageBytesMax: number };
  /** The brand's sign-in providers (/signIn, already validated): its page's CSP opens their hosts. */
  signIn?: SignInSettings;
}

const rec = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const strs = (v: unknown, fallback: string[]): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : fallback);
const s = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const n = (v: unknown, fallback: number): number => (typeof v === 'number' ? v : fallback);
const bools = (v: unknown): Record<string, boolean> =>
  Object.fromEntries(Object.entries(rec(v)).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));

const DEFAULT_REGISTRATION: RegistrationSettings = {
  version: 'default-1',
  fields: {
    username: { enabled: true, required: true, pattern: '^[a-zA-Z0-9]{6,16}$', message: 'Account format is incorrect' },
    password: { enabled: true, required: true, pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$', message: 'Password format is incorrect' },
    confirmPassword: { enabled: true, required: true },
  },
  captcha: { enabled: true },
};

/** Reads merchants/<code> (following `extends`) and its registration.json. Throws on a broken config. */
export function loadMerchant(code: string, dir = MERCHANTS_DIR): MerchantInfo {
  const resolved = resolveMerchant(code, dir);
  if (!resolved.ok) throw new Error(`merchant ${code}: ${resolved.errors.map((e) => `${e.file} ${e.path} ${e.message}`).join('; ')}`);
  const c = resolved.config;
  const platform = rec(c['platform']);
  const links = rec(c['links']);
  const vendors = rec(rec(c['constants'])['vendors']);
  const limits = rec(rec(c['constants'])['limits']);
  const templates = rec(c['templates']);
  const regFile = join(dir, code, 'registration.json');
  let registration = DEFAULT_REGISTRATION;
  if (existsSync(regFile)) {
    const parsed = rec(JSON.parse(readFileSync(regFile, 'utf8')) as unknown);
    delete parsed['$schema'];
    registration = parsed as unknown as RegistrationSettings;
  }
  const result: MerchantInfo = {
    code: s(c['code'], code),
    name: s(c['name'], code),
    domains: strs(c['domains'], [`${code}.example`]),
    languages: strs(c['languages'], ['EN']),
    merchantCode: s(platform['merchantCode'], code),
    currencySymbol: s(platform['currencySymbol'], '$'),
    imageCdn: s(platform['imageCdn'], '/cdn'),
    whitelabel: bools(c['whitelabel']),
    modules: bools(c['modules']),
    agentMenu: strs(c['agentMenu'], []),
    templates: { mem_cen: s(templates['mem_cen'], '0'), dep_func: s(templates['dep_func'], '0') },
    links: {
      allowedHosts: strs(links['allowedHosts'], []),
      download: Object.fromEntries(Object.entries(rec(links['download'])).filter((e): e is [string, string] => typeof e[1] === 'string')),
    },
    esport: strs(vendors['esport'], ['AV', 'AI', 'IMES', 'TF', 'IA']),
    cockfight: strs(vendors['cockfight'], ['DS88', 'DIG']),
    bgs: s(vendors['bgs'], 'BGS'),
    registration,
    rewardLimits: { remarksMax: n(limits['remarksMax'], 140), imagesMax: n(limits['imagesMax'], 3), imageBytesMax: n(limits['imageBytesMax'], 5242880) },
  };
  if (typeof links['telegram'] === 'string') result.links.telegram = links['telegram'];
  if (typeof links['messaging'] === 'string') result.links.messaging = links['messaging'];
  if (c['signIn'] !== undefined) result.signIn = rec(c['signIn']) as SignInSettings;
  return result;
}

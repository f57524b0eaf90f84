import { Ajv, type ErrorObject } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandHosts, checkUrl } from '../../src/config/safe-url.ts';
import type { Merchant } from '../../src/generated/merchant.ts';
import { formatRatio } from '../../src/ui/contrast.ts';
import { ICON_NAMES } from '../../src/ui/icon-paths.ts';
import { contrastFindings, describeBackground } from '../../src/ui/theme-contrast.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import { brandAssetErrors } from './brand-assets.ts';
import { describeMissing, missingKeys } from './locale-texts.ts';
import { type ConfigError, listMerchantCodes, merchantFile, readMerchantJson, resolveMerchant } from './merchants.ts';
import { MERCHANTS_DIR, SCHEMAS_DIR } from './paths.ts';

function loadSchema(name: string): object {
  return JSON.parse(readFileSync(join(SCHEMAS_DIR, name), 'utf8')) as object;
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
// Annotations for others: editors show enumDescriptions (VS Code), json-schema-to-typescript reads tsType.
ajv.addVocabulary(['enumDescriptions', 'tsType']);
const merchantSchema = loadSchema('merchant.schema.json') as { $defs: Record<string, { enum?: string[] }> };
const validateMerchantSchema = ajv.compile(merchantSchema);
const validateRegistrationSchema = ajv.compile(loadSchema('registration.schema.json'));

const oneOf = (values: unknown[]): string => values.map((v) => JSON.stringify(v)).join(', ');

/** One ajv error in plain words, e.g. `must be boolean` or `has unknown property "colour"`; undefined when another error says it. */
function describe(error: ErrorObject): { path: string; message: string } | undefined {
  const path = error.instancePath;
  const params = error.params as Record<string, unknown>;
  if (error.propertyName !== undefined && error.keyword === 'enum') {
    return { path, message: `has unknown property "${error.propertyName}" (must be one of ${oneOf(params['allowedValues'] as unknown[])})` };
  }
  switch (error.keyword) {
    case 'propertyNames':
      return undefined;
    case 'additionalProperties':
      return { path, message: `has unknown property "${String(params['additionalProperty'])}"` };
    case 'required':
      return { path, message: `must have property "${String(params['missingProperty'])}"` };
    case 'enum':
      return { path, message: `must be one of ${oneOf(params['allowedValues'] as unknown[])}` };
    case 'pattern':
      return { path, message: `has an invalid format (must match ${String(params['pattern'])})` };
    case 'maxProperties':
    case 'minProperties':
      return { path, message: 'must hold exactly one operator (flag, module, feature, session, memberTypes, agentMenu, link, all, any or not)' };
    default:
      return { path, message: error.message ?? error.keyword };
  }
}

function schemaErrors(errors: ErrorObject[] | null | undefined, file: string): ConfigError[] {
  const seen = new Set<string>();
  const out: ConfigError[] = [];
  for (const error of errors ?? []) {
    const described = describe(error);
    if (described === undefined) continue;
    const { path, message } = described;
    const key = `${path} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file, path, message });
  }
  return out;
}

type Json = Record<string, unknown>;

/** Each text/background pair of both themes under its WCAG bar (src/ui/theme-contrast.ts), at the text token's path. */
function contrastErrors(file: string, theme: Merchant['theme']): ConfigError[] {
  return (['dark', 'light'] as const).flatMap((mode) => contrastFindings(theme[mode]).map((finding): ConfigError => {
    if (finding.kind === 'translucent') {
      return { file, path: `/theme/${mode}/${finding.token}`, message: 'must be opaque (#rgb or #rrggbb): text is drawn on it, so its contrast must not depend on what lies under it' };
    }
    const { pair } = finding;
    return {
      file,
      path: `/theme/${mode}/${pair.text}`,
      message: `${pair.text} ${finding.text} on ${describeBackground(finding)} is ${formatRatio(finding.ratio)}, needs ${finding.needs}:1 (${pair.where})`,
    };
  }));
}

/** Which provider of /signIn each social flag needs (SPEC 3): a flag turned on with no account behind it would show a dead button. */
const SIGN_IN_FOR_FLAG = { FACEBOOKLOGIN3: 'facebook', GOOGLELOGIN3: 'google' } as const;

function signInErrors(file: string, config: Json): ConfigError[] {
  const whitelabel = config['whitelabel'] as Record<string, boolean>;
  const signIn = (config['signIn'] as Json | undefined) ?? {};
  return Object.entries(SIGN_IN_FOR_FLAG)
    .filter(([flag, provider]) => whitelabel[flag] === true && signIn[provider] === undefined)
    .map(([flag, provider]) => ({ file, path: `/whitelabel/${flag}`, message: `is on but /signIn/${provider} is missing: add the brand's ${provider === 'facebook' ? 'Facebook app id (/signIn/facebook/appId)' : 'Google client id (/signIn/google/clientId)'} or turn the flag off` }));
}

/** The checks a schema cannot say (issue 2, point 6). Runs on a schema-valid merged config. */
function semanticErrors(code: string, config: Json, dir: string): ConfigError[] {
  const file = merchantFile(code);
  const errors: ConfigError[] = [];
  if (config['code'] !== code) {
    errors.push({ file, path: '/code', message: `must equal the folder name "${code}"` });
  }
  const languages = config['languages'] as string[];
  if (!languages.includes(config['defaultLanguage'] as string)) {
    errors.push({ file, path: '/defaultLanguage', message: `must be one of the languages (${languages.join(', ')})` });
  }
  errors.push(...languageTextErrors(file, languages));
  const links = config['links'] as Json;
  const linkEntries: [string, unknown][] = [
    ['/links/telegram', links['telegram']],
    ['/links/chat', links['chat']],
    ['/links/customerService', links['customerService']],
    ...Object.entries((links['download'] as Json | undefined) ?? {}).map(([k, v]): [string, unknown] => [`/links/download/${k}`, v]),
    ['/links/messaging/url', (links['messaging'] as Json | undefined)?.['url']],
    ['/compliance/responsibleGaming', (config['compliance'] as Json)['responsibleGaming']],
    ['/links/speedTest', links['speedTest']],
  ];
  const hosts = brandHosts(config as unknown as Parameters<typeof brandHosts>[0]);
  for (const [path, value] of linkEntries) {
    // The same URL check the app applies at runtime (DESIGN 4): a link it would refuse fails here first.
    if (typeof value !== 'string') continue;
    const verdict = checkUrl(value, path === '/links/telegram' ? ['web', 'telegram'] : ['web'], hosts);
    if (!verdict.ok) {
      const hint = verdict.reason.startsWith('host ') ? ': add it to /links/allowedHosts or use one of the brand\'s domains' : '';
      errors.push({ file, path, message: `must be an http(s) link${path === '/links/telegram' ? ' (or tg:)' : ''} to an allowed host, got "${value}" (${verdict.reason}${hint})` });
    }
  }
  // The schema names the keys whitelabel and modules may hold (#/$defs), not that every one is there.
  for (const [property, list] of [['whitelabel', 'flagName'], ['modules', 'moduleId']] as const) {
    const set = config[property] as Json;
    for (const name of merchantSchema.$defs[list]?.enum ?? []) {
      if (!(name in set)) errors.push({ file, path: `/${property}`, message: `must have property "${name}"` });
    }
  }
  errors.push(...signInErrors(file, config));
  ((config['entryHosts'] ?? []) as { to: string }[]).forEach((rule, index) => {
    if (rule.to === 'speedTest' && links['speedTest'] === undefined) {
      errors.push({ file, path: `/entryHosts/${index}`, message: 'sends players to the speed test, but /links/speedTest is missing' });
    }
  });
  const agentMenu = config['agentMenu'] as string[];
  const layout = config['layout'] as Record<string, Json[]>;
  for (const [slot, items] of Object.entries(layout)) {
    items.forEach((item, index) => {
      const type = item['type'] as string;
      const key = item['key'];
      if (slot === 'agentGrid' && type === 'agentLink' && typeof key !== 'string') {
        errors.push({ file, path: `/layout/agentGrid/${index}`, message: 'an agentLink must name its agent menu key in "key"' });
      }
      if (slot === 'agentGrid' && typeof key === 'string' && !agentMenu.includes(key)) {
        errors.push({ file, path: `/layout/agentGrid/${index}/key`, message: `"${key}" is not in agentMenu (${agentMenu.join(', ')})` });
      }
      const icon = item['icon'];
      if (typeof icon === 'string' && !ICON_NAMES.includes(icon)) {
        errors.push({ file, path: `/layout/${slot}/${index}/icon`, message: `"${icon}" is not a built-in icon (known: ${ICON_NAMES.join(', ')})` });
      }
      if (type === 'link' && typeof item['to'] !== 'string') {
        errors.push({ file, path: `/layout/${slot}/${index}`, message: 'a link must say where it goes in "to"' });
      }
    });
  }
  errors.push(...contrastErrors(file, config['theme'] as Merchant['theme']));
  errors.push(...brandAssetErrors(file, config['theme'] as Merchant['theme'], join(dir, code, 'assets'), `merchants/${code}/assets`));
  const jackpot = (config['constants'] as Json)['jackpot'] as Json;
  if ((jackpot['min'] as number) > (jackpot['max'] as number)) {
    errors.push({ file, path: '/constants/jackpot/min', message: 'must not be above max' });
  }
  if ((jackpot['stepMin'] as number) > (jackpot['stepMax'] as number)) {
    errors.push({ file, path: '/constants/jackpot/stepMin', message: 'must not be above stepMax' });
  }
  return errors;
}

/** A listed language ships only with every interface text of it (issue 36 point 6): missing ones are counted per namespace. */
function languageTextErrors(file: string, languages: readonly string[]): ConfigError[] {
  return languages.flatMap((code, index) => {
    const locale = languageCore(code)?.locale;
    if (locale === undefined) return [];
    const missing = missingKeys(locale);
    if (missing.length === 0) return [];
    const count = missing.reduce((sum, { keys }) => sum + keys.length, 0);
    return [{ file, path: `/languages/${index}`, message: `${code} has no complete texts: ${count} keys missing in src/i18n/locales/${locale}/ (${describeMissing(missing)}); npm run check-locales lists them` }];
  });
}

export interface MerchantResult {
  code: string;
  errors: ConfigError[];
  /** The merged config, present only when it is valid. */
  config?: Merchant;
}

/** Validates one merchant folder: merchant.json after `extends` merging, then registration.json. */
export function validateMerchant(code: string, dir = MERCHANTS_DIR): MerchantResult {
  const resolved = resolveMerchant(code, dir);
  if (!resolved.ok) return { code, errors: resolved.errors };
  const file = merchantFile(code);
  const errors: ConfigError[] = validateMerchantSchema(resolved.config)
    ? semanticErrors(code, resolved.config, dir)
    : schemaErrors(validateMerchantSchema.errors, file);
  const registration = readMerchantJson(code, 'registration.json', dir);
  if (!registration.ok) errors.push(registration.error);
  else if (!validateRegistrationSchema(registration.value)) {
    errors.push(...schemaErrors(validateRegistrationSchema.errors, merchantFile(code, 'registration.json')));
  }
  return errors.length > 0 ? { code, errors } : { code, errors, config: resolved.config as unknown as Merchant };
}

export function validateAll(dir = MERCHANTS_DIR): MerchantResult[] {
  return listMerchantCodes(dir).map((code) => validateMerchant(code, dir));
}

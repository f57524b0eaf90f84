/**
 * The dimensions of QA's matrix (issue 17 point 1), read from the schema and the merchant's config, never
 * typed here: a flag, module, agent menu key, template or language added to the schema or a merchant
 * becomes a dimension of the next run without touching the runner.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../lib/paths.ts';
import { PSEUDO_VARIANTS } from '../qa-panel/pseudo.ts';

export type Value = string | number | boolean;

/**
 * One dimension: its name in a row, its values, the value the merchant runs with when the dimension is
 * not varied (`--full --only` holds the others there), and where the values come from (shown by `--list`).
 */
export interface Dimension {
  name: string;
  values: readonly Value[];
  fallback: Value;
  source: string;
}

/** The sessions a combination may run as: a guest, the sandbox's member of each real type, a trial account and an agent (SPEC 6, D4). */
export const SESSIONS = ['guest', 'type0', 'type1', 'type2', 'trial', 'agent'] as const;
export type Session = (typeof SESSIONS)[number];

/** System status codes of SPEC 4: 0 normal, 1 maintenance, 2 region restriction. */
export const STATUSES = [0, 1, 2] as const;

/** The two phone sizes the issue names; the journeys' phone is the second. */
export const VIEWPORTS = ['320x640', '390x844'] as const;

interface SchemaDefs {
  $defs: Record<string, { enum?: string[] }>;
  properties: { templates: { properties: Record<string, { enum?: string[] }> } };
}

/** The facts of a merchant the matrix needs (its resolved config, after `extends`). */
export interface MerchantFacts {
  code: string;
  languages: readonly string[];
  defaultLanguage: string;
  theme: Readonly<Record<string, unknown>> & { default: string };
  whitelabel: Readonly<Record<string, boolean>>;
  modules: Readonly<Record<string, boolean>>;
  agentMenu: readonly string[];
  templates: Readonly<Record<string, string>>;
}

export function readMerchantSchema(dir = SCHEMAS_DIR): SchemaDefs {
  return JSON.parse(readFileSync(join(dir, 'merchant.schema.json'), 'utf8')) as SchemaDefs;
}

function enumOf(schema: SchemaDefs, def: string): readonly string[] {
  const values = schema.$defs[def]?.enum;
  if (values === undefined) throw new Error(`schemas/merchant.schema.json: /$defs/${def} has no enum`);
  return values;
}

/** The theme modes a merchant defines tokens for (dark, light). */
function themeModes(merchant: MerchantFacts): string[] {
  return ['dark', 'light'].filter((mode) => typeof merchant.theme[mode] === 'object');
}

/** Every dimension of one merchant's matrix, in a fixed order so the covering set is stable. */
export function merchantDimensions(merchant: MerchantFacts, schema: SchemaDefs): Dimension[] {
  const config = `merchants/${merchant.code}`;
  const onOff = (prefix: string, def: string, fallback: (name: string) => boolean): Dimension[] =>
    enumOf(schema, def).map((name) => ({ name: `${prefix}:${name}`, values: [true, false], fallback: fallback(name), source: `schema $defs/${def}` }));
  const templates = Object.entries(schema.properties.templates.properties).map(([name, def]): Dimension => {
    if (def.enum === undefined) throw new Error(`schemas/merchant.schema.json: /properties/templates/properties/${name} has no enum`);
    return { name: `template:${name}`, values: def.enum, fallback: merchant.templates[name] ?? def.enum[0]!, source: 'schema templates' };
  });
  return [
    { name: 'session', values: SESSIONS, fallback: 'guest', source: 'SPEC 6 session kinds: the sandbox accounts' },
    { name: 'status', values: STATUSES, fallback: 0, source: 'SPEC 4 system status' },
    { name: 'language', values: merchant.languages, fallback: merchant.defaultLanguage, source: `${config} languages` },
    { name: 'theme', values: themeModes(merchant), fallback: merchant.theme.default, source: `${config} theme` },
    { name: 'pseudo', values: ['off', ...PSEUDO_VARIANTS], fallback: 'off', source: 'QA pseudo-locales: longer accented texts, XB right to left (scripts/qa-panel/pseudo.ts)' },
    { name: 'viewport', values: VIEWPORTS, fallback: '390x844', source: 'issue 17: the two phone sizes' },
    ...templates,
    ...onOff('flag', 'flagName', (name) => merchant.whitelabel[name] === true),
    ...onOff('module', 'moduleId', (name) => merchant.modules[name] === true),
    ...onOff('agentMenu', 'agentMenuKey', (name) => merchant.agentMenu.includes(name)),
  ];
}

/**
 * The JSON Schemas of the platform contract in ajv: the sandbox validates requests and answers with them,
 * npm run gen checks them before it writes a type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { ContractEndpoint } from './endpoint-contract.ts';
import { SCHEMAS_DIR } from './paths.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const API_DIR = join(SCHEMAS_DIR, 'api');
const readJson = (file: string): object => JSON.parse(readFileSync(file, 'utf8')) as object;
const familyFiles = (): string[] => readdirSync(API_DIR).filter((f) => f.endsWith('.schema.json')).sort();

const familyId = (family: string): string => `https://whitelabel.local/schemas/api/${family}.schema.json`;

/** The $id of a definition of schemas/api/<family>.schema.json. */
export const definitionRef = (family: string, name: string): string => `${familyId(family)}#/definitions/${name}`;

/** An ajv holding schemas/api/*.schema.json and the registration and merchant schemas they reference. */
export function contractAjv(options: Options): Ajv {
  const ajv = new Ajv(options);
  addFormats(ajv);
  // Annotations for others: editors show enumDescriptions (VS Code), json-schema-to-typescript reads tsType.
  ajv.addVocabulary(['enumDescriptions', 'tsType']);
  for (const file of ['registration.schema.json', 'merchant.schema.json']) ajv.addSchema(readJson(join(SCHEMAS_DIR, file)));
  for (const file of familyFiles()) ajv.addSchema(readJson(join(API_DIR, file)));
  return ajv;
}

/**
 * Compiles each family in ajv's strict mode, which refuses what a hand edit gets wrong (an unknown keyword,
 * a required property that is not declared), and finds each definition the contract names. Throws naming
 * every problem.
 */
export function checkContractSchemas(contract: Readonly<Record<string, ContractEndpoint>>): void {
  // Compiled to be checked, never run: unoptimised code halves the time.
  const ajv = contractAjv({ strict: true, allowUnionTypes: true, code: { optimize: false } });
  const problems: string[] = [];
  for (const file of familyFiles()) {
    try {
      ajv.compile({ $ref: familyId(file.replace(/\.schema\.json$/, '')) });
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  for (const [name, ep] of Object.entries(contract)) {
    for (const definition of [ep.request, ep.response]) {
      if (definition === undefined) continue;
      try {
        if (ajv.getSchema(definitionRef(ep.family, definition)) === undefined) problems.push(`${name}: ${ep.family}.schema.json has no definition ${definition}`);
      } catch (error) {
        problems.push(`${name}: ${definition}: ${(error as Error).message}`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`schemas/api is not a valid contract:\n  ${problems.join('\n  ')}`);
}

/**
 * docs/reference/platform-contract.md from schemas/api/endpoints.json and schemas/api/<family>.schema.json
 * (issue 34 point 2): per family its endpoints (method, path, auth, body, request and response) and the
 * fields of each of its definitions. A definition's fields are listed one definition deep: an inline object
 * or array of objects is opened by path (`banks[].code`), a named definition is linked to its own entry.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type ContractEndpoint, ENDPOINT_CONTRACT_FILE, type ErrorCatalogue, readErrorCatalogue } from './endpoint-contract.ts';
import { generatedMarkdownBanner } from './generated-banner.ts';
import { ROOT, SCHEMAS_DIR } from './paths.ts';
import { baseType, cell, code, descriptionOf, expand, isSchema, type Node, prose, readSchema, type Schema, slug, table, typeText } from './schema-docs.ts';

const API_DIR = join(SCHEMAS_DIR, 'api');

const familyOf = (file: string): string | undefined => {
  const inApi = relative(API_DIR, file);
  return /^[a-z]+\.schema\.json$/.test(inApi) ? inApi.replace(/\.schema\.json$/, '') : undefined;
};

const anchor = (family: string, definition: string): string => slug(family, definition);
const link = (family: string, definition: string): string => `[${definition}](#${anchor(family, definition)})`;

/**
 * A named definition of a family is linked (with its base type when it is no object); one outside
 * schemas/api that is an object is named with its file; a scalar outside is described in place.
 */
function nameOf(node: Node): string | undefined {
  const ref = node.ref;
  if (ref === undefined) return undefined;
  const family = familyOf(ref.file);
  const isObject = baseType(node).includes('object');
  if (family !== undefined && ref.id.includes('#/definitions/')) return isObject ? link(family, ref.name) : `${baseType(node)} (${link(family, ref.name)})`;
  return isObject ? `${code(ref.name)} (${relative(ROOT, ref.file)})` : undefined;
}

/** An inline object, or an array of them, whose fields this definition's table opens by path. */
function opensInline(node: Node): boolean {
  return node.ref === undefined && node.properties.length > 0;
}

function fieldRows(node: Node, prefix: string, rows: string[][]): void {
  for (const property of node.properties) {
    const child = expand(property.schema, property.file);
    const path = `${prefix}${property.name}`;
    const items = isSchema(child.schema['items']) ? expand(child.schema['items'], child.file) : undefined;
    const openItems = items !== undefined && opensInline(items);
    rows.push([code(path), cell(typeText(child, { name: nameOf, shortItems: openItems })), node.required.has(property.name) ? 'yes' : 'no', cell(descriptionOf(child.schema))]);
    if (opensInline(child)) fieldRows(child, `${path}.`, rows);
    if (items !== undefined && openItems) fieldRows(items, `${path}[].`, rows);
  }
}

const bodyOf = (endpoint: ContractEndpoint): string => {
  if (endpoint.request === undefined) return '—';
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return 'query';
  if (endpoint.multipart === true) return 'multipart';
  if (endpoint.form === true) return 'form';
  return endpoint.encrypted === true ? 'JSON or JWE' : 'JSON';
};

/** The families: those the endpoints name, in the order they first appear, then the others by name. */
function familyOrder(contract: Readonly<Record<string, ContractEndpoint>>, apiDir: string): string[] {
  const named = [...new Set(Object.values(contract).map((endpoint) => endpoint.family))];
  const others = readdirSync(apiDir).filter((file) => file.endsWith('.schema.json')).map((file) => file.replace(/\.schema\.json$/, '')).filter((family) => !named.includes(family)).sort();
  return [...named, ...others];
}

/** A family's description without the sentence every family file shares about its root object. */
const familyDescription = (schema: Schema): string => descriptionOf(schema).replace(/\s*The root object only indexes the shapes of this family; it is never sent on the wire\./, '');

function familySection(family: string, contract: Readonly<Record<string, ContractEndpoint>>, apiDir: string): string[] {
  const file = join(apiDir, `${family}.schema.json`);
  const schema = readSchema(file);
  const endpoints = Object.entries(contract).filter(([, endpoint]) => endpoint.family === family);
  const lines = ['', `## <a id="${slug(family)}"></a>${family}`, '', `${prose(familyDescription(schema))} Schemas: [${relative(ROOT, file)}](../../${relative(ROOT, file)}).`];
  if (endpoints.length > 0) {
    const rows = endpoints.map(([name, endpoint]) => [
      code(name), endpoint.method, code(endpoint.path), endpoint.auth, bodyOf(endpoint),
      endpoint.request === undefined ? '—' : link(family, endpoint.request), link(family, endpoint.response),
      (endpoint.errors ?? []).map((error) => `[${code(error)}](#${slug('error', error)})`).join(', ') || '—',
    ]);
    lines.push('', ...table(['Endpoint', 'Method', 'Path', 'Auth', 'Body', 'Request', 'Response', 'Own error codes'], rows));
  } else {
    lines.push('', 'No platform endpoint names this family.');
  }
  const definitions = isSchema(schema['definitions']) ? Object.entries(schema['definitions']) : [];
  for (const [name, definition] of definitions) {
    if (!isSchema(definition)) continue;
    const node = expand(definition, file);
    const usedBy = endpoints.flatMap(([endpoint, { request, response }]) => [
      ...(request === name ? [`${code(endpoint)} request`] : []), ...(response === name ? [`${code(endpoint)} response`] : []),
    ]);
    lines.push('', `### <a id="${anchor(family, name)}"></a>${name}`, '');
    const description = prose(descriptionOf(definition));
    lines.push([description, usedBy.length > 0 ? `Used as: ${usedBy.join(', ')}.` : ''].filter(Boolean).join(' ') || '—');
    if (node.properties.length === 0) {
      lines.push('', `Type: ${prose(typeText(node, { name: nameOf }))}.`);
      continue;
    }
    const rows: string[][] = [];
    fieldRows(node, '', rows);
    lines.push('', ...table(['Field', 'Type', 'Required', 'Description'], rows));
  }
  return lines;
}

/** The error codes: each with the name the code base uses and its meaning, and which calls may answer it. */
function errorSection(catalogue: ErrorCatalogue, contract: Readonly<Record<string, ContractEndpoint>>): string[] {
  const scope = (error: string): string => [
    ...(catalogue.everyEndpoint.includes(error) ? ['every call'] : []),
    ...(catalogue.sessionRequired.includes(error) ? ['every call with auth `required`'] : []),
    ...(catalogue.jsonBody.includes(error) ? ['every call with a JSON body'] : []),
    ...Object.entries(contract).filter(([, endpoint]) => endpoint.errors?.includes(error) === true).map(([name]) => code(name)),
  ].join(', ') || '—';
  const rows = Object.entries(catalogue.codes).map(([error, { name, description }]) => [
    `<a id="${slug('error', error)}"></a>${code(error)}`, code(`API_ERROR.${name}`), cell(description), scope(error),
  ]);
  return [
    '', '## <a id="errors"></a>Error codes', '',
    'From [schemas/api/errors.json](../../schemas/api/errors.json): an error answer is `{ success: false, code, message }`',
    `(the envelope is ${link('common', 'ErrorResponse')}); the sandbox answers a code its endpoint may not answer as a 500.`,
    '', ...table(['Code', 'In the code base', 'Meaning', 'Answered by'], rows),
  ];
}

/** The page's text. */
export function renderContractReference(contract: Readonly<Record<string, ContractEndpoint>>, apiDir: string = API_DIR, catalogue: ErrorCatalogue = readErrorCatalogue()): string {
  const families = familyOrder(contract, apiDir);
  const count = (family: string): number => Object.values(contract).filter((endpoint) => endpoint.family === family).length;
  const lines = [
    generatedMarkdownBanner(ENDPOINT_CONTRACT_FILE, 'the contract (schemas/api/endpoints.json and the family schemas beside it)', 'scripts/gen-docs.ts'),
    '',
    '# Platform contract reference',
    '',
    `Every endpoint of the platform contract, read from [schemas/api/endpoints.json](../../schemas/api/endpoints.json),`,
    'and the fields of every definition of its families (`schemas/api/<family>.schema.json`), grouped by family.',
    'What a platform must do beyond these shapes (envelope, errors, encryption, the rules it must keep) is in',
    '[platform.md](../platform.md).',
    '',
    '- Auth: `required` (no session: 401), `optional` (a session adds per-member data) or `none`.',
    '- Body: `query` (the request is the query string of a GET or DELETE), `JSON`, `JSON or JWE` (the body may',
    '  be, or when the platform demands must be, a compact JWE: `encrypted` in endpoints.json), `multipart`',
    '  (multipart/form-data with files), `form` (application/x-www-form-urlencoded, only with a session), `—` (none).',
    '- Response: the success envelope `{ success: true, value }`; every failure is',
    `  ${link('common', 'ErrorResponse')}.`,
    '- Fields: a definition\'s own fields, and those of an inline object or array of objects by path',
    '  (`banks[].code`); a field of a named definition links to it. Required: whether the object holding the',
    '  field must have it.',
    '',
    '## Families',
    '',
    ...families.map((family) => `- [${family}](#${slug(family)}): ${count(family) === 0 ? 'no endpoint' : `${count(family)} endpoint${count(family) === 1 ? '' : 's'}`}`),
    '- [Error codes](#errors)',
  ];
  for (const family of families) lines.push(...familySection(family, contract, apiDir));
  lines.push(...errorSection(catalogue, contract));
  return `${lines.join('\n')}\n`;
}

/** The contract's endpoints and what npm run gen writes from them: the client's table and the endpoint map that types the client and the sandbox (SPEC 7, DESIGN 4). */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_CONTRACT_FILE, readEndpointContract, readErrorCatalogue } from '../../../scripts/lib/endpoint-contract.ts';
import { renderEndpointMap } from '../../../scripts/lib/endpoint-map.ts';
import { renderEndpointTable } from '../../../scripts/lib/endpoint-table.ts';
import { API_ERROR, ENDPOINTS } from '../../../src/api/endpoints.ts';
import { ROOT, runScript } from './helpers.ts';

const MAP_FILE = join(ROOT, 'src', 'generated', 'api', 'endpoint-map.ts');
const TABLE_FILE = join(ROOT, 'src', 'generated', 'api', 'endpoints.ts');

/** The endpoint names the generated EndpointMap declares. */
function mapEntries(text: string): string[] {
  const body = /export interface EndpointMap \{\n([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  return body.split('\n').map((line) => /^ {2}(\w+): \{/.exec(line)?.[1]).filter((name) => name !== undefined);
}

function scratchContract(edit: (endpoints: Record<string, unknown>) => void): string {
  const json = JSON.parse(readFileSync(ENDPOINT_CONTRACT_FILE, 'utf8')) as { endpoints: Record<string, unknown> };
  edit(json.endpoints);
  const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'endpoints.json');
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe('endpoint map', () => {
  it('has one entry per endpoint of the contract, with request, response and value', () => {
    const text = readFileSync(MAP_FILE, 'utf8');
    expect(mapEntries(text).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    expect(text).toContain("  login: { request: session.LoginRequest; response: session.LoginResponse; value: session.LoginResponse['value'] };");
    expect(text).toContain('  logout: { request: undefined; response: session.LogoutResponse; value: undefined };');
  });

  it('is what npm run gen writes from schemas/api/endpoints.json, as is the client\'s endpoint table', () => {
    const contract = readEndpointContract();
    expect(readFileSync(MAP_FILE, 'utf8')).toBe(renderEndpointMap(contract));
    expect(readFileSync(TABLE_FILE, 'utf8')).toBe(renderEndpointTable(contract));
    for (const [name, ep] of Object.entries(contract)) {
      expect(ENDPOINTS[name as keyof typeof ENDPOINTS], name).toEqual({ method: ep.method, path: ep.path, ...(ep.encrypted ? { encrypted: true } : {}), ...(ep.multipart ? { multipart: true } : {}), ...(ep.form ? { form: true } : {}) });
    }
  });

  it('comes from a contract whose every entry is well formed, each route its own', () => {
    const file = scratchContract((endpoints) => {
      endpoints['login'] = { ...(endpoints['login'] as object), method: 'FETCH', auth: 'sometimes' };
      endpoints['wallet'] = { ...(endpoints['wallet'] as object), encryptd: true };
      endpoints['walletV9'] = { ...(endpoints['wallet'] as object), encryptd: undefined };
    });
    expect(() => readEndpointContract(file)).toThrow(
      /login\.method must be GET, POST, PUT, DELETE[\s\S]*login\.auth must be none, optional, required or agent[\s\S]*wallet\.encryptd is not a field[\s\S]*walletV9: GET \/wps\/member\/wallet is wallet's route already/,
    );
  });

  it('names only error codes of the catalogue, each with a name of its own and a meaning', () => {
    const file = scratchContract((endpoints) => {
      endpoints['login'] = { ...(endpoints['login'] as object), errors: ['LOGIN_FAILED', 'LOGIN_FAILD'] };
      endpoints['logout'] = { ...(endpoints['logout'] as object), errors: 'NOT_FOUND' };
    });
    expect(() => readEndpointContract(file)).toThrow(/login\.errors: LOGIN_FAILD is not a code of schemas\/api\/errors\.json[\s\S]*logout\.errors must be a list/);
    const catalogue = readErrorCatalogue();
    const scratch = join(mkdtempSync(join(tmpdir(), 'errors-')), 'errors.json');
    writeFileSync(scratch, JSON.stringify({ ...catalogue, codes: { ...catalogue.codes, AGAIN: { name: 'loginFailed', description: '' } }, jsonBody: ['NOPE'] }));
    expect(() => readErrorCatalogue(scratch)).toThrow(/AGAIN: the name "loginFailed" is LOGIN_FAILED's already[\s\S]*AGAIN: says what it means[\s\S]*jsonBody: NOPE is not a code/);
    expect(Object.values(API_ERROR).sort()).toEqual(Object.keys(catalogue.codes).sort());
  });

  it('npm run gen:check fails when the endpoint map is stale, and passes when it is fresh', () => {
    const dir = mkdtempSync(join(tmpdir(), 'generated-'));
    cpSync(join(ROOT, 'src', 'generated'), dir, { recursive: true });
    expect(runScript('gen-types.ts', ['--check'], { GENERATED_DIR: dir }).status).toBe(0);
    const stale = join(dir, 'api', 'endpoint-map.ts');
    writeFileSync(stale, readFileSync(stale, 'utf8').replace(/^ {2}wallet: .*\n/m, ''));
    const result = runScript('gen-types.ts', ['--check'], { GENERATED_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('api/endpoint-map.ts');
  });
});

/** The endpoint map that types the client and the sandbox (issue 13 point 6, SPEC 7, DESIGN 4). */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_CONTRACT_FILE, readEndpointContract } from '../../../scripts/lib/endpoint-contract.ts';
import { renderEndpointMap } from '../../../scripts/lib/endpoint-map.ts';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { ROOT, runScript } from './helpers.ts';

const MAP_FILE = join(ROOT, 'src', 'generated', 'api', 'endpoint-map.ts');

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
  it('has one entry per endpoint of src/api/endpoints.ts, with request, response and value', () => {
    const text = readFileSync(MAP_FILE, 'utf8');
    expect(mapEntries(text).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    expect(text).toContain("  login: { request: session.LoginRequest; response: session.LoginResponse; value: session.LoginResponse['value'] };");
    expect(text).toContain('  logout: { request: undefined; response: session.LogoutResponse; value: undefined };');
  });

  it('is what npm run gen writes from schemas/api/endpoints.json', () => {
    expect(readFileSync(MAP_FILE, 'utf8')).toBe(renderEndpointMap(readEndpointContract()));
  });

  it('comes from a contract that names every endpoint and nothing else', () => {
    const file = scratchContract((endpoints) => {
      delete endpoints['wallet'];
      endpoints['walletV9'] = { family: 'member', response: 'WalletResponse', auth: 'required' };
      endpoints['login'] = { family: 'session', request: 'LoginRequest', response: 'LoginResponse', auth: 'sometimes' };
    });
    expect(() => readEndpointContract(file)).toThrow(/wallet: no entry[\s\S]*walletV9: no such endpoint[\s\S]*login\.auth must be none, optional or required/);
  });

  it('refuses a contract naming a definition its family lacks', () => {
    const contract = { ...readEndpointContract(), wallet: { ...readEndpointContract().wallet, response: 'PurseResponse' } };
    expect(() => renderEndpointMap(contract)).toThrow('wallet: member.schema.json has no definition PurseResponse');
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
  }, 30_000);
});

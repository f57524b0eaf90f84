/**
 * A handler answering off the contract fails (SPEC 7, 8): every success answer is checked against its
 * endpoint's response definition, and every error code against the codes its endpoint lists, so a handler
 * whose data or refusal strays is a 500, never a silent pass.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINT_CONTRACT_FILE } from '../../../scripts/lib/endpoint-contract.ts';
import { API_ERROR } from '../../../src/api/endpoints.ts';
import { call, startSandbox, type TestSandbox } from './helpers.ts';

describe('an answer off the contract', () => {
  let s: TestSandbox | undefined;
  afterEach(() => s?.close());

  /** A sandbox whose partners handler answers a kind PartnersResponse does not list. */
  const offContract = async (validateResponses: boolean): Promise<TestSandbox> => {
    s = await startSandbox({ rateLimits: false, validateResponses });
    s.app.sandbox.db.run("UPDATE partners SET kind = 'casino'");
    return s;
  };

  it('is a 500 naming the definition and the field it breaks', async () => {
    const res = await call((await offContract(true)).app, 'partners');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: API_ERROR.internal });
    expect(res.body.message).toMatch(/^response breaks PartnersResponse: response\.value\.list\.0\.kind must be equal to one of the allowed values/);
  });

  it('is caught by the response check alone: without it the same answer goes out', async () => {
    const res = await call((await offContract(false)).app, 'partners');
    expect(res.status).toBe(200);
    expect(res.body.value.list[0].kind).toBe('casino');
  });
});

describe('an error code off the contract', () => {
  let s: TestSandbox | undefined;
  afterEach(() => s?.close());

  /** A sandbox whose contract no longer lists LOGIN_FAILED for login (the handler still answers it). */
  const withoutLoginFailed = async (validateResponses: boolean): Promise<TestSandbox> => {
    s = await startSandbox({ rateLimits: false, validateResponses });
    const contract = JSON.parse(readFileSync(ENDPOINT_CONTRACT_FILE, 'utf8')) as { endpoints: Record<string, { errors?: string[] }> };
    const login = contract.endpoints['login']!;
    expect(login.errors).toContain(API_ERROR.loginFailed);
    login.errors = login.errors!.filter((code) => code !== API_ERROR.loginFailed);
    const file = join(s.dir, 'endpoints.json');
    writeFileSync(file, JSON.stringify(contract));
    await s.close(false);
    s = await startSandbox({ rateLimits: false, validateResponses, endpointContractFile: file }, s.dir);
    return s;
  };

  it('is a 500 naming the code and the endpoint', async () => {
    const res = await call((await withoutLoginFailed(true)).app, 'login', { username: 'demo01', password: 'wrong-password' });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: API_ERROR.internal });
    expect(res.body.message).toMatch(/^error LOGIN_FAILED is not in the contract of login/);
  });

  it('is caught by the check alone: without it the refusal goes out as the handler made it', async () => {
    const res = await call((await withoutLoginFailed(false)).app, 'login', { username: 'demo01', password: 'wrong-password' });
    expect(res.body).toMatchObject({ success: false, code: API_ERROR.loginFailed });
  });
});

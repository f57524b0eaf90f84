/**
 * A handler answering off the contract fails (SPEC 7): every success answer is checked against its
 * endpoint's response definition, so a handler whose data strays is a 500, never a silent pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
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

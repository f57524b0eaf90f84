import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../src/api/endpoints.ts';
import { readEndpointContract } from '../../../scripts/lib/endpoint-contract.ts';
import { call, login, startSandbox, trial, type TestSandbox } from './helpers.ts';

const CONTRACT = readEndpointContract();
const AGENT_CALLS = (Object.entries(CONTRACT) as [EndpointName, (typeof CONTRACT)[EndpointName]][]).filter(([, ep]) => ep.auth === 'agent');

describe('agent calls are an agent\'s alone (SPEC 6, 7 Agent)', () => {
  let s: TestSandbox;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
    // demo01 is type 1 (a type the front end counts as an agent's) without the platform's agent flag
    tokens['demo01, type 1, no agent flag'] = await login(s.app, 'demo01');
    tokens['demo00, type 0'] = await login(s.app, 'demo00');
    tokens['a trial account'] = await trial(s.app);
    tokens['agent01'] = await login(s.app, 'agent01', 'Agent@1234');
  });
  afterAll(() => s.close());

  it('every call under /wps/agent/ says so in the contract', () => {
    const paths = Object.entries(CONTRACT).filter(([, ep]) => ep.path.startsWith('/wps/agent/'));
    expect(paths.length).toBeGreaterThan(10);
    for (const [name, ep] of paths) expect(ep.auth, name).toBe('agent');
  });

  for (const [name, ep] of AGENT_CALLS) {
    it(`${ep.method} ${ep.path} (${name}): refused to every member who is not an agent, before the request is read; answered to the agent`, async () => {
      for (const who of ['demo01, type 1, no agent flag', 'demo00, type 0', 'a trial account']) {
        const refused = await call(s.app, name, {}, tokens[who]);
        expect(refused.status, who).toBe(403);
        expect(refused.body, who).toMatchObject({ success: false, code: 'NO_PERMISSION', message: 'Sorry, this account does not have permission or the feature is temporarily unavailable' });
      }
      expect((await call(s.app, name, {})).status).toBe(401);
      // the agent passes the check: an empty request is answered or refused for what it lacks, never for who sends it
      expect((await call(s.app, name, {}, tokens['agent01'])).status).not.toBe(403);
    });
  }
});

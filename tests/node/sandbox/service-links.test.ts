import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeServiceLinks } from '../../../src/api/customer-service.ts';
import { usableServiceLinks } from '../../../src/config/effective-config.ts';
import { brandHosts } from '../../../src/config/safe-url.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { call, startSandbox, type TestSandbox } from './helpers.ts';

const TTSLOT = JSON.parse(readFileSync(join(ROOT, 'merchants', 'ttslot', 'merchant.json'), 'utf8')) as Parameters<typeof brandHosts>[0];

describe('the sandbox\'s customer-service links', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('pass the URL rule a real platform\'s must: every link is a full URL the app opens, its chat on the host the page came from', async () => {
    const host = { host: '127.0.0.1:4120' };
    const fromStatus = decodeServiceLinks((await call(s.app, 'systemStatus', {}, undefined, host)).body.value.info.customerService);
    const fromList = decodeServiceLinks((await call(s.app, 'customerService', {}, undefined, host)).body.value.version.pathList);
    expect(fromStatus).toEqual(fromList);
    expect(fromList.find((link) => link.type === 'CS')?.url).toBe('http://127.0.0.1:4120/__sandbox/chat?service=cs');
    expect(usableServiceLinks(fromList, brandHosts(TTSLOT, '127.0.0.1'))).toEqual(fromList);
    expect(fromList).toHaveLength(3);
    // behind the dev server's proxy the request's Host is the sandbox's; the page's host comes in X-Forwarded-Host
    const proxied = decodeServiceLinks((await call(s.app, 'customerService', {}, undefined, { host: '127.0.0.1:8787', 'x-forwarded-host': 'localhost:5173' })).body.value.version.pathList);
    expect(proxied.find((link) => link.type === 'CS')?.url).toBe('http://localhost:5173/__sandbox/chat?service=cs');
  });
});

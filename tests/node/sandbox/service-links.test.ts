import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeServiceLinks } from '../../../src/api/customer-service.ts';
import { usableServiceLinks } from '../../../src/config/effective-config.ts';
import { brandHosts } from '../../../src/config/safe-url.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { call, startSandbox, type TestSandbox } from './helpers.ts';

const configOf = (code: string) => JSON.parse(readFileSync(join(ROOT, 'merchants', code, 'merchant.json'), 'utf8')) as Parameters<typeof brandHosts>[0];
const TTSLOT = configOf('ttslot');
const MERCHANTS = readdirSync(join(ROOT, 'merchants'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

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

  // A messenger on a host the brand does not allow would be refused on its pages (lotus allows Zalo, not WhatsApp).
  it.each(MERCHANTS)('%s: every seeded link passes the brand\'s own URL rule', async (code) => {
    const own = code === 'ttslot' ? s : await startSandbox({ merchant: code, rateLimits: false });
    try {
      const links = decodeServiceLinks((await call(own.app, 'customerService', {}, undefined, { host: '127.0.0.1:4120' })).body.value.version.pathList);
      expect(links.length).toBeGreaterThanOrEqual(3);
      expect(usableServiceLinks(links, brandHosts(configOf(code), '127.0.0.1'))).toEqual(links);
    } finally {
      if (own !== s) await own.close();
    }
  });
});

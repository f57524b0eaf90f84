/** Headers of every answer of the preview, as a CDN in front of the platform must send them. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, startSandbox, type TestSandbox } from './helpers.ts';

const PAGE = `<!doctype html><title>TT</title>${'<p>brand page</p>'.repeat(200)}`;

describe('preview headers', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    const dir = join(process.env['TMPDIR'] ?? '/tmp', `headers-${process.pid}-${Date.now()}`);
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'ttslot'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'ttslot', 'index.html'), PAGE);
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    writeFileSync(join(dist, 'ttslot', 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
    s = await startSandbox({ staticDir: dist, rateLimits: false }, dir);
  });
  afterAll(() => s.close());

  it('the page carries the strict CSP with form-action, Trusted Types and a report endpoint', async () => {
    const csp = (await s.app.inject({ method: 'GET', url: '/m/home' })).headers['content-security-policy'] as string;
    const directives = csp.split(';').map((d) => d.trim());
    expect(directives).toEqual(expect.arrayContaining(["form-action 'self'", "require-trusted-types-for 'script'", 'trusted-types dompurify service-worker', "worker-src 'self'", 'report-uri /__sandbox/csp-report', "object-src 'none'", "base-uri 'none'"]));
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('every answer says nosniff and strict-origin-when-cross-origin; API answers are never stored', async () => {
    for (const url of ['/m/home', '/assets/app-abc.js', '/wps/system/status', '/cdn/ttslot/game/100001.png', '/wps/no-such-call', '/__sandbox/state']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    expect((await s.app.inject({ method: 'GET', url: '/wps/system/status' })).headers['cache-control']).toBe('no-store');
    expect((await s.app.inject({ method: 'GET', url: '/assets/app-abc.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the brand\'s service worker is served at the root, never kept stale, as script', async () => {
    const worker = await s.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('addEventListener("fetch"');
  });

  it('the page is compressed for browsers that take brotli or gzip', async () => {
    const br = await s.app.inject({ method: 'GET', url: '/m/home', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    const gzip = await s.app.inject({ method: 'GET', url: '/m/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);
    const plain = await s.app.inject({ method: 'GET', url: '/m/home', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
  });

  it('violation reports are logged and listed; anything else sent there is a 400', async () => {
    const report = { 'csp-report': { 'document-uri': 'http://127.0.0.1/m/home', 'violated-directive': 'require-trusted-types-for', 'blocked-uri': 'trusted-types-sink' } };
    const sent = await s.app.inject({ method: 'POST', url: '/__sandbox/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(report) });
    expect(sent.statusCode).toBe(204);
    const listed = (await control(s.app, '/__sandbox/csp-reports')).body as { reports: unknown[] };
    expect(listed.reports).toContainEqual(report['csp-report']);
    const broken = await s.app.inject({ method: 'POST', url: '/__sandbox/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: '{not json' });
    expect(broken.statusCode).toBe(400);
  });
});

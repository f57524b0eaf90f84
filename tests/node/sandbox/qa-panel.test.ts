/** The sandbox's side of the QA flag panel: its config, its script, the page's tag. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, startSandbox, type TestSandbox } from './helpers.ts';

const HEADER = { 'x-sandbox-control': '1' };

describe('QA flag panel in the sandbox', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('lists every switchable dimension with the sandbox\'s value now, behind the control header', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/__sandbox/qa-panel' })).statusCode).toBe(403);
    await control(s.app, '/__sandbox/flags', { CBS3: false });
    await control(s.app, '/__sandbox/platform', { modules: { REWCEN3: false }, agentMenu: ['GAMSER'] });
    await control(s.app, '/__sandbox/status', { regionRestriction: true });
    const answer = await s.app.inject({ method: 'GET', url: '/__sandbox/qa-panel', headers: HEADER });
    const dims = new Map((answer.json() as { dimensions: { name: string; values: unknown[]; now?: unknown }[] }).dimensions.map((d) => [d.name, d]));
    expect(dims.get('status')).toEqual({ name: 'status', values: [0, 1, 2], now: 2 });
    expect(dims.get('language')).toEqual({ name: 'language', values: ['EN', 'TY'] });
    expect(dims.get('flag:CBS3')?.now).toBe(false);
    expect(dims.get('flag:USERNAMEREG3')?.now).toBe(true);
    expect(dims.get('module:REWCEN3')?.now).toBe(false);
    expect(dims.get('agentMenu:GAMSER')?.now).toBe(true);
    expect(dims.get('agentMenu:AGEPAG')?.now).toBe(false);
    expect(dims.get('template:mem_cen')?.values).toEqual(['0', '1']);
    expect(dims.size).toBe(3 + 2 + 9 + 12 + 10);
    await control(s.app, '/__sandbox/reset', {});
  });

  it('the preview page loads the panel only when the sandbox was given its script', async () => {
    const dist = join(s.dir, 'dist');
    mkdirSync(join(dist, 'ttslot'), { recursive: true });
    writeFileSync(join(dist, 'ttslot', 'index.html'), '<!doctype html><html><head><title>TT</title></head><body></body></html>');
    const withPanel = await startSandbox({ staticDir: dist, qaPanelScript: 'console.log("panel")' }, join(s.dir, 'with'));
    const page = await withPanel.app.inject({ method: 'GET', url: '/m/home' });
    expect(page.body).toContain('<script type="module" src="/__sandbox/qa-panel.js"></script></head>');
    const script = await withPanel.app.inject({ method: 'GET', url: '/__sandbox/qa-panel.js' });
    expect([script.statusCode, script.headers['content-type'], script.body]).toEqual([200, 'text/javascript; charset=utf-8', 'console.log("panel")']);
    await withPanel.close();
    const without = await startSandbox({ staticDir: dist }, join(s.dir, 'without'));
    expect((await without.app.inject({ method: 'GET', url: '/m/home' })).body).not.toContain('qa-panel');
    expect((await without.app.inject({ method: 'GET', url: '/__sandbox/qa-panel.js' })).statusCode).toBe(404);
    await without.close();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellRequests, decodeCell, encodeCell } from '../../../scripts/qa-panel/combination.ts';
import { applyCell, currentCell, reproductionUrl } from '../../../scripts/qa-panel/panel.ts';
import type { PanelDimension } from '../../../scripts/sandbox/qa-panel.ts';

const DIMENSIONS: PanelDimension[] = [
  { name: 'status', values: [0, 1, 2], now: 0 },
  { name: 'language', values: ['AR', 'EN'] },
  { name: 'theme', values: ['dark', 'light'] },
  { name: 'flag:CBS3', values: [true, false], now: true },
  { name: 'module:REWCEN3', values: [true, false], now: true },
  { name: 'agentMenu:AGEPAG', values: [true, false], now: true },
  { name: 'agentMenu:GAMSER', values: [true, false], now: false },
];

describe('QA flag panel: a matrix cell in the URL', () => {
  it('encodes a cell as base64url and decodes it back, non-Latin text included', () => {
    const cell = { 'flag:CBS3': false, status: 2, language: 'AR', note: 'عربي / + =' };
    const text = encodeCell(cell);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCell(text)).toEqual({ cell });
  });

  it('says why a qa= value is not a cell', () => {
    expect(decodeCell('%%%')).toEqual({ error: 'qa= is not base64url JSON' });
    expect(decodeCell(encodeCell([1] as never))).toEqual({ error: 'qa= must encode a JSON object' });
    expect(decodeCell(btoa(JSON.stringify({ a: { b: 1 } })))).toEqual({ error: 'qa=: a must be a string, number or boolean' });
  });

  it('turns a cell into the control calls and storage writes, agent keys as the list that is on', () => {
    const requests = cellRequests({
      'flag:CBS3': false, 'module:REWCEN3': false, 'template:mem_cen': '0', 'agentMenu:AGEPAG': false, 'agentMenu:GAMSER': true,
      status: 2, language: 'AR', theme: 'light', 'nonsense:X': 1,
    }, ['AGEPAG', 'SECPRIV']);
    expect(requests).toEqual({
      flags: { CBS3: false },
      platform: { modules: { REWCEN3: false }, templates: { mem_cen: '0' }, agentMenu: ['SECPRIV', 'GAMSER'] },
      status: { maintenance: false, regionRestriction: true },
      storage: { language: 'AR', theme: 'light' },
      unknown: ['nonsense:X'],
    });
    expect(cellRequests({ status: 1 }, []).platform.agentMenu).toBeUndefined();
    expect(cellRequests({ status: 1 }, []).status).toEqual({ maintenance: true, regionRestriction: false });
  });
});

describe('QA flag panel: applying a cell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('posts flags, platform values and status with the control header, stores language and theme, drops the cached status', async () => {
    const calls: { url: string; body: unknown; header: string | null }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)), header: new Headers(init.headers).get('X-Sandbox-Control') });
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }));
    localStorage.setItem('systemStatus', '{"status":0}');
    await applyCell({ 'flag:CBS3': false, 'agentMenu:GAMSER': true, status: 1, language: 'AR', theme: 'light' }, DIMENSIONS);
    expect(calls).toEqual([
      { url: '/__sandbox/flags', body: { CBS3: false }, header: '1' },
      { url: '/__sandbox/platform', body: { modules: {}, templates: {}, agentMenu: ['AGEPAG', 'GAMSER'] }, header: '1' },
      { url: '/__sandbox/status', body: { maintenance: true, regionRestriction: false }, header: '1' },
    ]);
    expect([localStorage.getItem('language'), localStorage.getItem('theme'), localStorage.getItem('systemStatus')]).toEqual(['AR', 'light', null]);
  });

  it('keeps the pseudo-locale this browser chose, and drops it for "off"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 })));
    await applyCell({ pseudo: 'XB' }, DIMENSIONS);
    expect(localStorage.getItem('qa-pseudo')).toBe('XB');
    expect(currentCell(DIMENSIONS)['pseudo']).toBe('XB');
    await applyCell({ pseudo: 'off' }, DIMENSIONS);
    expect(localStorage.getItem('qa-pseudo')).toBeNull();
  });

  it('stops with the sandbox\'s reason when a call is refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'body/CBS3 must be boolean' }), { status: 400 })));
    await expect(applyCell({ 'flag:CBS3': false }, DIMENSIONS)).rejects.toThrow('/__sandbox/flags: body/CBS3 must be boolean');
  });

  it('shows the combination now and links to its reproduction', () => {
    localStorage.setItem('language', 'EN');
    const cell = currentCell(DIMENSIONS);
    expect(cell).toEqual({ status: 0, 'flag:CBS3': true, 'module:REWCEN3': true, 'agentMenu:AGEPAG': true, 'agentMenu:GAMSER': false, language: 'EN', theme: 'dark', pseudo: 'off' });
    const url = new URL(reproductionUrl(cell, new URL('http://qa.test/m/home?x=1') as unknown as Location));
    expect(url.searchParams.get('x')).toBe('1');
    expect(decodeCell(url.searchParams.get('qa')!)).toEqual({ cell });
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../../scripts/lib/paths.ts';
import { createStudio, type Studio } from '../../../scripts/studio/server.ts';
import { ROOT, scratchMerchants } from './helpers.ts';

// The brand studio's server (docs/studio.md) over a scratch merchants folder: what it checks, refuses and writes.
describe('brand studio API', () => {
  const dir = scratchMerchants('ttslot', 'sahara', 'lotus');
  let studio: Studio;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    const answer = await studio.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: answer.statusCode, body: answer.json<Record<string, any>>() };
  };
  const file = (code: string): string => readFileSync(join(dir, code, 'merchant.json'), 'utf8');
  const merged = async (code: string): Promise<Record<string, any>> => (await call('GET', `/studio/api/brands/${code}`)).body['config'];

  beforeAll(async () => {
    studio = await createStudio({ merchantsDir: dir, distDir: DIST_DIR, dataDir: mkdtempSync(join(tmpdir(), 'studio-data-')), first: 'lotus' });
  });
  afterAll(async () => studio.close());

  it('lists the brands and gives a brand\'s own file beside its merged config', async () => {
    const { body } = await call('GET', '/studio/api/brands');
    expect(body['brands']).toEqual([{ code: 'lotus', name: 'Lotus', extends: 'ttslot' }, { code: 'sahara', name: 'Sahara Play' }, { code: 'ttslot', name: 'TT Slot' }]);
    const lotus = (await call('GET', '/studio/api/brands/lotus')).body;
    expect(lotus['own']).toEqual(JSON.parse(file('lotus')));
    expect(lotus['parent']).toBe('ttslot');
    expect(lotus['config']['layout']['drawer']).toEqual(JSON.parse(file('ttslot'))['layout']['drawer']);
    expect(lotus['errors']).toEqual([]);
  });

  it('checks a draft with npm run validate\'s words: an unreadable pair names both tokens, the theme and the ratio', async () => {
    const config = await merged('lotus');
    config['theme']['light']['onPrimary'] = '#e0588f';
    const { status, body } = await call('POST', '/studio/api/validate', { code: 'lotus', config });
    expect(status).toBe(200);
    expect(body['errors']).toContainEqual({
      file: 'merchants/lotus/merchant.json', path: '/theme/light/onPrimary',
      message: expect.stringMatching(/^onPrimary #e0588f on primary #c2185b is \d\.\d\d:1, needs 4\.5:1 \(buttons, active tabs and chips\)$/),
    });
  });

  it('refuses to save while an error stands, and leaves the file as it was', async () => {
    const before = file('lotus');
    const config = await merged('lotus');
    config['whitelabel']['CBS3'] = 'yes';
    const { status, body } = await call('PUT', '/studio/api/brands/lotus', { config });
    expect(status).toBe(422);
    expect(body['errors']).toEqual([{ file: 'merchants/lotus/merchant.json', path: '/whitelabel/CBS3', message: 'must be boolean' }]);
    expect(file('lotus')).toBe(before);
  });

  it('saving an unchanged brand rewrites its file byte for byte, with or without extends', async () => {
    for (const code of ['lotus', 'ttslot', 'sahara']) {
      const before = file(code);
      const { status } = await call('PUT', `/studio/api/brands/${code}`, { config: await merged(code) });
      expect(status, code).toBe(200);
      expect(file(code), code).toBe(before);
    }
  });

  it('a brand that extends another saves only what differs, as the repository formats JSON', async () => {
    const config = await merged('lotus');
    config['name'] = 'Lotus Club';
    config['layout']['home'] = [...config['layout']['home']].reverse();
    expect((await call('PUT', '/studio/api/brands/lotus', { config })).status).toBe(200);
    const text = file('lotus');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "name": "Lotus Club",\n');
    const own = JSON.parse(text);
    expect(own['extends']).toBe('ttslot');
    expect(own['layout']['home']).toEqual(config['layout']['home']);
    expect(own['layout']['drawer']).toBeUndefined();
    expect(await merged('lotus')).toEqual(config);
  });

  it('says when a draft removes what the parent sets (extends can replace, not remove)', async () => {
    const config = await merged('lotus');
    delete config['links']['speedTest'];
    const { body } = await call('POST', '/studio/api/validate', { code: 'lotus', config });
    expect(body['errors']).toContainEqual(expect.objectContaining({ path: '/links/speedTest', message: expect.stringContaining('is set by ttslot') }));
  });

  it('"New brand" does what new-merchant does, and refuses a taken or malformed code', async () => {
    const made = await call('POST', '/studio/api/brands', { code: 'acme', from: 'sahara' });
    expect(made.status).toBe(201);
    expect(made.body['output']).toContain('PLACEHOLDERS to replace before launch');
    expect(JSON.parse(file('acme'))['extends']).toBe('sahara');
    expect((await call('GET', '/studio/api/brands/acme')).body['errors']).toEqual([]);
    expect((await call('POST', '/studio/api/brands', { code: 'acme' })).status).toBe(409);
    expect((await call('POST', '/studio/api/brands', { code: 'Bad_Code' })).status).toBe(400);
    expect((await call('POST', '/studio/api/brands', { code: 'fresh', from: '../ttslot' })).status).toBe(400);
  });

  it('answers a bad request with a 4xx and its reason, and writes nothing outside merchants/', async () => {
    const config = await merged('ttslot');
    const outside = readdirSync(join(dir, '..'));
    for (const [method, url, body, status] of [
      ['GET', '/studio/api/brands/..%2F..%2Fetc', undefined, 400],
      ['PUT', '/studio/api/brands/..%2Fx', { config }, 400],
      ['PUT', '/studio/api/brands/ghost', { config }, 404],
      ['PUT', '/studio/api/brands/ttslot', { config: 'not an object' }, 400],
      ['PUT', '/studio/api/brands/ttslot', undefined, 400],
      ['POST', '/studio/api/validate', { config }, 400],
      ['PUT', '/studio/api/preview/..%2Fx', { config }, 400],
    ] as const) {
      const answer = await call(method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(status);
      expect(typeof answer.body['error'], `${method} ${url}`).toBe('string');
    }
    expect(readdirSync(join(dir, '..'))).toEqual(outside);
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });

  it('previews the draft in the real app: its page carries the draft config, in the theme asked, framable by the studio alone', async () => {
    const config = await merged('ttslot');
    config['name'] = 'Draft Slot';
    const shown = await call('PUT', '/studio/api/preview/ttslot', { config });
    expect(shown.body).toEqual({ errors: [], previewing: true });
    const page = await studio.inject({ method: 'GET', url: '/m/home?studio-theme=light' });
    expect(page.body).toContain('<title>Draft Slot</title>');
    expect(page.body).toMatch(/<script id="merchant-config" type="application\/json">\{"code":"ttslot",[^<]*"default":"light"/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    // its platform calls reach the brand's sandbox
    const status = await studio.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json<{ success: boolean }>().success).toBe(true);
  });
});

describe('the production build', () => {
  it('carries nothing of the studio (a development tool, never in a brand\'s bundle)', () => {
    const assets = join(DIST_DIR, 'assets');
    for (const name of readdirSync(assets).filter((n) => /\.(js|css|html)$/.test(n))) {
      const text = readFileSync(join(assets, name), 'utf8');
      expect(text.includes('Brand studio') || text.includes('studio-theme') || text.includes('/studio/api'), name).toBe(false);
    }
    expect(readFileSync(join(ROOT, 'src', 'index.html'), 'utf8')).not.toContain('studio');
  });
});

/**
 * The head icon (SPEC 7 Member: GET, and POST form-urlencoded), the live model list (SPEC 7 Chat: GET with the
 * params active and streaming) and the sign-up promotion join (SPEC 7 Promotion: POST) as the sandbox keeps them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { call, login, startSandbox, trial, type TestSandbox } from './helpers.ts';

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox({ rateLimits: false });
});
afterAll(() => s.close());

const FORM = 'application/x-www-form-urlencoded';

describe('the head icon (SPEC 7 Member)', () => {
  it('R7-25 answers the choice and the presets to GET, and saves a preset from a form-urlencoded POST', async () => {
    const token = await login(s.app, 'demo01');
    const first = await call(s.app, 'headIcon', {}, token);
    expect(first.body.value.current).toBe('tiger');
    expect(first.body.value.icons.map((i: { id: string }) => i.id)).toContain('panda');
    expect(first.body.value.icons[0].url).toMatch(/\/ttslot\/avatar\/lion\.png$/);
    const saved = await s.app.inject({ method: 'POST', url: ENDPOINTS.headIconSave.path, headers: { authorization: `Bearer ${token}`, 'content-type': FORM }, payload: 'iconId=panda' });
    expect(saved.statusCode).toBe(200);
    expect(JSON.parse(saved.body).value.current).toBe('panda');
    expect((await call(s.app, 'headIcon', {}, token)).body.value.current).toBe('panda');
    // a member who never chose has none
    expect((await call(s.app, 'headIcon', {}, await login(s.app, 'demo00'))).body.value.current).toBe('');
  });

  it('R7-25 takes the save as form-urlencoded alone (415 for JSON, with the reason); other calls still refuse urlencoded', async () => {
    const token = await login(s.app, 'demo01');
    const json = await s.app.inject({ method: 'POST', url: ENDPOINTS.headIconSave.path, headers: { authorization: `Bearer ${token}` }, payload: { iconId: 'lion' } });
    expect(json.statusCode).toBe(415);
    expect(JSON.parse(json.body)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: `Request bodies must be ${FORM} (got application/json)` });
    const elsewhere = await s.app.inject({ method: 'POST', url: ENDPOINTS.promotionJoin.path, headers: { authorization: `Bearer ${token}`, 'content-type': FORM }, payload: 'promotionId=3' });
    expect(elsewhere.statusCode).toBe(415);
    // the GET of the same path takes no urlencoded body either
    const get = await s.app.inject({ method: 'GET', url: ENDPOINTS.headIcon.path, headers: { authorization: `Bearer ${token}`, 'content-type': FORM }, payload: 'iconId=lion' });
    expect(get.statusCode).toBe(415);
  });

  it('refuses a guest before reading the form (401), and an id that is no preset with the platform\'s message, keeping the old choice', async () => {
    const guest = await s.app.inject({ method: 'POST', url: ENDPOINTS.headIconSave.path, headers: { 'content-type': FORM }, payload: 'iconId=lion' });
    expect(guest.statusCode).toBe(401);
    const token = await login(s.app, 'demo02');
    await call(s.app, 'headIconSave', { iconId: 'koi' }, token);
    const unknown = await call(s.app, 'headIconSave', { iconId: 'unicorn' }, token);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'This avatar is not offered' });
    expect((await call(s.app, 'headIcon', {}, token)).body.value.current).toBe('koi');
  });

  it('serves each preset\'s picture from the image CDN', async () => {
    const token = await login(s.app, 'demo01');
    const url = new URL((await call(s.app, 'headIcon', {}, token)).body.value.icons[1].url as string, 'http://x').pathname;
    const res = await s.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('the live model list (SPEC 7 Chat)', () => {
  it('R7-23 filters by the params active and streaming, and says of each model her table, vendor and whether she streams now', async () => {
    const all = (await call(s.app, 'liveModels', { active: 0, streaming: 0 })).body.value.list as { name: string; active: boolean; streaming: boolean; vassalage: string; tableName: string; nodeId: string }[];
    const onDuty = (await call(s.app, 'liveModels', { active: 1, streaming: 0 })).body.value.list as typeof all;
    const live = (await call(s.app, 'liveModels', { active: 1, streaming: 1 })).body.value.list as typeof all;
    expect(all.some((m) => !m.active)).toBe(true);
    expect(onDuty).toStrictEqual(all.filter((m) => m.active));
    expect(onDuty.some((m) => !m.streaming)).toBe(true);
    expect(live).toStrictEqual(onDuty.filter((m) => m.streaming));
    expect(new Set(all.map((m) => m.vassalage)).size).toBeGreaterThan(1);
    expect(all[0]).toMatchObject({ name: 'Aiko', tableName: expect.any(String), nodeId: expect.stringMatching(/^\d+$/) });
    expect((await call(s.app, 'liveModels', { active: 1 })).status).toBe(400);
  });

  it('serves each model\'s picture from the image CDN', async () => {
    const [model] = (await call(s.app, 'liveModels', { active: 1, streaming: 0 })).body.value.list as { pictureUrl: string }[];
    const res = await s.app.inject({ method: 'GET', url: new URL(model?.pictureUrl ?? '', 'http://x').pathname });
    expect(res.statusCode).toBe(200);
  });
});

describe('the sign-up promotion join (SPEC 7 Promotion)', () => {
  it('R7-32 joins a promotion that needs joining once; the list then says joined, and a second join is refused with the platform\'s message', async () => {
    const token = await login(s.app, 'demo01');
    const before = (await call(s.app, 'promotions', { language: 'EN' }, token)).body.value.list as { id: number; joinRequired: boolean; joined: boolean }[];
    const joinable = before.find((p) => p.joinRequired && !p.joined);
    expect(joinable).toBeDefined();
    const id = joinable?.id ?? 0;
    expect((await call(s.app, 'promotionJoin', { promotionId: id }, token)).body).toStrictEqual({ success: true });
    const after = (await call(s.app, 'promotions', { language: 'EN' }, token)).body.value.list as typeof before;
    expect(after.find((p) => p.id === id)?.joined).toBe(true);
    const twice = await call(s.app, 'promotionJoin', { promotionId: id }, token);
    expect(twice.body).toMatchObject({ success: false, code: 'PROMOTION_JOINED', message: 'You have joined this promotion already' });
  });

  it('refuses a promotion that takes no sign-up, an unknown one and a trial account', async () => {
    const token = await login(s.app, 'demo01');
    const list = (await call(s.app, 'promotions', { language: 'EN' }, token)).body.value.list as { id: number; joinRequired: boolean }[];
    const plain = list.find((p) => !p.joinRequired)?.id ?? 0;
    expect((await call(s.app, 'promotionJoin', { promotionId: plain }, token)).body).toMatchObject({ success: false, code: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await call(s.app, 'promotionJoin', { promotionId: 9999 }, token)).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const joinable = list.find((p) => p.joinRequired)?.id ?? 0;
    expect((await call(s.app, 'promotionJoin', { promotionId: joinable }, await trial(s.app))).body).toMatchObject({ success: false, code: 'free_reject' });
  });
});

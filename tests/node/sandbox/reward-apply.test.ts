/**
 * The reward application upload (SPEC 2.9, 5, 7; D8): multipart, pictures judged by
 * their bytes, size and count within the merchant's limits, stored with the remarks for the member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { call, GIF_BYTES, JPEG_BYTES, login, PNG_BYTES, startSandbox, trial, type TestSandbox } from './helpers.ts';

const file = (bytes: Uint8Array, name: string, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const png = (name = 'receipt.png') => file(PNG_BYTES, name);
const stored = (s: TestSandbox) => s.app.sandbox.db.all<{ id: number; promotion_id: number; remarks: string }>('SELECT id, promotion_id, remarks FROM reward_applications ORDER BY id');
const pictures = (s: TestSandbox, id: number) =>
  s.app.sandbox.db.all<{ name: string; type: string; bytes: Uint8Array }>('SELECT name, type, bytes FROM reward_application_pictures WHERE application_id = ? ORDER BY sequence', id);

describe('reward application upload (SPEC 2.9, 5, 7)', () => {
  let s: TestSandbox;
  let token: string;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
    token = await login(s.app, 'demo01');
  });
  afterAll(() => s.close());

  it('stores a member\'s application: promotion, trimmed remarks and each picture\'s bytes in order', async () => {
    const res = await call(s.app, 'rewardApply', { promotionId: 1, remarks: '  my receipts ', pictures: [png('one.png'), file(JPEG_BYTES, 'two.JPG', 'image/jpeg')] }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true });
    const [application] = stored(s).slice(-1);
    expect(application).toMatchObject({ promotion_id: 1, remarks: 'my receipts' });
    const kept = pictures(s, application?.id ?? 0);
    expect(kept.map((p) => [p.name, p.type])).toEqual([['one.png', 'image/png'], ['two.JPG', 'image/jpeg']]);
    expect(Buffer.from(kept[1]?.bytes ?? []).equals(JPEG_BYTES)).toBe(true);
  });

  it('refuses a picture named .png whose bytes are a GIF (415, activity_image_type), and a .gif name over PNG bytes', async () => {
    const before = stored(s).length;
    for (const picture of [file(GIF_BYTES, 'sneaky.png'), file(PNG_BYTES, 'honest.gif', 'image/gif')]) {
      const res = await call(s.app, 'rewardApply', { promotionId: 1, remarks: 'x', pictures: [png(), picture] }, token);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ success: false, code: 'activity_image_type', message: `Pictures must be JPEG or PNG images; ${picture.name} is not`, value: { field: 'pictures' } });
    }
    expect(stored(s)).toHaveLength(before);
  });

  it('refuses a picture over the merchant\'s 5242880 bytes (413, activity_apply_remark_limit3); one of exactly that size passes', async () => {
    const big = new Uint8Array(5242881);
    big.set(PNG_BYTES);
    const res = await call(s.app, 'rewardApply', { promotionId: 1, remarks: 'x', pictures: [file(big, 'big.png')] }, token);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'activity_apply_remark_limit3', message: 'Each picture may be at most 5242880 bytes; big.png is larger' });
    const fits = await call(s.app, 'rewardApply', { promotionId: 1, remarks: 'x', pictures: [file(big.subarray(0, 5242880), 'fits.png')] }, token);
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });

  it('refuses a fourth picture (413, activity_apply_remark_limit4); three pass', async () => {
    const res = await call(s.app, 'rewardApply', { promotionId: 1, remarks: 'x', pictures: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] }, token);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'activity_apply_remark_limit4', message: 'At most 3 pictures' });
    expect((await call(s.app, 'rewardApply', { promotionId: 1, remarks: 'x', pictures: [png('1.png'), png('2.png'), png('3.png')] }, token)).status).toBe(200);
  });

  it('refuses a guest (401) and a trial account (403 free_reject) before reading their pictures', async () => {
    const guest = await call(s.app, 'rewardApply', { promotionId: 1, remarks: 'x', pictures: [png()] });
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const trialToken = await trial(s.app);
    const refused = await call(s.app, 'rewardApply', { promotionId: 1, remarks: 'x', pictures: [png()] }, trialToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'free_reject' });
  });

  it('holds the promotion\'s requirements and the remarks limit, each refusal 4xx with its reason', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ promotionId: 1, remarks: 'x' }, 400, 'This promotion needs at least one picture'],
      [{ promotionId: 1, remarks: '   ', pictures: [png()] }, 400, 'This promotion needs remarks'],
      [{ promotionId: 3, remarks: 'r'.repeat(141), pictures: [png()] }, 400, 'Remarks may be at most 140 characters'],
      [{ promotionId: 999, remarks: 'x' }, 404, 'Promotion not found'],
      [{ promotionId: 'one', remarks: 'x' }, 400, 'body.promotionId must be integer'],
      [{ promotionId: 1, remarks: 'x', extra: 'y' }, 400, 'body.extra is not allowed'],
    ];
    for (const [input, status, message] of cases) {
      const res = await call(s.app, 'rewardApply', input, token);
      expect([res.status, res.body.message], JSON.stringify(input).slice(0, 80)).toEqual([status, message]);
    }
    // 140 characters counted as characters, not bytes; only remarks required: none of the pictures needed
    expect((await call(s.app, 'rewardApply', { promotionId: 4, remarks: 'é'.repeat(140) }, token)).status).toBe(200);
  });

  it('takes multipart/form-data alone (415 for JSON, with the reason), and answers a broken multipart body 400', async () => {
    const json = await s.app.inject({ method: 'POST', url: ENDPOINTS.rewardApply.path, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: { promotionId: 1 } });
    expect(json.statusCode).toBe(415);
    expect(JSON.parse(json.body)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request bodies must be multipart/form-data (got application/json)' });
    const broken = await s.app.inject({
      method: 'POST', url: ENDPOINTS.rewardApply.path, headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\n1\r\n--x',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(JSON.parse(broken.body)).toMatchObject({ success: false });
    // multipart elsewhere stays refused
    const login415 = await s.app.inject({ method: 'POST', url: ENDPOINTS.login.path, payload: (() => { const f = new FormData(); f.append('username', 'demo01'); return f; })() });
    expect(login415.statusCode).toBe(415);
  });
});

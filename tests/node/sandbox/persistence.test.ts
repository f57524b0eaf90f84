/** Data survives a restart; 100 concurrent logins and favourite toggles stay consistent. */
import { afterAll, describe, expect, it } from 'vitest';
import { call, lastCaptcha, login, PNG_BYTES, startSandbox, type TestSandbox } from './helpers.ts';

describe('sandbox persistence', () => {
  const open: TestSandbox[] = [];
  afterAll(async () => {
    for (const t of open) await t.app.close();
    if (open[0] !== undefined) await open[0].close(true).catch(() => undefined);
  });

  it('keeps a registration, a favourite and a reward application across a restart', async () => {
    const first = await startSandbox({ rateLimits: false });
    const c = await lastCaptcha(first.app);
    expect((await call(first.app, 'registerByUsername', { username: 'persist01', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', captcha: c.code, captchaId: c.captchaId })).body.success).toBe(true);
    const token = await login(first.app, 'persist01', 'Passw0rd!');
    await call(first.app, 'favouriteAdd', { nodeId: '100042', vendor: 'PG' }, token);
    expect((await call(first.app, 'rewardApply', { promotionId: 1, remarks: 'kept', pictures: [new File([PNG_BYTES], 'kept.png', { type: 'image/png' })] }, token)).body.success).toBe(true);
    const keyBefore = (await call(first.app, 'systemStatus')).body.value.info.publicKey.kid;
    await first.app.close();

    const second = await startSandbox({ rateLimits: false }, first.dir);
    open.push(second);
    expect((await call(second.app, 'memberInfo', {}, token)).body.value.account).toBe('persist01');
    const again = await login(second.app, 'persist01', 'Passw0rd!');
    expect((await call(second.app, 'favouriteIds', {}, again)).body.value).toEqual(['100042']);
    const apps = (await call(second.app, 'rewardApplications', {}, again)).body.value.list;
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ promotionId: 1, remarks: 'kept', pictures: [{ name: 'kept.png', type: 'image/png', bytes: PNG_BYTES.length }], status: 'pending' });
    expect((await call(second.app, 'systemStatus')).body.value.info.publicKey.kid).toBe(keyBefore);
  });

  it('loses nothing under 100 concurrent logins and favourite toggles', async () => {
    const s = open[0] as TestSandbox;
    const logins = await Promise.all(Array.from({ length: 100 }, (_, i) => call(s.app, 'login', { username: ['demo00', 'demo01', 'demo02'][i % 3] as string, password: 'Demo@1234' })));
    expect(logins.every((r) => r.body.success === true)).toBe(true);
    const tokens = logins.map((r) => r.body.value.token as string);
    expect(new Set(tokens).size).toBe(100);
    const checks = await Promise.all(tokens.map((t) => call(s.app, 'memberInfo', {}, t)));
    expect(checks.every((r) => r.status === 200)).toBe(true);

    // every demo01 session toggles its own game: added by even i, added then removed by odd i
    const demo01 = tokens.filter((_, i) => i % 3 === 1);
    await Promise.all(demo01.map(async (t, i) => {
      const nodeId = String(100100 + i);
      await call(s.app, 'favouriteAdd', { nodeId }, t);
      if (i % 2 === 1) await call(s.app, 'favouriteRemove', { nodeId }, t);
    }));
    // and everyone hammers one shared game: add/remove pairs leave it present after a final add
    await Promise.all(tokens.map((t) => call(s.app, 'favouriteAdd', { nodeId: '100500' }, t)));
    const ids = (await call(s.app, 'favouriteIds', { pageSize: 100 }, demo01[0])).body.value as string[];
    const expected = demo01.map((_, i) => String(100100 + i)).filter((_, i) => i % 2 === 0);
    expect(ids.filter((id) => id !== '100500').sort()).toEqual(expected.sort());
    expect(ids.filter((id) => id === '100500')).toHaveLength(1);
    for (const user of ['demo00', 'demo02']) {
      const t = tokens[user === 'demo00' ? 0 : 2] as string;
      expect((await call(s.app, 'favouriteIds', {}, t)).body.value).toEqual(['100500']);
    }
  });
});

/** The seed works for any merchant folder: vendors, languages and registration come from its config (SPEC 9). */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, startSandbox } from './helpers.ts';

describe('sandbox for another merchant', () => {
  const dir = mkdtempSync(join(tmpdir(), 'merchants-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds from the merchant config (esport and cockfight vendors, languages, currency)', async () => {
    cpSync(join('merchants', 'ttslot'), join(dir, 'sahara'), { recursive: true });
    const config = JSON.parse(readFileSync(join(dir, 'sahara', 'merchant.json'), 'utf8')) as Record<string, any>;  
    config['code'] = 'sahara';
    config['languages'] = ['AR', 'EN'];
    config['platform'] = { ...config['platform'], merchantCode: 'sahara', currencySymbol: 'SAR' };
    config['constants']['vendors'] = { esport: ['AV', 'IMES'], cockfight: ['DS88'], bgs: 'BGS' };
    writeFileSync(join(dir, 'sahara', 'merchant.json'), JSON.stringify(config));
    const s = await startSandbox({ merchant: 'sahara', merchantsDir: dir, rateLimits: false });
    try {
      const mapping = (await call(s.app, 'vendorMapping', { merchantCode: 'sahara' })).body.value;
      expect(mapping.ESPORTS).toEqual(['AV', 'IMES']);
      expect(mapping.SPORTS).toContain('DS88');
      expect(mapping.SPORTS).not.toContain('DIG');
      const status = (await call(s.app, 'systemStatus')).body.value;
      expect(status.info.languages).toEqual(['AR', 'EN']);
      expect(status.location.country).toBe('SA');
      const token = await login(s.app, 'demo01');
      expect((await call(s.app, 'wallet', {}, token)).body.value.currencySymbol).toBe('SAR');
      expect((await call(s.app, 'gameList', { pageSize: 1 })).body.value.total).toBeGreaterThanOrEqual(3000);
      expect((await call(s.app, 'gameList', { gameType: 'COCKFIGHT', pageSize: 1 })).body.value.total).toBe(3);
    } finally {
      await s.close();
    }
  });
});

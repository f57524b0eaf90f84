/** The Vietnamese lottery's provinces and the sportsbooks' match lists as the sandbox answers them (SPEC 2.14 VNListCenter, FBGame; SPEC 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, control, startSandbox, type TestSandbox } from './helpers.ts';

interface Province { code: string; name: string; region: string; vassalage: string; gameId: string; drawDays: number[]; nextDrawTime: number; latest?: { drawTime: number; specialPrize: string } }
interface Match { matchId: string; league: string; matchTime: number; live: boolean; vendor: string; roomId: string; nodeId: string }

/** A Wednesday, 10:00 in Vietnam (03:00 UTC). */
const NOW = '2030-03-13T03:00:00Z';
const MINUTE = 60_000;
/** Hour and minute in Vietnam time (UTC+7) and its day of the week. */
const vietnam = (ms: number): { day: number; time: string } => {
  const d = new Date(ms + 7 * 60 * MINUTE);
  return { day: d.getUTCDay(), time: `${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, '0')}` };
};

describe('sandbox Vietnamese lottery and sportsbook matches', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
    await control(s.app, '/__sandbox/clock', { now: NOW });
  });
  afterAll(() => s.close());

  const provinces = async (input: Record<string, unknown> = {}): Promise<Province[]> => (await call(s.app, 'vnLottery', input)).body.value.list as Province[];

  it('answers the provinces of the three regions to a guest, north first, each region by next draw, launched as TCG_LOTTO_VN', async () => {
    const list = await provinces({ language: 'EN' });
    const regions = list.map((p) => p.region);
    expect([...new Set(regions)]).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    for (const region of ['NORTH', 'CENTRAL', 'SOUTH']) {
      const times = list.filter((p) => p.region === region).map((p) => p.nextDrawTime);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect(list.every((p) => p.vassalage === 'TCG_LOTTO_VN' && p.gameId === `VN_${p.code}`)).toBe(true);
    expect(list.find((p) => p.code === 'HCM')).toMatchObject({ name: 'TP. Hồ Chí Minh', region: 'SOUTH', drawDays: [1, 6] });
  });

  it('places each province\'s latest draw before the clock and its next after it, on its draw days at its region\'s hour, with a special prize of 5 digits in the north and 6 elsewhere', async () => {
    const now = Date.parse(NOW);
    const hours: Record<string, string> = { SOUTH: '16:15', CENTRAL: '17:15', NORTH: '18:15' };
    for (const p of await provinces()) {
      const latest = p.latest?.drawTime ?? 0;
      expect(latest).toBeLessThan(now);
      expect(p.nextDrawTime).toBeGreaterThan(now);
      expect(p.nextDrawTime - latest).toBeLessThanOrEqual(7 * 1440 * MINUTE);
      for (const time of [latest, p.nextDrawTime]) {
        expect(vietnam(time).time).toBe(hours[p.region]);
        expect(p.drawDays).toContain(vietnam(time).day);
      }
      expect(p.latest?.specialPrize).toMatch(p.region === 'NORTH' ? /^\d{5}$/ : /^\d{6}$/);
    }
    // Wednesday: today's northern draw is Bắc Ninh's, at 18:15 Vietnam time
    const north = (await provinces({ region: 'NORTH' }))[0];
    expect(north).toMatchObject({ code: 'BN', nextDrawTime: Date.parse('2030-03-13T11:15:00Z') });
  });

  it('keeps a draw\'s numero the same when asked again, and moves to the next draw with the clock', async () => {
    const before = (await provinces({ region: 'NORTH' })).find((p) => p.code === 'BN');
    expect((await provinces({ region: 'NORTH' })).find((p) => p.code === 'BN')).toEqual(before);
    await control(s.app, '/__sandbox/clock', { now: '2030-03-13T12:00:00Z' });
    const after = (await provinces({ region: 'NORTH' })).find((p) => p.code === 'BN');
    expect(after?.latest?.drawTime).toBe(Date.parse('2030-03-13T11:15:00Z'));
    expect(after?.nextDrawTime).toBe(Date.parse('2030-03-20T11:15:00Z'));
    await control(s.app, '/__sandbox/clock', { now: NOW });
  });

  it('answers a sports vendor\'s matches, in play first, each on one of the vendor\'s games; 404 for a vendor that is not a sportsbook', async () => {
    const res = await call(s.app, 'sportsMatches', { vassalage: 'SABA', language: 'EN' });
    expect(res.status).toBe(200);
    const list = res.body.value.list as Match[];
    expect(list.length).toBeGreaterThan(5);
    expect(list.some((m) => m.live)).toBe(true);
    expect(list.map((m) => m.live)).toEqual([...list.map((m) => m.live)].sort((a, b) => Number(b) - Number(a)));
    expect(new Set(list.map((m) => m.league)).size).toBeGreaterThan(1);
    for (const m of list) {
      expect(m.vendor).toBe('SABA');
      expect(m.live).toBe(m.matchTime <= Date.parse(NOW));
      const game = s.app.sandbox.db.get<{ vendor: string; room_id: string }>('SELECT vendor, room_id FROM games WHERE node_id = ?', m.nodeId);
      expect(game).toEqual({ vendor: 'SABA', room_id: m.roomId });
    }
    expect((await call(s.app, 'sportsMatches', { vassalage: 'PG' })).status).toBe(404);
  });
});

/** The home sections' platform data (SPEC 2.14, 3, 7): winner board, lottery draws, partners. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, control, startSandbox, type TestSandbox } from './helpers.ts';

interface Winner { userName: string; amount: number; gameName: string; nodeId: string; category: string; iconUrl: string; winTime: number }
interface Draw { nodeId: string; gameName: string; category: string; issue: string; drawTime: number; numbers: string[]; nextIssue: string; nextDrawTime: number }

const NOW = '2030-03-10T12:07:00Z';

describe('sandbox home sections (SPEC 2.14)', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
    await control(s.app, '/__sandbox/clock', { now: NOW });
  });
  afterAll(() => s.close());

  it('answers the newest big wins first, masked, on seeded games, placed before the clock', async () => {
    const list = (await call(s.app, 'winnerBoard', { size: 12 })).body.value.list as Winner[];
    expect(list).toHaveLength(12);
    const now = Date.parse(NOW);
    for (const w of list) {
      expect(w.userName).toMatch(/^[^*]{2}\*{3}[^*]$/);
      expect(w.amount).toBeGreaterThanOrEqual(800);
      expect(w.winTime).toBeLessThan(now);
      expect(w.iconUrl).toContain(`/game/${w.nodeId}.png`);
      const game = (await call(s.app, 'gameList', { gameName: w.gameName, pageSize: 100 })).body.value.games as { nodeId: string; category: string }[];
      expect(game.find((g) => g.nodeId === w.nodeId)?.category).toBe(w.category);
    }
    expect(list.map((w) => w.winTime)).toEqual([...list.map((w) => w.winTime)].sort((a, b) => b - a));
    expect((await call(s.app, 'winnerBoard')).body.value.list).toHaveLength(20);
  });

  it('answers each lottery\'s latest draw before the clock and its next one after, the same numbers every time, moving with the clock', async () => {
    const draws = async () => (await call(s.app, 'lotteryDraws')).body.value.list as Draw[];
    const first = await draws();
    expect(first.length).toBeGreaterThanOrEqual(4);
    const now = Date.parse(NOW);
    for (const d of first) {
      expect(['LOTT', 'ELOTT']).toContain(d.category);
      expect(d.drawTime).toBeLessThanOrEqual(now);
      expect(d.nextDrawTime).toBeGreaterThan(now);
      expect(d.issue).toMatch(/^\d{8}-\d{3}$/);
      expect(d.numbers.length).toBeGreaterThan(0);
    }
    const lotto = first.find((d) => d.gameName === 'Lotto 6/45');
    expect(lotto?.numbers).toHaveLength(6);
    expect(new Set(lotto?.numbers).size).toBe(6);
    expect(lotto?.issue).toBe('20300309-001');
    expect(lotto?.nextIssue).toBe('20300310-001');
    expect(lotto?.drawTime).toBe(Date.parse('2030-03-10T13:00:00Z') - 86_400_000);
    expect(await draws()).toEqual(first);
    expect(first.map((d) => d.nextDrawTime)).toEqual([...first.map((d) => d.nextDrawTime)].sort((a, b) => a - b));

    await control(s.app, '/__sandbox/clock', { now: '2030-03-10T13:01:00Z' });
    const later = (await draws()).find((d) => d.gameName === 'Lotto 6/45');
    expect(later?.drawTime).toBe(Date.parse('2030-03-10T13:00:00Z'));
    expect(later?.issue).toBe(lotto?.nextIssue);
    expect(later?.numbers).not.toEqual(lotto?.numbers);
    await control(s.app, '/__sandbox/clock', { now: NOW });

    const sea = (await call(s.app, 'lotteryDraws', { vassalage: 'TCG_SEA' })).body.value.list as Draw[];
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.length).toBeLessThan(first.length);
  });

  it('answers the partners in order with a logo the CDN serves', async () => {
    const list = (await call(s.app, 'partners')).body.value.list as { name: string; logoUrl: string; kind: string }[];
    expect(list.map((p) => p.kind)).toEqual([...Array(3).fill('sponsor'), ...Array(list.length - 3).fill('provider')]);
    expect(list.map((p) => p.name)).toContain('PG Soft');
    const logo = await s.app.inject({ method: 'GET', url: list[0]?.logoUrl ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('refuses a bad request with 400 and the field', async () => {
    const res = await call(s.app, 'winnerBoard', { size: 500 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/size/);
  });
});

// @vitest-environment node
/** The calls of the lazy home sections as the front end sends them (SPEC 7): winner board, lottery draws, partners. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchLotteryDraws, fetchPartners, fetchWinners } from '../../../src/api/home-sections.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform();
});

const refusal = { success: false, code: 'SECTION_DOWN', message: 'unavailable' };

describe('home section calls', () => {
  it('asks the winner board for the number of wins wanted and answers its list', async () => {
    const list = [{ userName: 'd***1', amount: '5000.00', game: 'Fortune' }];
    platform.answer({ list, total: 1 });
    await expect(fetchWinners(10)).resolves.toStrictEqual(list);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/winner-board' });
    expect(platform.last().params).toStrictEqual({ size: 10 });
  });

  it('asks for the lottery draws and answers their list', async () => {
    const list = [{ lottery: 'PCSO 6/42', numbers: '1,2,3,4,5,6', nextDraw: 1_764_150_000_000 }];
    platform.answer({ list });
    await expect(fetchLotteryDraws()).resolves.toStrictEqual(list);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/lottery/draws', params: {} });
  });

  it('asks for the partners with no query and answers their list', async () => {
    const list = [{ name: 'PAGCOR', logo: '/cdn/pagcor.png' }];
    platform.answer({ list });
    await expect(fetchPartners()).resolves.toStrictEqual(list);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/system/partners', params: undefined });
  });

  it('reports a refused section on the general error path unless the caller keeps it quiet', async () => {
    platform.reply(refusal);
    await expect(fetchWinners(10)).rejects.toMatchObject({ code: 'SECTION_DOWN' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    platform.onError.mockClear();
    await expect(fetchWinners(10, { quiet: true })).rejects.toMatchObject({ code: 'SECTION_DOWN' });
    await expect(fetchLotteryDraws({ quiet: true })).rejects.toMatchObject({ code: 'SECTION_DOWN' });
    await expect(fetchPartners({ quiet: true })).rejects.toMatchObject({ code: 'SECTION_DOWN' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { HomeSectionType } from '../../../src/generated/merchant.ts';
import { HomeScreen } from '../../../src/render/home-screen.tsx';
import { markPageReady, resetPageReady } from '../../../src/state/page-ready.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { boot, TTSLOT } from '../auth/harness.tsx';
import { CATEGORIES, PROMOTIONS } from '../promotions/fixtures.ts';
import { asked, draw, notice, partner, platform, winner } from './platform.ts';

const TITLES: Partial<Record<HomeSectionType, string>> = {
  winnerBoard: 'Big wins', lottery: 'Lottery results', promoList: 'Featured promotions', hotNews: 'Latest news', partners: 'Our partners', memberNav: 'My account',
};

beforeAll(() => boot());
afterEach(() => resetPageReady());

/** Home with layout.home listing `types`, the platform answering every section with data. */
function homeWith(types: HomeSectionType[]) {
  setMerchant({ ...TTSLOT, layout: { ...TTSLOT.layout, home: types.map((type) => ({ type })) } });
  startSession({ token: 't'.repeat(20), merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
  platform({
    winnerBoard: { list: [winner(1), winner(2)] },
    lotteryDraws: { list: [draw('200001', 'Lotto 6/45', Date.now() + 3_600_000)] },
    promotions: { categories: CATEGORIES, list: PROMOTIONS },
    notices: { list: [notice(1, 'Holiday schedule')], unreadCount: 1 },
    partners: { list: [partner(1, 'Manila Eagles')] },
    wallet: { sumBalance: 10, currencySymbol: '₱' },
  });
  return render(<MemoryRouter><HomeScreen /></MemoryRouter>);
}

/** The titles of the sections on screen, top to bottom, once each shows its data (no loading box left). */
async function shownSections(count: number): Promise<string[]> {
  await waitFor(() => {
    expect(screen.getAllByRole('region')).toHaveLength(count);
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  }, { timeout: 5000 });
  return screen.getAllByRole('region').map((r) => r.querySelector('h2')?.textContent ?? '');
}

describe('the lazy home sections (SPEC 2.14)', () => {
  it('come once the first games are on screen: before, neither their code nor their data is asked for (no layout shift, no competition with the first tiles)', async () => {
    homeWith(['winnerBoard', 'partners']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(asked).toHaveLength(0);
    act(() => markPageReady());
    expect(await shownSections(2)).toEqual(['Big wins', 'Our partners']);
  });

  it('R2.14-3 home renders exactly the sections layout.home lists, in its order, each loaded only when listed', async () => {
    const all: HomeSectionType[] = ['partners', 'hotNews', 'memberNav', 'winnerBoard', 'promoList', 'lottery'];
    markPageReady();
    const first = homeWith(all);
    expect(await shownSections(6)).toEqual(all.map((type) => TITLES[type]));
    first.unmount();

    homeWith(['lottery', 'promoList']);
    expect(await shownSections(2)).toEqual(['Lottery results', 'Featured promotions']);
    expect(asked.map((c) => c.url).sort()).toEqual(['/wps/game/lottery/draws', '/wps/promotion/list']);
  });
});

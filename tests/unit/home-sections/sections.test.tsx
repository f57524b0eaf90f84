import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointName } from '../../../src/api/endpoints.ts';
import { HotNews } from '../../../src/features/home-sections/hot-news/hot-news.tsx';
import { LotteryResults } from '../../../src/features/home-sections/lottery/lottery-results.tsx';
import { MemberNav } from '../../../src/features/home-sections/member-nav/member-nav.tsx';
import { Partners } from '../../../src/features/home-sections/partners/partners.tsx';
import { PromoList } from '../../../src/features/home-sections/promo-list/promo-list.tsx';
import { WinnerBoard } from '../../../src/features/home-sections/winner-board/winner-board.tsx';
import type { LayoutItem } from '../../../src/generated/merchant.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { resetWalletStore, toggleBalanceHidden, walletStore } from '../../../src/state/wallet-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';
import { CATEGORIES, PROMOTIONS } from '../promotions/fixtures.ts';
import { asked, draw, notice, partner, platform, winner } from './platform.ts';

beforeAll(() => boot());
afterEach(() => vi.unstubAllGlobals());

const item = (type: string, options?: Record<string, unknown>): LayoutItem => (options === undefined ? { type } : { type, options });
const show = (element: ReactElement) => renderAt('/m/home', '/m/home', element);
const region = (name: string) => screen.findByRole('region', { name });
const path = () => screen.getByTestId('path').textContent;
const signIn = () => startSession({ token: 't'.repeat(20), merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
const reducedMotion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), addEventListener: () => {}, removeEventListener: () => {} }));

/** Each list section with what an empty answer looks like and the text it then shows. */
const LISTS: { title: string; endpoint: EndpointName; empty: unknown; emptyText: string; element: () => ReactElement }[] = [
  { title: 'Big wins', endpoint: 'winnerBoard', empty: { list: [] }, emptyText: 'No big wins yet today.', element: () => <WinnerBoard item={item('winnerBoard')} /> },
  { title: 'Lottery results', endpoint: 'lotteryDraws', empty: { list: [] }, emptyText: 'No draws to show yet.', element: () => <LotteryResults /> },
  { title: 'Featured promotions', endpoint: 'promotions', empty: { categories: [], list: [] }, emptyText: 'No promotions right now.', element: () => <PromoList item={item('promoList')} /> },
  { title: 'Latest news', endpoint: 'notices', empty: { list: [], unreadCount: 0 }, emptyText: 'No announcements yet.', element: () => <HotNews item={item('hotNews')} /> },
  { title: 'Our partners', endpoint: 'partners', empty: { list: [] }, emptyText: 'No partners to show.', element: () => <Partners /> },
];

describe('home sections: empty and failed (SPEC 2.14, 8)', () => {
  it.each(LISTS)('$title: loading keeps a box, an empty answer says so', async ({ title, endpoint, empty, emptyText, element }) => {
    platform({ [endpoint]: empty });
    show(element());
    expect(within(screen.getByRole('region', { name: title })).getByRole('status')).toBeInTheDocument();
    expect(await within(await region(title)).findByText(emptyText)).toBeVisible();
  });

  it.each(LISTS)('$title: a refusal shows the platform\'s message and a retry that loads again', async ({ title, endpoint, empty, emptyText, element }) => {
    platform({ [endpoint]: { refuse: 'Service busy, try later' } });
    show(element());
    const alert = await within(await region(title)).findByRole('alert');
    expect(alert).toHaveTextContent('Service busy, try later');
    platform({ [endpoint]: empty });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await region(title)).findByText(emptyText)).toBeVisible();
  });
});

describe('winner board (SPEC 2.14, 3)', () => {
  it('lists the newest wins with the masked name, the game and its picture, and the amount; scrolls with a pause button', async () => {
    platform({ winnerBoard: { list: [1, 2, 3, 4, 5, 6].map((i) => winner(i)) } });
    reducedMotion(false);
    show(<WinnerBoard item={item('winnerBoard', { size: 6 })} />);
    const board = await region('Big wins');
    const [list, copy] = await within(board).findAllByRole('list', { hidden: true });
    expect(asked[0]?.params).toMatchObject({ size: 6 });
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    const first = within(list as HTMLElement).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('pl***1');
    expect(first).toHaveTextContent('₱1,000.50');
    expect(within(first).getByRole('img', { name: 'Lucky Game 1' })).toHaveAttribute('src', '/cdn/ttslot/game/100001.png');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    const pause = within(board).getByRole('button', { name: 'Pause the winners' });
    await userEvent.setup().click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  it('stands still under prefers-reduced-motion: one list, no copy, no pause button', async () => {
    platform({ winnerBoard: { list: [1, 2, 3, 4, 5, 6].map((i) => winner(i)) } });
    reducedMotion(true);
    show(<WinnerBoard item={item('winnerBoard')} />);
    const board = await region('Big wins');
    await within(board).findAllByText(/pl\*\*\*/);
    expect(within(board).getAllByRole('list', { hidden: true })).toHaveLength(1);
    expect(within(board).queryByRole('button')).toBeNull();
  });
});

describe('lottery (SPEC 2.14, 7)', () => {
  it('shows each lottery\'s drawn numbers and a countdown to its next draw; a card opens its lottery page', async () => {
    platform({ lotteryDraws: { list: [draw('200001', 'Lotto 6/45', Date.now() + 3_661_000, ['03', '11', '19', '27', '38', '44']), { ...draw('200002', 'Swertres', Date.now() + 7_200_000, ['4', '0', '9']), category: 'ELOTT' }] } });
    show(<LotteryResults />);
    const lottery = await region('Lottery results');
    const cards = await within(lottery).findAllByRole('link');
    expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Lotto 6/45');
    expect(within(within(cards[0] as HTMLElement).getByRole('list', { name: 'Drawn numbers' })).getAllByRole('listitem').map((b) => b.textContent)).toEqual(['03', '11', '19', '27', '38', '44']);
    expect(cards[0]).toHaveTextContent(/Next draw in 01:01:0[01]/);
    expect(cards[0]).toHaveTextContent('Draw 20300101-001');
    await userEvent.setup().click(cards[1] as HTMLElement);
    expect(path()).toBe('/m/elott');
  });

  it('asks for the results again once a next draw is due, keeping the old ones shown meanwhile', async () => {
    platform({ lotteryDraws: { list: [draw('200001', 'Fast 3', Date.now() + 1200)] } });
    show(<LotteryResults />);
    const lottery = await region('Lottery results');
    await within(lottery).findByText('Fast 3');
    await waitFor(() => expect(asked.filter((c) => c.url === '/wps/game/lottery/draws')).toHaveLength(2), { timeout: 3000 });
    expect(within(lottery).getByText('Fast 3')).toBeVisible();
    expect(within(lottery).queryByRole('status')).toBeNull();
  });
});

describe('promo list (SPEC 2.14, 2.9)', () => {
  it('shows the promotions by their header picture and title, at most options.size, each opening /m/activity?id=<id>', async () => {
    platform({ promotions: { categories: CATEGORIES, list: PROMOTIONS } });
    show(<PromoList item={item('promoList', { size: 2 })} />);
    const promos = await region('Featured promotions');
    const items = await within(promos).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Welcome Bonus' })).toHaveAttribute('src', '/cdn/promo/1.png');
    expect(within(promos).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/m/activity');
    await userEvent.setup().click(within(items[1] as HTMLElement).getByRole('link'));
    expect(path()).toBe('/m/activity?id=2');
  });
});

describe('hot news (SPEC 2.14, 2.1)', () => {
  it('lists the latest notices, each opening /m/notice at its index', async () => {
    platform({ notices: { list: [notice(9, 'Holiday schedule'), notice(8, 'New games'), notice(7, 'App update')], unreadCount: 3 } });
    show(<HotNews item={item('hotNews', { size: 2 })} />);
    const news = await region('Latest news');
    const links = (await within(news).findAllByRole('link')).filter((l) => l.textContent !== 'See all');
    expect(links.map((l) => l.textContent)).toEqual(['Holiday schedule2025-01-09', 'New games2025-01-08']);
    expect(asked[0]?.params).toMatchObject({ types: 'PL', language: 'EN' });
    await userEvent.setup().click(links[1] as HTMLElement);
    expect(path()).toBe('/m/notice?index=1');
  });
});

describe('partners (SPEC 2.14 Sponsor)', () => {
  it('shows each partner\'s logo named by the partner', async () => {
    platform({ partners: { list: [partner(1, 'Manila Eagles'), partner(2, 'PG Soft')] } });
    show(<Partners />);
    const partners = await region('Our partners');
    expect((await within(partners).findAllByRole('img')).map((i) => i.getAttribute('alt'))).toEqual(['Manila Eagles', 'PG Soft']);
  });
});

describe('member nav (SPEC 2.14)', () => {
  /** What /wps/wallet/balances answers: the ledger's total with main and the vendor wallets. */
  const balances = (total: string, main = total) => ({ currencySymbol: '₱', total, main, pendingWithdrawal: '0.00', vendors: [] });
  beforeEach(() => resetWalletStore());

  it('shows nothing to a guest', async () => {
    platform({ walletBalances: balances('10.00') });
    const view = show(<MemberNav />);
    await Promise.resolve();
    expect(screen.queryByRole('region')).toBeNull();
    expect(view.container.querySelector('section')).toBeNull();
    expect(asked).toHaveLength(0);
  });

  it('greets a signed-in player with the ledger total of the balances call and the member shortcuts', async () => {
    signIn();
    platform({ walletBalances: balances('15234.75', '3000.00'), wallet: { sumBalance: 1, currencySymbol: '₱' } });
    show(<MemberNav />);
    const nav = await region('My account');
    expect(nav).toHaveTextContent('Hello, demo01');
    expect(await within(nav).findByText('₱15,234.75')).toBeVisible();
    expect(asked.map((a) => a.url)).toEqual(['/wps/wallet/balances']);
    expect(within(nav).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/rewardCenter', '/m/webEmail', '/m/set']);
  });

  it('shows the same total as the header, from minor units: a total past 2^53 minor units keeps every cent', async () => {
    signIn();
    platform({ walletBalances: balances('90071992547409.93') });
    show(<MemberNav />);
    const nav = await region('My account');
    expect(await within(nav).findByText('₱90,071,992,547,409.93')).toBeVisible();
    expect(walletStore.sumBalanceMinor).toBe(9_007_199_254_740_993n);
  });

  it('hides the total behind asterisks when the player hid the balance', async () => {
    signIn();
    platform({ walletBalances: balances('120.50') });
    toggleBalanceHidden();
    show(<MemberNav />);
    const nav = await region('My account');
    expect(await within(nav).findByText('****')).toBeVisible();
    await waitFor(() => expect(walletStore.sumBalanceMinor).toBe(12_050n));
    expect(within(nav).queryByText('₱120.50')).toBeNull();
  });

  it('a refused balance shows the platform\'s message and keeps the shortcuts; retry loads the total', async () => {
    signIn();
    platform({ walletBalances: { refuse: 'Wallet under maintenance' } });
    show(<MemberNav />);
    const nav = await region('My account');
    const alert = await within(nav).findByRole('alert');
    expect(alert).toHaveTextContent('Wallet under maintenance');
    expect(within(nav).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    platform({ walletBalances: balances('42.00') });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(nav).findByText('₱42.00')).toBeVisible();
  });
});

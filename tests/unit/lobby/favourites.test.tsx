import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { Game } from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { testGame } from './game-fixture.ts';

const api = vi.hoisted(() => ({
  addFavourite: vi.fn<(id: string, vendor: string) => Promise<void>>(),
  removeFavourite: vi.fn<(id: string, vendor: string) => Promise<void>>(),
  fetchFavouriteIds: vi.fn<(size: number) => Promise<string[]>>(),
  fetchFavouriteList: vi.fn<() => Promise<{ content: unknown[]; pageNum: number; totalPages: number }>>(),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));

const { GameCard, useTileActions } = await import('../../../src/features/games/game-card.tsx');
const { addToFavourites, favouritesStore, isFavourite, loadFavouriteIds, removeFromFavourites, resetFavouritesStore } = await import('../../../src/state/favourites-store.ts');
const { endSession, startSession } = await import('../../../src/state/session-store.ts');
const { initI18n } = await import('../../../src/i18n/i18n.ts');
const { FavouritesStrip } = await import('../../../src/features/games/favourites-strip.tsx');


interface CardOptions { showJackpot?: boolean; showVendor?: boolean }

function Card({ g, favourite, options }: { g: Game; favourite: boolean; options: CardOptions }) {
  return <GameCard actions={useTileActions()} game={g} favourite={favourite} {...options} />;
}

function renderCard(g: Game, favourite: boolean, options: CardOptions = {}) {
  return render(
    <MemoryRouter initialEntries={['/m/home']}>
      <Routes>
        <Route path="/m/home" element={<Card g={g} favourite={favourite} options={options} />} />
        <Route path="/m/login" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
});
beforeEach(() => {
  api.addFavourite.mockReset().mockResolvedValue(undefined);
  api.removeFavourite.mockReset().mockResolvedValue(undefined);
  api.fetchFavouriteIds.mockReset().mockResolvedValue([]);
  api.fetchFavouriteList.mockReset().mockResolvedValue({ content: [], pageNum: 1, totalPages: 1 });
});
afterEach(() => endSession());

const signIn = () => startSession({ token: 't1', merchantCode: 'ttslot', userName: 'demo00', type: 0, firstTimeLogin: false, read: true }, { remember: false });

describe('game tile favourite star (SPEC 2.3, 4)', () => {
  it('R4-40 a guest tapping the star goes to /m/login and nothing is sent', async () => {
    renderCard(testGame('1'), false);
    await userEvent.click(screen.getByRole('button', { name: 'Add Game 1 to favourites' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.addFavourite).not.toHaveBeenCalled();
  });

  it('R3-13 favourites are held as node ids stored as strings, whatever type the platform sends them in', async () => {
    resetFavouritesStore();
    api.fetchFavouriteIds.mockResolvedValueOnce([101, '102'] as unknown as string[]);
    await loadFavouriteIds('t-strings');
    expect(favouritesStore.ids).toEqual(['101', '102']);
    expect(isFavourite('101')).toBe(true);
    signIn();
    renderCard(testGame('103', { nodeId: 103 as unknown as string }), false);
    await userEvent.click(screen.getByRole('button', { name: 'Add Game 103 to favourites' }));
    expect(favouritesStore.ids).toContain('103');
    expect(favouritesStore.ids.every((id) => typeof id === 'string')).toBe(true);
  });

  it('R4-41 a member adds a game that is not a favourite', async () => {
    signIn();
    renderCard(testGame('2'), false);
    await userEvent.click(screen.getByRole('button', { name: 'Add Game 2 to favourites' }));
    expect(api.addFavourite).toHaveBeenCalledWith('2', 'PG');
    expect(favouritesStore.ids).toEqual(['2']);
  });

  it('R4-41 R4-39 a member removes a favourite locally at once, then on the server', async () => {
    signIn();
    await addToFavourites(testGame('3'));
    let release: () => void = () => {};
    api.removeFavourite.mockReturnValue(new Promise<void>((resolve) => { release = resolve; }));
    renderCard(testGame('3'), true);
    const star = screen.getByRole('button', { name: 'Remove Game 3 from favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(favouritesStore.ids).toEqual([]);
    expect(favouritesStore.strip).toEqual([]);
    expect(api.removeFavourite).toHaveBeenCalledWith('3', 'PG');
    release();
  });

  it('R4-39 a refused removal puts the favourite back', async () => {
    await addToFavourites(testGame('4'));
    api.removeFavourite.mockRejectedValue(new Error('refused'));
    await expect(removeFromFavourites(testGame('4'))).rejects.toThrow('refused');
    expect(favouritesStore.ids).toEqual(['4']);
  });

  it('R4-38 adding a game that is already a favourite is ignored', async () => {
    await expect(addToFavourites(testGame('5'))).resolves.toBe('added');
    await expect(addToFavourites(testGame('5'))).resolves.toBe('ignored');
    expect(api.addFavourite).toHaveBeenCalledOnce();
  });

  it('R2.3-29 the tile shows gameName, and nodeName only when gameName is empty; R2.3-28 a missing image shows the fallback', () => {
    const { unmount } = renderCard(testGame('6'), false);
    expect(screen.getByRole('button', { name: /^Game 6/ })).toBeInTheDocument();
    expect(screen.queryByText('Node 6')).toBeNull();
    unmount();
    renderCard(testGame('6', { gameName: '' }), false);
    expect(screen.getByRole('button', { name: /^Node 6/ })).toBeInTheDocument();
    expect(screen.getByTestId('game-tile-fallback')).toBeInTheDocument();
  });

  it('R2.3-30 the tile shows the favourite star, the jackpot with the currency symbol and the vendor name, each only when present', () => {
    const { unmount } = renderCard(testGame('7'), true, { showJackpot: true });
    // What a screen reader hears on the launch button: the jackpot, the game, the vendor.
    const launch = screen.getByRole('button', { name: /^Jackpot ₱\d{1,3}(,\d{3})+ Game 7 PG Soft$/ });
    expect(screen.getByRole('button', { name: 'Remove Game 7 from favourites' })).toHaveAttribute('aria-pressed', 'true');
    // The merchant's currency symbol (ttslot: ₱) before a grouped whole amount (SPEC 4).
    expect(within(launch).getByTestId('jackpot')).toHaveTextContent(/^₱\d{1,3}(,\d{3})+$/);
    expect(within(launch).getByText('PG Soft')).toBeInTheDocument();
    unmount();
    renderCard(testGame('8', { displayName: '' }), false);
    // Without a jackpot and a vendor name the launch button is named by the game alone.
    const plain = screen.getByRole('button', { name: 'Game 8' });
    expect(within(plain).queryByTestId('jackpot')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Game 8 to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('favourites strip (SPEC 2.3)', () => {
  it('R2.3-26 the strip stays hidden while the member has no favourites', async () => {
    signIn();
    render(<MemoryRouter><FavouritesStrip /></MemoryRouter>);
    await vi.waitFor(() => expect(api.fetchFavouriteList).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import { GameGrid } from '../../../src/features/games/game-grid.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { resetPageReady, whenPageReady } from '../../../src/state/page-ready.ts';
import { FakeIntersectionObserver as FakeObserver } from './fake-intersection-observer.ts';
import { testGame } from './game-fixture.ts';

const TTSLOT = ttslot as unknown as Merchant;

beforeAll(() => initI18n('EN'));
afterEach(() => {
  FakeObserver.made = [];
  vi.unstubAllGlobals();
});

function renderGrid(thresholdPx: number, loadMore: () => void) {
  setMerchant({ ...TTSLOT, constants: { ...TTSLOT.constants, limits: { ...TTSLOT.constants.limits, scrollLoadThresholdPx: thresholdPx } } });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const list = { games: [testGame('1'), testGame('2'), testGame('3')], loading: false, failed: false, loaded: true, loadMore, reload: () => undefined };
  return render(<MemoryRouter><GameGrid list={list} label="Games" /></MemoryRouter>);
}

describe('the game grid loads more near its end (SPEC 9)', () => {
  it.each([300, 420])('R9-12 asks for the next page once the end is within the brand\'s %i px of the viewport, not before', (px) => {
    const loadMore = vi.fn();
    renderGrid(px, loadMore);
    const [observer] = FakeObserver.made;
    expect(observer?.options.rootMargin).toBe(`0px 0px ${px}px 0px`);
    act(() => observer?.intersect(false));
    expect(loadMore).not.toHaveBeenCalled();
    act(() => observer?.intersect(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});

describe('home\'s grid has an end a player reaches (SPEC 2.3)', () => {
  function renderHomeGrid(pages: number, hasMore: boolean, loadMore: () => void) {
    setMerchant(TTSLOT);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const list = { games: [testGame('1'), testGame('2'), testGame('3')], loading: false, failed: false, loaded: true, pages, hasMore, loadMore, reload: () => undefined };
    return render(<MemoryRouter><GameGrid list={list} label="Games" scrollPages={3} /></MemoryRouter>);
  }

  it('scrolling loads pages until the grid holds scrollPages of them, with no button before that', () => {
    const loadMore = vi.fn();
    renderHomeGrid(2, true, loadMore);
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
    act(() => FakeObserver.made[0]?.intersect(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('from then on scrolling to the end loads nothing and the Load more button asks for each next page', async () => {
    const loadMore = vi.fn();
    renderHomeGrid(3, true, loadMore);
    for (const observer of FakeObserver.made) act(() => observer.intersect(true));
    expect(loadMore).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('the last page leaves no button', () => {
    renderHomeGrid(5, false, vi.fn());
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
  });
});

describe('a grid\'s first games make the page ready (the drawer and popup wait for them)', () => {
  it('any grid, the home list included, marks the page ready once it shows games, not before', () => {
    setMerchant(TTSLOT);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    resetPageReady();
    const ready = vi.fn();
    whenPageReady(ready);
    const list = { games: [] as ReturnType<typeof testGame>[], loading: true, failed: false, loaded: false, loadMore: () => undefined, reload: () => undefined };
    const view = render(<MemoryRouter><GameGrid list={list} label="Home" /></MemoryRouter>);
    expect(ready).not.toHaveBeenCalled();
    view.rerender(<MemoryRouter><GameGrid list={{ ...list, games: [testGame('1')], loading: false, loaded: true }} label="Home" /></MemoryRouter>);
    expect(ready).toHaveBeenCalledTimes(1);
    resetPageReady();
  });
});

describe('the game grid\'s loading, failure and empty states (SPEC 8)', () => {
  const states = { games: [] as ReturnType<typeof testGame>[], loadMore: () => undefined };
  function renderState(state: { loading: boolean; failed: boolean; loaded: boolean }, reload = () => undefined, emptyText?: string) {
    setMerchant(TTSLOT);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    return render(<MemoryRouter><GameGrid list={{ ...states, ...state, reload }} label="Games" {...(emptyText === undefined ? {} : { emptyText })} /></MemoryRouter>);
  }

  it('R8-15 a failed game load hides the loading indicator and offers a retry', async () => {
    const reload = vi.fn();
    const { rerender } = renderState({ loading: true, failed: false, loaded: false }, reload);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');
    rerender(<MemoryRouter><GameGrid list={{ ...states, loading: false, failed: true, loaded: false, reload }} label="Games" /></MemoryRouter>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The games could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('R8-17 an empty game list shows an empty state, the list\'s own text when it has one', () => {
    const { unmount } = renderState({ loading: false, failed: false, loaded: true });
    expect(screen.getByText('No games found')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderState({ loading: false, failed: false, loaded: true }, () => undefined, 'No recent games yet');
    expect(screen.getByText('No recent games yet')).toBeVisible();
  });
});

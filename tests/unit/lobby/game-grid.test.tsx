import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import { GameGrid } from '../../../src/features/games/game-grid.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
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

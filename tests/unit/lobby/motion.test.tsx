import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { Announcement } from '../../../src/api/announcements.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { BannerCarousel } from '../../../src/features/home/banner-carousel.tsx';
import { NoticeTicker } from '../../../src/features/home/notice-ticker.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { applyHomeAnnouncements } from '../../../src/state/home-announcements-store.ts';

const ann = (id: number, type: Announcement['type']): Announcement => ({
  id, announcementId: id, type, title: `Notice ${id}`, content: '', startDate: '2025-01-01', endDate: null, groupName: 'm_home', read: false,
  url: `/b${id}.png`, action: { type: 'none', target: '' }, sequence: id,
});

/** The system's motion setting, as matchMedia reports it. */
function motion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  }));
}

function showAnnouncements(): void {
  applyHomeAnnouncements({
    banners: [ann(1, 'B'), ann(2, 'B'), ann(3, 'B')], player: [ann(4, 'PL'), ann(5, 'PL')], popup: [], promotion: [], hot: [], agent: [],
    footer: { unreadCount: 0, total: 0 },
  }, 'EN');
}

const shownBanner = () => screen.getAllByRole('button', { name: /^Banner \d of 3$/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
const autoplayMs = ttslot.constants.timings.bannerAutoplayMs;

beforeEach(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
  showAnnouncements();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('banner carousel motion (WCAG 2.2.2)', () => {
  it('R9-9 autoplays every 5 s and offers a pause control that stops it', () => {
    motion(false);
    vi.useFakeTimers();
    render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    expect(shownBanner()).toBe(1);
    act(() => vi.advanceTimersByTime(autoplayMs));
    expect(shownBanner()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    act(() => vi.advanceTimersByTime(autoplayMs * 3));
    expect(shownBanner()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    act(() => vi.advanceTimersByTime(autoplayMs));
    expect(shownBanner()).toBe(3);
  });

  it('under prefers-reduced-motion it does not autoplay or slide until the player presses play', () => {
    motion(true);
    vi.useFakeTimers();
    render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    act(() => vi.advanceTimersByTime(autoplayMs * 3));
    expect(shownBanner()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 2 of 3' }));
    expect(shownBanner()).toBe(2);
    expect(screen.getByTestId('banner-track').style.transition).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    act(() => vi.advanceTimersByTime(autoplayMs));
    expect(shownBanner()).toBe(3);
    expect(screen.getByRole('button', { name: 'Pause banners' })).toBeVisible();
  });

  it('one banner does not move and has no pause control', () => {
    motion(false);
    applyHomeAnnouncements({ banners: [ann(1, 'B')], player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 } }, 'EN');
    render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    expect(screen.queryByRole('button', { name: /banners$/ })).toBeNull();
  });
});

describe('notice ticker motion', () => {
  it.each([false, true])('reduced motion %s: the ticker moves only when motion is allowed, and stands still otherwise', (reduce) => {
    motion(reduce);
    const animate = vi.fn(() => ({ onfinish: null, cancel: () => undefined }) as unknown as Animation);
    HTMLElement.prototype.animate = animate;
    render(<MemoryRouter><NoticeTicker /></MemoryRouter>);
    const line = screen.getByText('Notice 4').parentElement!;
    expect(line.textContent).toBe('Notice 4　•　Notice 5');
    expect(animate.mock.contexts).toEqual(reduce ? [] : [line]);
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    expect(screen.getByRole('link').hasAttribute('data-still')).toBe(reduce);
  });
});

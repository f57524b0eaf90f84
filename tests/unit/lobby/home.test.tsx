import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { NoticeTicker } from '../../../src/features/home/notice-ticker.tsx';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { isHomeSectionType } from '../../../src/render/registry.tsx';
import { visibleHomeItems } from '../../../src/render/home-screen.tsx';
import { DESIGN_REM, pxToRem } from '../../../src/features/home/popup-html.ts';
import { matchDateTime } from '../../../src/i18n/format.ts';
import { applyHomeAnnouncements, homeAnnouncements } from '../../../src/state/home-announcements-store.ts';
import { routeAt } from '../../../src/config/routes.ts';
import { gameCenterType } from '../../../src/features/games/game-center-screen.tsx';
import { Pager } from '../../../src/features/games/pager.ts';
import type { Announcement } from '../../../src/api/announcements.ts';

const ann = (id: number, extra: Partial<Announcement> = {}): Announcement => ({
  id, announcementId: id, type: 'PU', title: `A${id}`, content: `<p>${id}</p>`, startDate: '2025-01-01', endDate: null, groupName: 'm_home', read: false, url: '',
  action: { type: 'none', target: '' }, sequence: id, ...extra,
});

describe('home assembly (SPEC 2.3, DESIGN 3)', () => {
  it('unknown types are dropped and a false `when` hides its item, keeping config order (DESIGN 3)', () => {
    const items = [{ type: 'banner' }, { type: 'weather' }, { type: 'messagingButton', when: { link: 'messaging' as const } }, { type: 'goTop' }];
    const shown = visibleHomeItems(items, (item) => item.when === undefined);
    expect(shown.map((i) => i.type)).toEqual(['banner', 'goTop']);
    expect(isHomeSectionType('weather')).toBe(false);
  });

  it('R3-8 only the first popup is used; banners are the home group in order', () => {
    applyHomeAnnouncements({
      banners: [ann(2, { type: 'B', url: '/b2.svg' }), ann(1, { type: 'B', url: '/b1.svg' }), ann(3, { type: 'B', url: '/b3.svg', groupName: 'm_reg' })],
      player: [], popup: [ann(7), ann(8)], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 },
    }, 'EN');
    expect(homeAnnouncements.popup?.id).toBe(7);
    expect(homeAnnouncements.banners.map((b) => b.id)).toEqual([1, 2]);
  });

  it('R9-15 pixel sizes in popup content become rem divided by 100 (the 375-wide design rem of the popup)', () => {
    expect(pxToRem('<div style="font-size:16px;margin:8.5px 0;width:.5px">x</div>')).toBe(
      '<div style="font-size:calc(16 / 100 * var(--design-rem));margin:calc(8.5 / 100 * var(--design-rem)) 0;width:calc(0.5 / 100 * var(--design-rem))">x</div>',
    );
    // One design rem is a 3.75th of the canvas: 100 px on a 375 px screen, so 16px stays 16 px there.
    expect(DESIGN_REM).toBe('calc(min(100vw, 480px) / 3.75)');
    expect(pxToRem('<p style="padding:4PX">10 pixels, 12pxx</p>')).toBe('<p style="padding:calc(4 / 100 * var(--design-rem))">10 pixels, 12pxx</p>');
  });

  it('R2.3-18 a match time shows as DD/MM/YYYY and HH:mm', () => {
    expect(matchDateTime(new Date(2025, 2, 7, 9, 5).getTime())).toEqual({ date: '07/03/2025', time: '09:05' });
  });

  it('R2.1-8 the game center takes its type from the path, else from ?type=, and defaults to SPORTS', () => {
    expect(gameCenterType(routeAt('/m/esports')?.category, null)).toBe('ESPORTS');
    expect(gameCenterType(routeAt('/m/elott')?.category, 'live')).toBe('ELOTT');
    expect(gameCenterType(routeAt('/m/gameCenter')?.category, null)).toBe('SPORTS');
    expect(gameCenterType(routeAt('/m/gameCenter')?.category, 'live')).toBe('LIVE');
  });
});

describe('paged list (SPEC 4, 9)', () => {
  const page = (n: number, total: number) => ({ items: [{ nodeId: `${n}` } as never], pageNum: n, totalPages: total });

  it('R4-35 R4-37 R9-12 loads page 1, appends page 2 no sooner than a second later, stops at the last page; a new query replaces', async () => {
    vi.useFakeTimers();
    let now = 0;
    const fetcher = vi.fn((n: number) => Promise.resolve(page(n, 3)));
    const pager = new Pager(1000, () => now);
    pager.start(fetcher);
    await vi.waitFor(() => expect(pager.state.loaded).toBe(true));
    pager.loadMore();
    await vi.waitFor(() => expect(pager.state.pageNum).toBe(2));
    expect(pager.state.games.map((g) => g.nodeId)).toEqual(['1', '2']);
    now = 500;
    pager.loadMore(); // inside the second: waits
    expect(fetcher).toHaveBeenCalledTimes(2);
    now = 1000;
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(pager.state.pageNum).toBe(3));
    now = 5000;
    pager.loadMore(); // pageNum 3 of 3: no more
    expect(fetcher).toHaveBeenCalledTimes(3);
    pager.start((n: number) => Promise.resolve(page(n, 1)));
    expect(pager.state.games).toEqual([]);
    await vi.waitFor(() => expect(pager.state.games.map((g) => g.nodeId)).toEqual(['1']));
    vi.useRealTimers();
  });
});

describe('notice ticker (SPEC 2.3, 4)', () => {
  it.each(['ltr', 'rtl'] as const)('R4-68 the notice ticker moves 30 times a second (%s)', async (dir) => {
    setMerchant(ttslot as unknown as Merchant);
    await initI18n('EN');
    expect(ttslot.constants.timings.tickerFps).toBe(30);
    const passes: { keyframes: Keyframe[]; timing: KeyframeAnimationOptions; animation: { cancel: () => void } }[] = [];
    HTMLElement.prototype.animate = function animate(keyframes, timing) {
      const animation = { cancel: vi.fn() };
      passes.push({ keyframes: keyframes as Keyframe[], timing: timing as KeyframeAnimationOptions, animation });
      return animation as unknown as Animation;
    };
    let resized: (() => void) | undefined;
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe(): void {}
      disconnect(): void {}
    });
    document.documentElement.dir = dir;
    // jsdom lays nothing out: a 2,000 px line of text in a 300 px window.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(2000);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      applyHomeAnnouncements({
        banners: [], player: [ann(1, { type: 'PL', title: 'Welcome bonus today' })], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 },
      }, 'EN');
      const view = render(<MemoryRouter><NoticeTicker /></MemoryRouter>);
      expect(passes).toHaveLength(1);
      const sign = dir === 'rtl' ? -1 : 1;
      expect(passes[0]!.keyframes).toEqual([{ transform: `translateX(${sign * 300}px)` }, { transform: `translateX(${-sign * 2000}px)` }]);
      // The line's place over its first second, read every millisecond: a steps(n) easing moves it n times per duration.
      const { duration, easing } = passes[0]!.timing;
      const steps = Number(/^steps\((\d+)\)$/.exec(easing ?? '')?.[1]);
      const place = (ms: number) => Math.floor((steps * ms) / Number(duration));
      let moves = 0;
      for (let ms = 1; ms <= 1000; ms += 1) if (place(ms) !== place(ms - 1)) moves += 1;
      expect(moves).toBe(30);
      expect(passes[0]!.timing.iterations).toBe(Infinity);
      // A new pass only when the titles or the window change size.
      resized?.();
      expect(passes).toHaveLength(1);
      scrollWidth.mockReturnValue(2400);
      resized?.();
      expect(passes).toHaveLength(2);
      expect(passes[0]!.animation.cancel).toHaveBeenCalled();
      view.unmount();
      expect(passes[1]!.animation.cancel).toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
      vi.unstubAllGlobals();
      document.documentElement.dir = '';
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromotionList } from '../../../src/features/promotions/promotion-list.tsx';
import { boot } from '../auth/harness.tsx';
import { CATEGORIES, PROMOTIONS } from './fixtures.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const scrolled: Element[] = [];

beforeAll(() => boot());
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The list opened on promotion 3 ("Free Spins Friday", category Slots) on a device with user agent `ua`. */
function openOnPromotion(ua: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  render(<MemoryRouter><PromotionList categories={CATEGORIES} promotions={PROMOTIONS} openId={3} /></MemoryRouter>);
  return {
    promotion: () => scrolled.filter((el) => el === screen.getByRole('button', { name: /Free Spins Friday/ }).closest('li')).length,
    menuEntry: () => scrolled.filter((el) => el === screen.getByRole('tab', { name: 'Slots' })).length,
  };
}

describe('promotion scrolling (SPEC 9)', () => {
  it('R9-13 the scroll to a promotion runs at 0 ms and again at 500 ms', () => {
    const { promotion } = openOnPromotion(IPHONE);
    vi.advanceTimersByTime(0);
    expect(promotion()).toBe(1);
    vi.advanceTimersByTime(499);
    expect(promotion()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(promotion()).toBe(2);
  });

  it('R9-14 on Android, scrolling into view waits 500 ms: the promotion and the chosen menu entry', () => {
    const { promotion, menuEntry } = openOnPromotion(ANDROID);
    vi.advanceTimersByTime(499);
    expect([promotion(), menuEntry()]).toEqual([0, 0]);
    vi.advanceTimersByTime(1);
    expect([promotion(), menuEntry()]).toEqual([1, 1]);
    vi.advanceTimersByTime(1000);
    expect(promotion()).toBe(1);
  });

  it('elsewhere the chosen menu entry scrolls into view at once', () => {
    const { menuEntry } = openOnPromotion(IPHONE);
    vi.advanceTimersByTime(0);
    expect(menuEntry()).toBe(1);
  });
});

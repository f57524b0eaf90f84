import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { Announcement } from '../../../src/api/announcements.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { BannerCarousel } from '../../../src/features/home/banner-carousel.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { initI18n, languageState } from '../../../src/i18n/i18n.ts';
import { HomeScreen } from '../../../src/render/home-screen.tsx';
import { applyHomeAnnouncements } from '../../../src/state/home-announcements-store.ts';
import { markPageReady, resetPageReady } from '../../../src/state/page-ready.ts';

const TTSLOT = ttslot as unknown as Merchant;
const banner = (id: number): Announcement => ({
  id, announcementId: id, type: 'B', title: `Banner ${id}`, content: '', startDate: '2025-01-01', endDate: null, groupName: 'm_home', read: false, url: `/b${id}.svg`,
  action: { type: 'none', target: '' }, sequence: id,
});
/** The home announcements as loaded for the list language, so the section asks the platform for nothing. */
const loaded = (banners: Announcement[]): void => applyHomeAnnouncements({ banners, player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 } }, languageState.code);

beforeAll(() => initI18n('EN'));
afterEach(() => vi.useRealTimers());

describe('home banner carousel (SPEC 2.3, 9)', () => {
  it('R2.3-1 is there with banners and absent without them', () => {
    setMerchant(TTSLOT);
    loaded([]);
    const view = render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    expect(view.container).toBeEmptyDOMElement();
    view.unmount();
    loaded([banner(1)]);
    render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Banner 1' })).toBeInTheDocument();
  });

  it('R9-9 autoplays every 5000 ms with a 1000 ms transition and loops back to the first; one banner stays still', () => {
    setMerchant(TTSLOT);
    vi.useFakeTimers();
    loaded([banner(1), banner(2)]);
    const view = render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    const current = (): string | undefined => screen.getAllByRole('button', { name: /^Banner \d of 2$/ }).find((d) => d.getAttribute('aria-current') === 'true')?.getAttribute('aria-label') ?? undefined;
    expect(screen.getByTestId('banner-track')).toHaveStyle({ transition: 'transform 1000ms ease' });
    expect(current()).toBe('Banner 1 of 2');
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe('Banner 1 of 2');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('Banner 2 of 2');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Banner 1 of 2'); // the loop: onto the copy of the first slide
    view.unmount();

    loaded([banner(1)]);
    render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    const still = screen.getByTestId('banner-track').style.transform;
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByTestId('banner-track').style.transform).toBe(still);
    expect(screen.queryByRole('button', { name: /^Banner \d of/ })).toBeNull();
  });
});

describe('home floating buttons (SPEC 2.3)', () => {
  // ttslot's own layout items, so the `when` tested is the one the brand ships.
  const floating = TTSLOT.layout.home.filter((i) => i.type === 'messagingButton' || i.type === 'customerServiceButton');
  const renderHome = (messaging: Merchant['links']['messaging'] | undefined) => {
    const { messaging: _none, ...links } = TTSLOT.links;
    setMerchant({ ...TTSLOT, layout: { ...TTSLOT.layout, home: floating }, links: messaging === undefined ? links : { ...links, messaging } });
    return render(<MemoryRouter><HomeScreen /></MemoryRouter>);
  };

  it('R2.3-5 the messaging button opens the configured link, and is absent when none is configured', async () => {
    const withLink = renderHome({ url: 'https://wa.me/15550001', label: 'WhatsApp us' });
    const link = await screen.findByRole('link', { name: 'WhatsApp us' });
    expect(link).toHaveAttribute('href', 'https://wa.me/15550001');
    expect(link).toHaveAttribute('target', '_blank');
    withLink.unmount();

    renderHome(undefined);
    await screen.findByRole('link', { name: 'Customer service' });
    const footer = screen.queryByRole('contentinfo');
    expect(screen.getAllByRole('link').filter((l) => footer === null || !footer.contains(l))).toHaveLength(1);
  });
});

describe('home\'s compliance footer', () => {
  it('comes once the first games are on screen, so it never stands under an empty grid and moves (layout shift)', async () => {
    resetPageReady();
    setMerchant({ ...TTSLOT, layout: { ...TTSLOT.layout, home: [] } });
    render(<MemoryRouter><HomeScreen /></MemoryRouter>);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => markPageReady());
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(TTSLOT.compliance.licence);
    resetPageReady();
  });
});

// Pictures named by the platform come from this site or its image hosts only.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { Announcement } from '../../../src/api/announcements.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { BannerCarousel } from '../../../src/features/home/banner-carousel.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { applyHomeAnnouncements } from '../../../src/state/home-announcements-store.ts';
import { applySystemStatus, shownPicture } from '../../../src/state/system-store.ts';
import { gameImage } from '../../../src/features/games/game-card.tsx';
import { VendorIcon } from '../../../src/features/games/vendor-icon.tsx';
import { pictureAllowed } from '../../../src/config/picture-url.ts';

const HOSTS = ['https://img.platform.example/pics', '/cdn'];
const ORIGIN = 'https://brand.example';

describe('picture addresses from the platform', () => {
  it.each([
    ['/cdn/ttslot/banner/1.png', true],
    ['https://brand.example/any/path.png', true],
    ['https://img.platform.example/pics/a.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['https://img.platform.example/other/a.png', false],
    ['https://evil.example/p.png', false],
    ['//evil.example/p.png', false],
    ['/\\evil.example/p.png', false],
    ['https:evil.example/p.png', false],
    ['https://user@evil.example/p.png', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['<img src=x onerror=alert(1)>', false],
  ])('%s: %s', (src, allowed) => {
    expect(pictureAllowed(src, HOSTS, ORIGIN)).toBe(allowed);
  });

  it('a banner whose picture is on another host shows no picture (found by the security suite: the carousel asked any host)', async () => {
    setMerchant(ttslot as unknown as Merchant);
    await initI18n('EN');
    applySystemStatus({ info: { imageCDNs: ['/cdn'], whitelabel: {}, modules: {} } } as never);
    const banner = (id: number, url: string): Announcement => ({
      id, announcementId: id, type: 'B', title: `B${id}`, content: '', startDate: '2025-01-01', endDate: null, groupName: 'm_home', read: false, url,
      action: { type: 'none', target: '' }, sequence: id,
    });
    applyHomeAnnouncements({
      banners: [banner(1, '/cdn/ttslot/banner/1.png'), banner(2, 'https://x1.evil.example/p.png'), banner(3, '//x2.evil.example/p')],
      player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 },
    }, 'EN');
    const { container } = render(<MemoryRouter><BannerCarousel /></MemoryRouter>);
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/cdn/ttslot/banner/1.png', null, null, '/cdn/ttslot/banner/1.png']);
  });

  it('game, vendor and team pictures go through the same rule (shownPicture): another host gives no picture', () => {
    applySystemStatus({ info: { imageCDNs: ['https://img.platform.example/pics'], whitelabel: {}, modules: {} } } as never);
    expect(gameImage({ mobileLargeIcon: 'https://x3.evil.example/g.png', showIcon: '', iconUrl: '' })).toBe('');
    expect(gameImage({ mobileLargeIcon: '', showIcon: 'https://img.platform.example/pics/g.png', iconUrl: '' })).toBe('https://img.platform.example/pics/g.png');
    expect(gameImage({ mobileLargeIcon: '', showIcon: '', iconUrl: `${window.location.origin}/cdn/ttslot/game/PG_0001.png` })).toBe(`${window.location.origin}/cdn/ttslot/game/PG_0001.png`);
    expect(shownPicture('//x4.evil.example/v.png')).toBe('');
    expect(shownPicture(undefined)).toBe('');
    const { container, rerender } = render(<VendorIcon url="https://x5.evil.example/v.png" />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<VendorIcon url="https://img.platform.example/pics/v.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.platform.example/pics/v.png');
  });
});

// The image host is drawn at random from the status's imageCDNs and a failing host hands over to the next (SPEC 7 Other, 9).
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { installPictureFallback } from '../../../src/app/picture-fallback.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { cdnBases, nextCdn, normaliseBase, pickCdn, rebasePicture } from '../../../src/config/image-cdn.ts';
import { VendorIcon } from '../../../src/features/games/vendor-icon.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { applySystemStatus, pictureFailed, shownPicture, systemStore } from '../../../src/state/system-store.ts';

const ORIGIN = 'https://brand.example';
const A = 'https://img-a.example/pics';
const B = 'https://img-b.example/pics';
const C = 'https://img-c.example/pics';
const status = (imageCDNs: string[]) => ({ info: { imageCDNs, whitelabel: {}, modules: {} } }) as never;

describe('image CDN choice (pure)', () => {
  it('R7-42 the base is drawn from the list by the random number: each host can be drawn', () => {
    expect(pickCdn([A, B, C], () => 0)).toBe(A);
    expect(pickCdn([A, B, C], () => 0.5)).toBe(B);
    expect(pickCdn([A, B, C], () => 0.999999)).toBe(C);
    expect(pickCdn([], () => 0.5)).toBeUndefined();
  });

  it('without a supplied list the merchant\'s own host serves (SPEC 9: a default host replaced by a supplied list)', () => {
    expect(cdnBases([], '/cdn')).toEqual(['/cdn']);
    expect(cdnBases(undefined, '/cdn')).toEqual(['/cdn']);
    expect(cdnBases([A, B], '/cdn')).toEqual([A, B]);
  });

  it('a failed host hands over to the next one not yet failed, wrapping, and to none when all failed', () => {
    expect(nextCdn([A, B, C], [A], A, ORIGIN)).toBe(B);
    expect(nextCdn([A, B, C], [C, A], C, ORIGIN)).toBe(B);
    expect(nextCdn([A, B, C], [A, B, C], B, ORIGIN)).toBeUndefined();
  });

  it('a picture under any host moves onto the chosen one; one already there, or elsewhere, is left as it is', () => {
    expect(rebasePicture(`${A}/ttslot/game/1.png`, [A, B], B, ORIGIN)).toBe(`${B}/ttslot/game/1.png`);
    expect(rebasePicture(`${B}/ttslot/game/1.png`, [A, B], B, ORIGIN)).toBe(`${B}/ttslot/game/1.png`);
    expect(rebasePicture('/cdn/ttslot/game/1.png', ['/cdn'], '/cdn', ORIGIN)).toBe('/cdn/ttslot/game/1.png');
    expect(rebasePicture('https://img-a.example/picsX/1.png', [A, B], B, ORIGIN)).toBe('https://img-a.example/picsX/1.png');
  });

  it('a base is compared absolute and without its trailing slashes, however many', () => {
    expect(normaliseBase(`${A}/`, ORIGIN)).toBe(A);
    expect(normaliseBase(`${A}//`, ORIGIN)).toBe(A);
    expect(normaliseBase('/cdn/', ORIGIN)).toBe(`${ORIGIN}/cdn`);
    expect(normaliseBase(A, ORIGIN)).toBe(A);
    expect(nextCdn([`${A}//`, B], [A], `${A}/`, ORIGIN)).toBe(B);
  });

  it('a random source at its upper edge still draws the last host', () => {
    expect(pickCdn([A, B, C], () => 1)).toBe(C);
  });

  it('the hand-over starts right after the current host, wraps to the start, and may come back to the current one', () => {
    expect(nextCdn([A, B, C], [B], B, ORIGIN)).toBe(C);
    expect(nextCdn([A, B, C], [C], C, ORIGIN)).toBe(A);
    expect(nextCdn([A, B], [B], A, ORIGIN)).toBe(A);
    // a current host not in the list: the first one alive, up to the last
    expect(nextCdn([A, B, C], [A, B], 'https://img-x.example/pics', ORIGIN)).toBe(C);
    expect(nextCdn([], [], A, ORIGIN)).toBeUndefined();
  });

  it('a picture address that is no URL is left as it is', () => {
    expect(rebasePicture('http://[broken/1.png', [A, B], B, ORIGIN)).toBe('http://[broken/1.png');
  });
});

describe('image CDN in the app', () => {
  beforeEach(() => setMerchant(ttslot as unknown as Merchant));
  afterEach(() => vi.restoreAllMocks());

  it('R7-42 the status\'s list decides the host every platform picture is shown from', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    applySystemStatus(status([A, B]));
    expect(shownPicture(`${A}/ttslot/vendor/PG.png`)).toBe(`${B}/ttslot/vendor/PG.png`);
    const { container } = render(<VendorIcon url={`${A}/ttslot/vendor/PG.png`} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${B}/ttslot/vendor/PG.png`);
  });

  it('the drawn host stays for the page load while a refreshed status still lists it', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    applySystemStatus(status([A, B]));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    applySystemStatus(status([A, B]));
    expect(systemStore.imageCdn).toBe(B);
  });

  it('R7-42 a picture that fails on the drawn host is loaded from the next host, and later pictures use it', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    applySystemStatus(status([A, B]));
    const uninstall = installPictureFallback();
    const { container } = render(<VendorIcon url={`${A}/ttslot/vendor/PG.png`} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(`${A}/ttslot/vendor/PG.png`);
    img?.dispatchEvent(new Event('error'));
    expect(img?.getAttribute('src')).toBe(`${B}/ttslot/vendor/PG.png`);
    expect(shownPicture(`${A}/ttslot/game/7.png`)).toBe(`${B}/ttslot/game/7.png`);
    uninstall();
  });

  it('when every host has failed the picture is left alone (no endless retries), and pictures of other sites are not touched', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    applySystemStatus(status([A, B]));
    expect(pictureFailed(`${A}/1.png`)).toBe(`${B}/1.png`);
    expect(pictureFailed(`${B}/1.png`)).toBeUndefined();
    expect(pictureFailed('https://elsewhere.example/1.png')).toBeUndefined();
  });
});

/** The system status (SPEC 1, 4), its cache for the next page load, and the image host drawn from it (SPEC 7 Other, 9). */
import { act, renderHook, waitFor } from '@testing-library/react';
import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { CallOptions } from '../../../src/api/client.ts';
import type { SystemStatus } from '../../../src/api/system.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import {
  applySystemStatus, gateStatusOf, loadSystemStatus, pictureFailed, resetSystemStore, shownPicture, systemStore, useGateStatus, useSystemStatus,
} from '../../../src/state/system-store.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({ fetchSystemStatus: vi.fn<(options?: CallOptions) => Promise<SystemStatus>>() }));
vi.mock('../../../src/api/system.ts', async (original) => ({ ...(await original<object>()), ...api }));
const merchant = vi.hoisted(() => ({ loadedMerchant: vi.fn<() => Merchant | undefined>() }));
vi.mock('../../../src/config/merchant.ts', async (original) => ({ ...(await original<object>()), ...merchant }));

const TTSLOT = ttslot as unknown as Merchant;
const ORIGIN = window.location.origin;
const A = 'https://img-a.example/pics';
const B = 'https://img-b.example/pics';
const C = 'https://img-c.example/pics';
const KEY = 'systemStatus';

/** A status as the server answers it; `imageCDNs` undefined leaves the list out (an older cached status). */
const status = (imageCDNs: string[] | undefined, over: Partial<SystemStatus> = {}): SystemStatus => ({
  status: 0,
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9', country: 'TH' },
  serverTime: 1_700_000_000_000,
  info: { mainDomain: 'ttslot.com', ...(imageCDNs === undefined ? {} : { imageCDNs }) },
  ...over,
}) as SystemStatus;

const EMPTY = { status: undefined, fresh: false, failed: false, imageCdn: undefined, failedCdns: [] };
const cache = (value: unknown) => localStorage.setItem(KEY, JSON.stringify(value));
const cached = () => localStorage.getItem(KEY);
const draw = (value: number) => vi.spyOn(Math, 'random').mockReturnValue(value);

beforeEach(() => {
  api.fetchSystemStatus.mockReset();
  merchant.loadedMerchant.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('which page the status shows (SPEC 4)', () => {
  it('no status yet shows the app', () => {
    expect(gateStatusOf(undefined)).toBe(0);
  });

  it.each([
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
    [false, false, 0],
  ] as const)('maintenance %s and region restriction %s give %i', (maintenance, regionRestriction, gate) => {
    expect(gateStatusOf({ maintenance, regionRestriction })).toBe(gate);
  });
});

describe('the store', () => {
  it('starts with no status, not fresh, not failed, no host drawn and none failed', () => {
    expect(snapshot(systemStore)).toStrictEqual(EMPTY);
  });

  it('reset brings back the empty state', () => {
    Object.assign(systemStore, { status: status([A]), fresh: true, failed: true, imageCdn: A, failedCdns: [B] });
    resetSystemStore();
    expect(snapshot(systemStore)).toStrictEqual(EMPTY);
  });
});

describe('a status the server answered', () => {
  it('is shown at once, fresh, no longer failed, draws a host, and is cached as JSON for the next page load', () => {
    draw(0.5);
    systemStore.failed = true;
    const answer = status([A, B, C]);
    applySystemStatus(answer);
    expect(snapshot(systemStore)).toStrictEqual({ status: answer, fresh: true, failed: false, imageCdn: B, failedCdns: [] });
    expect(cached()).toBe(JSON.stringify(answer));
  });
});

describe('loading the status (SPEC 4: the cached value first, then the server)', () => {
  it('shows a valid cached status and draws its host before the server answers, asking quietly; the answer then replaces it', async () => {
    draw(0);
    const old = status([A, B]);
    cache(old);
    const answer = deferred<SystemStatus>();
    api.fetchSystemStatus.mockReturnValue(answer.promise);
    const load = loadSystemStatus();
    expect(snapshot(systemStore)).toStrictEqual({ ...EMPTY, status: old, imageCdn: A });
    expect(api.fetchSystemStatus.mock.calls).toStrictEqual([[{ quiet: true }]]);
    const fresh = status([C, A], { serverTime: 1_700_000_000_999 });
    answer.resolve(fresh);
    await load;
    expect(snapshot(systemStore)).toStrictEqual({ status: fresh, fresh: true, failed: false, imageCdn: A, failedCdns: [] });
    expect(cached()).toBe(JSON.stringify(fresh));
  });

  it('a cached status does not replace one the store already shows, nor redraw its host', async () => {
    draw(0);
    const shown = status([A, B]);
    applySystemStatus(shown);
    cache(status([C], { maintenance: true, status: 1 }));
    draw(0.9);
    const answer = deferred<SystemStatus>();
    api.fetchSystemStatus.mockReturnValue(answer.promise);
    const load = loadSystemStatus();
    expect(snapshot(systemStore)).toStrictEqual({ status: shown, fresh: true, failed: false, imageCdn: A, failedCdns: [] });
    answer.resolve(shown);
    await load;
  });

  it('without a cached status nothing shows and no host is drawn before the server answers', async () => {
    merchant.loadedMerchant.mockReturnValue(TTSLOT);
    const answer = deferred<SystemStatus>();
    api.fetchSystemStatus.mockReturnValue(answer.promise);
    const load = loadSystemStatus();
    expect(snapshot(systemStore)).toStrictEqual(EMPTY);
    answer.resolve(status([]));
    await load;
    expect(snapshot(systemStore)).toStrictEqual({ status: status([]), fresh: true, failed: false, imageCdn: '/cdn', failedCdns: [] });
  });

  it.each([
    ['not an object', 5],
    ['text', 'maintenance'],
    ['null', null],
    ['a status that is not a number', { ...status([A]), status: '0' }],
    ['info that is not an object', { ...status([A]), info: 'x' }],
    ['info null', { ...status([A]), info: null }],
    ['a location that is not an object', { ...status([A]), location: '203.0.113.9' }],
  ])('a cached value that is %s is ignored and removed; the answer then shows', async (_what, value) => {
    merchant.loadedMerchant.mockReturnValue(TTSLOT);
    draw(0);
    cache(value);
    const answer = deferred<SystemStatus>();
    api.fetchSystemStatus.mockReturnValue(answer.promise);
    const load = loadSystemStatus();
    expect(snapshot(systemStore)).toStrictEqual(EMPTY);
    expect(cached()).toBeNull();
    answer.resolve(status([B]));
    await load;
    expect(snapshot(systemStore)).toStrictEqual({ status: status([B]), fresh: true, failed: false, imageCdn: B, failedCdns: [] });
    expect(cached()).toBe(JSON.stringify(status([B])));
  });

  it('a cached value that is no JSON is ignored and removed', async () => {
    localStorage.setItem(KEY, '{"status":');
    api.fetchSystemStatus.mockRejectedValue(new Error('offline'));
    await loadSystemStatus();
    expect(snapshot(systemStore)).toStrictEqual({ ...EMPTY, failed: true });
    expect(cached()).toBeNull();
  });

  it('a failed call is recorded and keeps the cached status shown (not fresh)', async () => {
    draw(0.9);
    const old = status([A, B]);
    cache(old);
    api.fetchSystemStatus.mockRejectedValue(new Error('offline'));
    await expect(loadSystemStatus()).resolves.toBeUndefined();
    expect(snapshot(systemStore)).toStrictEqual({ ...EMPTY, status: old, failed: true, imageCdn: B });
    expect(cached()).toBe(JSON.stringify(old));
  });

  it('a failed call without a cached status leaves nothing shown', async () => {
    api.fetchSystemStatus.mockRejectedValue(new Error('offline'));
    await loadSystemStatus();
    expect(snapshot(systemStore)).toStrictEqual({ ...EMPTY, failed: true });
  });
});

describe('the image host drawn (SPEC 7 Other, 9)', () => {
  it('without a merchant loaded the host is drawn from the status list', () => {
    draw(0.5);
    applySystemStatus(status([A, B, C]));
    expect(systemStore.imageCdn).toBe(B);
  });

  it.each([
    ['an empty list', []],
    ['no list', undefined],
  ])('without a merchant loaded, %s draws no host', (_what, list) => {
    draw(0.5);
    applySystemStatus(status(list));
    expect(snapshot(systemStore)).toStrictEqual({ status: status(list), fresh: true, failed: false, imageCdn: undefined, failedCdns: [] });
  });

  it.each([
    ['an empty list', []],
    ['no list', undefined],
  ])('with a merchant, %s draws the merchant\'s own host', (_what, list) => {
    merchant.loadedMerchant.mockReturnValue(TTSLOT);
    draw(0.5);
    applySystemStatus(status(list));
    expect(systemStore.imageCdn).toBe('/cdn');
  });

  it('with a merchant, a status list replaces the merchant\'s own host', () => {
    merchant.loadedMerchant.mockReturnValue(TTSLOT);
    draw(0.9);
    applySystemStatus(status([A, B]));
    expect(systemStore.imageCdn).toBe(B);
  });

  it('the drawn host stays while a new status still lists it alive, however it is spelt', () => {
    draw(0);
    applySystemStatus(status([A, B, C]));
    draw(0.9);
    applySystemStatus(status([B, `${A}/`, C]));
    expect(systemStore.imageCdn).toBe(A);
  });

  it('a host no longer listed is replaced by a fresh draw', () => {
    draw(0);
    applySystemStatus(status([A, B]));
    draw(0.9);
    applySystemStatus(status([B, C]));
    expect(systemStore.imageCdn).toBe(C);
  });

  it('a failed host is never drawn again, however it is spelt', () => {
    draw(0);
    applySystemStatus(status([A, B, C]));
    expect(pictureFailed(`${A}/1.png`)).toBe(`${B}/1.png`);
    applySystemStatus(status([`${A}/`, C]));
    expect(snapshot(systemStore)).toStrictEqual({ status: status([`${A}/`, C]), fresh: true, failed: false, imageCdn: C, failedCdns: [A] });
  });

  it('a drawn host that has failed is not kept', () => {
    draw(0);
    applySystemStatus(status([A, B]));
    systemStore.failedCdns.push(A);
    draw(0);
    applySystemStatus(status([A, B]));
    expect(systemStore.imageCdn).toBe(B);
  });

  it('when every listed host has failed the host is drawn from all of them', () => {
    draw(0);
    applySystemStatus(status([A, B]));
    expect(pictureFailed(`${A}/1.png`)).toBe(`${B}/1.png`);
    expect(pictureFailed(`${B}/1.png`)).toBeUndefined();
    expect(systemStore.imageCdn).toBeUndefined();
    draw(0.9);
    applySystemStatus(status([A, B]));
    expect(snapshot(systemStore)).toStrictEqual({ status: status([A, B]), fresh: true, failed: false, imageCdn: B, failedCdns: [A, B] });
  });

  it('a host at the path /undefined is still drawn on the first draw (no host drawn is not read as that path)', () => {
    draw(0);
    applySystemStatus(status(['/undefined', B]));
    expect(systemStore.imageCdn).toBe('/undefined');
  });
});

describe('a picture that failed to load', () => {
  it.each([
    ['another site', 'https://elsewhere.example/1.png'],
    ['a path that only starts like a host', 'https://img-a.example/picsX/1.png'],
    ['this site', '/cdn/1.png'],
  ])('on %s is on no image host: nothing is marked and there is no other address', (_what, src) => {
    draw(0);
    applySystemStatus(status([A, B]));
    expect(pictureFailed(src)).toBeUndefined();
    expect(snapshot(systemStore)).toStrictEqual({ status: status([A, B]), fresh: true, failed: false, imageCdn: A, failedCdns: [] });
  });

  it('marks its host failed, moves to the next host and gives the same picture there; a second failure marks it once', () => {
    draw(0);
    applySystemStatus(status([A, B, C]));
    expect(pictureFailed(`${A}/ttslot/game/1.png`)).toBe(`${B}/ttslot/game/1.png`);
    expect(pictureFailed(`${A}/ttslot/game/1.png`)).toBe(`${B}/ttslot/game/1.png`);
    expect(snapshot(systemStore)).toStrictEqual({ status: status([A, B, C]), fresh: true, failed: false, imageCdn: B, failedCdns: [A] });
  });

  it('on a host later in the list marks that host and moves past it', () => {
    draw(0.5);
    applySystemStatus(status([A, B, C]));
    expect(pictureFailed(`${B}/ttslot/game/1.png`)).toBe(`${C}/ttslot/game/1.png`);
    expect(snapshot(systemStore)).toStrictEqual({ status: status([A, B, C]), fresh: true, failed: false, imageCdn: C, failedCdns: [B] });
  });

  it('on a host other than the drawn one marks that host and keeps the drawn one', () => {
    draw(0.5);
    applySystemStatus(status([A, B, C]));
    expect(pictureFailed(`${A}/ttslot/game/1.png`)).toBe(`${B}/ttslot/game/1.png`);
    expect(snapshot(systemStore)).toStrictEqual({ status: status([A, B, C]), fresh: true, failed: false, imageCdn: B, failedCdns: [A] });
  });

  it('with no host left gives no address', () => {
    draw(0);
    applySystemStatus(status([A]));
    expect(pictureFailed(`${A}/ttslot/game/1.png`)).toBeUndefined();
    expect(snapshot(systemStore)).toStrictEqual({ status: status([A]), fresh: true, failed: false, imageCdn: undefined, failedCdns: [A] });
  });

  it('on the merchant\'s own host before any status marks it and gives no address', () => {
    merchant.loadedMerchant.mockReturnValue(TTSLOT);
    expect(pictureFailed('/cdn/ttslot/game/1.png')).toBeUndefined();
    expect(snapshot(systemStore)).toStrictEqual({ ...EMPTY, failedCdns: [`${ORIGIN}/cdn`] });
  });

  it('without a merchant or a status no address is an image host, not even one under /undefined', () => {
    expect(pictureFailed('/undefined/1.png')).toBeUndefined();
    expect(snapshot(systemStore)).toStrictEqual(EMPTY);
  });
});

describe('a platform picture as shown', () => {
  it.each([
    ['empty', ''],
    ['missing', undefined],
  ])('%s shows nothing and logs no refusal', (_what, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(shownPicture(raw)).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a picture from a host the status does not list shows nothing', () => {
    draw(0);
    applySystemStatus(status([A]));
    expect(shownPicture(`${B}/ttslot/game/1.png`)).toBe('');
  });

  it('before any status a picture from another site shows nothing, with no refusal logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(shownPicture(`${A}/ttslot/game/1.png`)).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a picture on a listed host is moved onto the drawn host', () => {
    draw(0.9);
    applySystemStatus(status([A, B]));
    expect(shownPicture(`${A}/ttslot/game/1.png`)).toBe(`${B}/ttslot/game/1.png`);
  });

  it('with a merchant and an empty status list, a picture on the merchant\'s host is shown as it is', () => {
    merchant.loadedMerchant.mockReturnValue(TTSLOT);
    applySystemStatus(status([]));
    expect(shownPicture('/cdn/ttslot/game/1.png')).toBe('/cdn/ttslot/game/1.png');
  });

  it('with no host drawn a picture of this site is shown as it is', () => {
    merchant.loadedMerchant.mockReturnValue(TTSLOT);
    expect(shownPicture('/cdn/ttslot/game/1.png')).toBe('/cdn/ttslot/game/1.png');
  });
});

describe('hooks', () => {
  it('useSystemStatus follows the store', async () => {
    const { result } = renderHook(() => useSystemStatus());
    expect(result.current).toBeUndefined();
    const answer = status([A]);
    act(() => applySystemStatus(answer));
    await waitFor(() => expect(result.current).toStrictEqual(answer));
  });

  it('useGateStatus follows the status: app, maintenance, region restriction', async () => {
    const { result } = renderHook(() => useGateStatus());
    expect(result.current).toBe(0);
    act(() => applySystemStatus(status([A], { status: 1, maintenance: true })));
    await waitFor(() => expect(result.current).toBe(1));
    act(() => applySystemStatus(status([A], { status: 2, regionRestriction: true })));
    await waitFor(() => expect(result.current).toBe(2));
  });
});

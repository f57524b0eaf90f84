/** The sandbox's raster pictures (SPEC 9): the PNG encoder and the image CDN routes. */
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgePicture, bannerPicture, gamePicture, initials } from '../../../scripts/sandbox/pictures.ts';
import { crc32, encodePng, PNG_SIGNATURE } from '../../../scripts/sandbox/png.ts';
import { call, startSandbox, type TestSandbox } from './helpers.ts';

interface Chunk { type: string; data: Buffer; crc: number }

/** Splits a PNG file into its chunks, checking the signature and every chunk's CRC. */
function chunks(file: Buffer): Chunk[] {
  expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const out: Chunk[] = [];
  let at = 8;
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    const crc = file.readUInt32BE(at + 8 + length);
    expect(crc, `${type} CRC`).toBe(crc32(file.subarray(at + 4, at + 8), data));
    out.push({ type, data, crc });
    at += 12 + length;
  }
  expect(at).toBe(file.length);
  return out;
}

interface Decoded { width: number; height: number; colourType: number; pixels: Uint8Array; palette?: Buffer; transparency?: Buffer }

/** A reference decoder (8-bit, non-interlaced): inflates IDAT and undoes every row filter. */
function decode(file: Buffer): Decoded {
  const list = chunks(file);
  expect(list[0]?.type).toBe('IHDR');
  expect(list.at(-1)?.type).toBe('IEND');
  const ihdr = list[0]?.data as Buffer;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)].filter((_, i) => i !== 1)).toEqual([8, 0, 0, 0]); // depth 8, deflate, adaptive, no interlace
  const colourType = ihdr[9] as number;
  const bpp = colourType === 2 ? 3 : colourType === 6 ? 4 : 1;
  const raw = inflateSync(Buffer.concat(list.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * bpp;
  expect(raw.length).toBe(height * (stride + 1));
  const pixels = new Uint8Array(width * height * bpp);
  for (let y = 0; y < height; y += 1) {
    const type = raw[y * (stride + 1)] as number;
    expect(type).toBeLessThanOrEqual(4);
    for (let i = 0; i < stride; i += 1) {
      const x = raw[y * (stride + 1) + 1 + i] as number;
      const a = i >= bpp ? (pixels[y * stride + i - bpp] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
      const c = y > 0 && i >= bpp ? (pixels[(y - 1) * stride + i - bpp] as number) : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][type] as number;
      pixels[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  const palette = list.find((c) => c.type === 'PLTE')?.data;
  const transparency = list.find((c) => c.type === 'tRNS')?.data;
  return { width, height, colourType, pixels, ...(palette === undefined ? {} : { palette }), ...(transparency === undefined ? {} : { transparency }) };
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32 (the check value of "123456789" and the IEND chunk)', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('writes a valid RGB PNG that decodes to the exact pixels, whatever filter each row took', () => {
    const width = 7;
    const height = 5;
    const data = new Uint8Array(width * height * 3);
    // Rows of every kind: flat, a horizontal ramp, noise, a vertical step.
    for (let i = 0; i < data.length; i += 1) data[i] = Math.floor(i / (width * 3)) === 2 ? (i * 97 + 13) % 256 : (i % 3) * 40 + Math.floor(i / 3) % width * 9;
    const file = encodePng({ width, height, kind: 'rgb', data });
    const decoded = decode(file);
    expect(decoded).toMatchObject({ width, height, colourType: 2 });
    expect([...decoded.pixels]).toEqual([...data]);
  });

  it('writes RGBA (colour type 6) and palette images with PLTE and a trimmed tRNS', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 9, 9, 9, 9]);
    const a = decode(encodePng({ width: 2, height: 2, kind: 'rgba', data: rgba }));
    expect(a.colourType).toBe(6);
    expect([...a.pixels]).toEqual([...rgba]);
    const p = decode(encodePng({ width: 3, height: 1, kind: 'palette', data: new Uint8Array([0, 1, 2]), palette: [[0, 0, 0, 0], [255, 255, 255], [10, 20, 30]] }));
    expect(p.colourType).toBe(3);
    expect([...p.pixels]).toEqual([0, 1, 2]);
    expect([...(p.palette ?? [])]).toEqual([0, 0, 0, 255, 255, 255, 10, 20, 30]);
    expect([...(p.transparency ?? [])]).toEqual([0]);
  });

  it('refuses a size that does not match the data, an empty image and a palette index out of range', () => {
    expect(() => encodePng({ width: 2, height: 2, kind: 'rgb', data: new Uint8Array(11) })).toThrow(/12 expected|2x2x3/);
    expect(() => encodePng({ width: 0, height: 2, kind: 'rgb', data: new Uint8Array(0) })).toThrow(/size/);
    expect(() => encodePng({ width: 1, height: 1, kind: 'palette', data: new Uint8Array([3]), palette: [[0, 0, 0]] })).toThrow(/out of/);
  });
});

describe('lobby pictures', () => {
  it('draws a 240x240 game picture under 10 KB, different per seed and the same for the same seed', () => {
    const one = gamePicture('10001', 'Golden Dragon');
    const again = gamePicture('10001', 'Golden Dragon');
    const other = gamePicture('10002', 'Golden Dragon');
    expect(one.equals(again)).toBe(true);
    expect(one.equals(other)).toBe(false);
    for (const file of [one, other]) {
      const d = decode(file);
      expect([d.width, d.height, d.colourType]).toEqual([240, 240, 2]);
      expect(file.length).toBeLessThan(10 * 1024);
    }
    // Not a blank square: many colours (gradient, emblem, initials).
    const { pixels } = decode(one);
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 3) colours.add(((pixels[i] as number) << 16) | ((pixels[i + 1] as number) << 8) | (pixels[i + 2] as number));
    expect(colours.size).toBeGreaterThan(100);
    // The hue comes from the seed: the two pictures' top-left pixels differ.
    expect([...decode(other).pixels.subarray(0, 3)]).not.toEqual([...pixels.subarray(0, 3)]);
  });

  it('draws a 750x300 banner under 30 KB and a round 96x96 badge with transparent corners', () => {
    const banner = bannerPicture('banner1', 'Welcome Bonus 100%', 'TT Slot', 750, 300);
    expect(banner.length).toBeLessThan(30 * 1024);
    expect(decode(banner)).toMatchObject({ width: 750, height: 300, colourType: 2 });
    const badge = decode(badgePicture('PG', 'PG Soft'));
    expect(badge).toMatchObject({ width: 96, height: 96, colourType: 6 });
    expect(badge.pixels[3]).toBe(0); // top-left corner transparent
    expect(badge.pixels[(48 * 96 + 48) * 4 + 3]).toBe(255); // centre opaque
  });

  it('takes initials from the words, dropping accents and characters the font lacks', () => {
    expect(initials('Golden Dragon', 2)).toBe('GD');
    expect(initials('Ágüila Dorada', 2)).toBe('AD');
    expect(initials('Manchester United FC', 3)).toBe('MUF');
    expect(initials('الأسد', 2)).toBe('?');
  });
});

describe('image CDN routes', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('links PNG pictures for games, vendors, banners, promotions and resources, served as image/png with a cache header', async () => {
    const games = (await call(s.app, 'gameList', { gameType: 'RNG', pageSize: 2 })).body.value.games as { icon?: string; gameIcon?: string; imageUrl?: string }[];
    const gameUrl = Object.values(games[0] ?? {}).find((v) => typeof v === 'string' && /\/game\/.+\.png$/.test(v)) as string | undefined;
    expect(gameUrl).toBeDefined();
    const banners = (await call(s.app, 'announcements', { types: 'B' })).body.value.banners as { url: string }[];
    const resources = (await call(s.app, 'systemStatus')).body.value.info.resources as { resourceType: string; icon: string }[];
    const urls = [gameUrl as string, banners[0]?.url as string, resources.find((r) => r.resourceType === 'AppDownloadIcon')?.icon as string, '/cdn/ttslot/vendor/PG.png', '/cdn/ttslot/team/Real%20Madrid.png', '/cdn/ttslot/promo/1.png'];
    for (const url of urls) {
      expect(url, url).toMatch(/\.png$/);
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE), url).toBe(true);
    }
    const game = decode((await s.app.inject({ method: 'GET', url: gameUrl as string })).rawPayload);
    expect([game.width, game.height]).toEqual([240, 240]);
    const banner = decode((await s.app.inject({ method: 'GET', url: banners[0]?.url as string })).rawPayload);
    expect([banner.width, banner.height]).toEqual([750, 300]);
  });

  it('still answers an older .svg link with SVG, and an unknown extension with 404', async () => {
    const svg = await s.app.inject({ method: 'GET', url: '/cdn/ttslot/game/10001.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect((await s.app.inject({ method: 'GET', url: '/cdn/ttslot/game/10001.gif' })).statusCode).toBe(404);
  });
});

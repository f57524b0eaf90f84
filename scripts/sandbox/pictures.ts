/**
 * Raster (PNG) pictures for the lobby: game pictures, banners, promotion headers, vendor icons and
 * team logos. A real platform serves raster pictures, which browsers decode off the main thread; an
 * SVG <img> is a whole SVG document Chromium builds, lays out, paints and tears down on the main
 * thread (issue 6 point 9). Each picture is keyed by a seed (its hue and emblem come from it) and
 * drawn so PNG filters leave little to compress: rows vary vertically, shapes are flat.
 */
import { encodePng } from './png.ts';
import { hue } from './svg.ts';

type Rgb = readonly [number, number, number];

/** HSL (degrees, percent, percent) to 8-bit RGB. */
export function hsl(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number): number => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number): number => Math.round(255 * (lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return [f(0), f(8), f(4)];
}

/** 5x7 glyphs, one 5-bit number per row (bit 4 is the leftmost column). */
const FONT: Record<string, readonly number[]> = (() => {
  const rows: Record<string, string> = {
    A: '01110 10001 10001 11111 10001 10001 10001', B: '11110 10001 10001 11110 10001 10001 11110',
    C: '01110 10001 10000 10000 10000 10001 01110', D: '11110 10001 10001 10001 10001 10001 11110',
    E: '11111 10000 10000 11110 10000 10000 11111', F: '11111 10000 10000 11110 10000 10000 10000',
    G: '01110 10001 10000 10111 10001 10001 01111', H: '10001 10001 10001 11111 10001 10001 10001',
    I: '01110 00100 00100 00100 00100 00100 01110', J: '00111 00010 00010 00010 00010 10010 01100',
    K: '10001 10010 10100 11000 10100 10010 10001', L: '10000 10000 10000 10000 10000 10000 11111',
    M: '10001 11011 10101 10101 10001 10001 10001', N: '10001 10001 11001 10101 10011 10001 10001',
    O: '01110 10001 10001 10001 10001 10001 01110', P: '11110 10001 10001 11110 10000 10000 10000',
    Q: '01110 10001 10001 10001 10101 10010 01101', R: '11110 10001 10001 11110 10100 10010 10001',
    S: '01111 10000 10000 01110 00001 00001 11110', T: '11111 00100 00100 00100 00100 00100 00100',
    U: '10001 10001 10001 10001 10001 10001 01110', V: '10001 10001 10001 10001 10001 01010 00100',
    W: '10001 10001 10001 10101 10101 10101 01010', X: '10001 10001 01010 00100 01010 10001 10001',
    Y: '10001 10001 01010 00100 00100 00100 00100', Z: '11111 00001 00010 00100 01000 10000 11111',
    0: '01110 10001 10011 10101 11001 10001 01110', 1: '00100 01100 00100 00100 00100 00100 01110',
    2: '01110 10001 00001 00010 00100 01000 11111', 3: '11111 00010 00100 00010 00001 10001 01110',
    4: '00010 00110 01010 10010 11111 00010 00010', 5: '11111 10000 11110 00001 00001 10001 01110',
    6: '00110 01000 10000 11110 10001 10001 01110', 7: '11111 00001 00010 00100 01000 01000 01000',
    8: '01110 10001 10001 01110 10001 10001 01110', 9: '01110 10001 10001 01111 00001 00010 01100',
    ' ': '00000 00000 00000 00000 00000 00000 00000', '-': '00000 00000 00000 11111 00000 00000 00000',
    '!': '00100 00100 00100 00100 00100 00000 00100', '.': '00000 00000 00000 00000 00000 01100 01100',
    ',': '00000 00000 00000 00000 01100 00100 01000', "'": '00100 00100 01000 00000 00000 00000 00000',
    '&': '01100 10010 10100 01000 10101 10010 01101', '%': '11000 11001 00010 00100 01000 10011 00011',
    '+': '00000 00100 00100 11111 00100 00100 00000', ':': '00000 01100 01100 00000 01100 01100 00000',
    '?': '01110 10001 00001 00010 00100 00000 00100', '/': '00000 00001 00010 00100 01000 10000 00000',
  };
  return Object.fromEntries(Object.entries(rows).map(([c, r]) => [c, r.split(' ').map((b) => Number.parseInt(b, 2))]));
})();

/** Text the bitmap font can draw: upper case, accents dropped, other characters left out. */
export function drawable(text: string): string {
  return text.normalize('NFD').toUpperCase().split('').filter((c) => FONT[c] !== undefined).join('').replace(/\s+/g, ' ').trim();
}

/** Up to `max` initials of the words of `label` ("Golden Dragon" -> "GD"). */
export function initials(label: string, max: number): string {
  const words = drawable(label).split(/[\s\-/&+]+/).filter((w) => /[A-Z0-9]/.test(w));
  const letters = words.map((w) => w.replace(/[^A-Z0-9]/g, '')[0] ?? '').join('');
  return letters.slice(0, max) || '?';
}

function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const w = word.length > max ? word.slice(0, max) : word;
    if (line !== '' && (line + ' ' + w).length > max) {
      out.push(line);
      line = w;
    } else line = line === '' ? w : `${line} ${w}`;
  }
  if (line !== '') out.push(line);
  return out.slice(0, lines);
}

/** An 8-bit RGB or RGBA raster with coverage-blended drawing (2x2 samples a pixel). */
class Raster {
  readonly data: Uint8Array;
  readonly channels: 3 | 4;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number, alpha: boolean) {
    this.width = width;
    this.height = height;
    this.channels = alpha ? 4 : 3;
    this.data = new Uint8Array(width * height * this.channels);
  }

  /** Every row one colour: a vertical gradient from `top` to `bottom`. */
  gradient(top: Rgb, bottom: Rgb): void {
    const { width, height, channels, data } = this;
    const stride = width * channels;
    for (let y = 0; y < height; y += 1) {
      const t = height === 1 ? 0 : y / (height - 1);
      const o = y * stride;
      for (let i = 0; i < 3; i += 1) data[o + i] = Math.round((top[i] as number) + ((bottom[i] as number) - (top[i] as number)) * t);
      if (channels === 4) data[o + 3] = 255;
      for (let filled = channels; filled < stride; filled *= 2) data.copyWithin(o + filled, o, o + Math.min(filled, stride - filled));
    }
  }

  /**
   * Blends `colour` at `opacity` over the shape `inside` (pixel coordinates) within `box`. The
   * coverage (2x2 samples a pixel) is cached under `key`, so a shape drawn again costs only the blend;
   * a null key fills the whole (whole-pixel) box.
   */
  fill(key: string | null, box: readonly [number, number, number, number], inside: (x: number, y: number) => boolean, colour: Rgb, opacity = 1): void {
    const x0 = Math.max(0, Math.floor(box[0]));
    const y0 = Math.max(0, Math.floor(box[1]));
    const x1 = Math.min(this.width, Math.ceil(box[2]));
    const y1 = Math.min(this.height, Math.ceil(box[3]));
    if (x1 <= x0 || y1 <= y0) return;
    const w = x1 - x0;
    const cacheKey = `${key}|${this.width}x${this.height}|${x0},${y0},${x1},${y1}`;
    let mask = key === null ? FULL : MASKS.get(cacheKey);
    if (mask === undefined) {
      mask = new Uint8Array(w * (y1 - y0));
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          mask[(y - y0) * w + (x - x0)] = (inside(x + 0.25, y + 0.25) ? 1 : 0) + (inside(x + 0.75, y + 0.25) ? 1 : 0)
            + (inside(x + 0.25, y + 0.75) ? 1 : 0) + (inside(x + 0.75, y + 0.75) ? 1 : 0);
        }
      }
      if (MASKS.size >= 512) MASKS.clear();
      MASKS.set(cacheKey, mask);
    }
    const { data, channels, width } = this;
    const [r, g, b] = colour;
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const cover = key === null ? 4 : mask[(y - y0) * w + (x - x0)] as number;
        if (cover === 0) continue;
        const alpha = (cover / 4) * opacity;
        const o = (y * width + x) * channels;
        if (channels === 4) {
          const da = (data[o + 3] as number) / 255;
          const oa = alpha + da * (1 - alpha);
          data[o] = Math.round((r * alpha + (data[o] as number) * da * (1 - alpha)) / oa);
          data[o + 1] = Math.round((g * alpha + (data[o + 1] as number) * da * (1 - alpha)) / oa);
          data[o + 2] = Math.round((b * alpha + (data[o + 2] as number) * da * (1 - alpha)) / oa);
          data[o + 3] = Math.round(oa * 255);
        } else {
          data[o] = Math.round(r * alpha + (data[o] as number) * (1 - alpha));
          data[o + 1] = Math.round(g * alpha + (data[o + 1] as number) * (1 - alpha));
          data[o + 2] = Math.round(b * alpha + (data[o + 2] as number) * (1 - alpha));
        }
      }
    }
  }

  circle(cx: number, cy: number, r: number, colour: Rgb, opacity = 1): void {
    this.fill(`circle ${cx} ${cy} ${r}`, [cx - r, cy - r, cx + r, cy + r], (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, colour, opacity);
  }

  roundRect(x0: number, y0: number, x1: number, y1: number, r: number, colour: Rgb, opacity = 1): void {
    this.fill(`rect ${x0} ${y0} ${x1} ${y1} ${r}`, [x0, y0, x1, y1], (x, y) => {
      const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
      const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
      return x >= x0 && x <= x1 && y >= y0 && y <= y1 && dx * dx + dy * dy <= r * r;
    }, colour, opacity);
  }

  /** Draws `text` with the bitmap font at `scale` px a font pixel; x is the left edge, y the top. */
  text(text: string, x: number, y: number, scale: number, colour: Rgb, opacity = 1): void {
    let left = Math.round(x);
    const top = Math.round(y);
    for (const ch of text) {
      const glyph = FONT[ch] ?? FONT['?'] ?? [];
      glyph.forEach((bits, row) => {
        for (let col = 0; col < 5; col += 1) {
          if ((bits >> (4 - col)) & 1) this.rect(left + col * scale, top + row * scale, scale, scale, colour, opacity);
        }
      });
      left += 6 * scale;
    }
  }

  /** Text with a soft drop shadow, centred on cx when `centre` is set. */
  label(text: string, x: number, y: number, scale: number, colour: Rgb, centre: boolean): void {
    const left = centre ? x - textWidth(text, scale) / 2 : x;
    const offset = Math.max(1, Math.round(scale / 3));
    this.text(text, left + offset, y + offset, scale, [0, 0, 0], 0.35);
    this.text(text, left, y, scale, colour);
  }

  private rect(x: number, y: number, w: number, h: number, colour: Rgb, opacity: number): void {
    this.fill(null, [x, y, x + w, y + h], () => true, colour, opacity);
  }

  png(): Buffer {
    return encodePng({ width: this.width, height: this.height, kind: this.channels === 4 ? 'rgba' : 'rgb', data: this.data });
  }
}

/** Shape coverage masks by shape, place and picture size (a few dozen in practice). */
const MASKS = new Map<string, Uint8Array>();
const FULL = new Uint8Array(0);
const textWidth = (text: string, scale: number): number => (text.length * 6 - 1) * scale;

/** Crossing-number point-in-polygon test. */
function inPolygon(points: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i] as readonly [number, number];
    const [xj, yj] = points[j] as readonly [number, number];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const STAR = Array.from({ length: 10 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 5;
  const radius = i % 2 === 0 ? 1 : 0.48;
  return [Math.cos(a) * radius, Math.sin(a) * radius + 0.08] as const;
});

/** Emblem outlines, centred on (0, 0) with radius 1; the seed picks one. */
const EMBLEMS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => Math.abs(x) + Math.abs(y) <= 1, // diamond
  (x, y) => x * x + y * y <= 1, // coin
  (x, y) => inPolygon(STAR, x, y), // star
  (x, y) => { // hexagon
    const ax = Math.abs(x);
    const ay = Math.abs(y);
    return ay <= 0.866 && ax * 0.866 + ay * 0.5 <= 0.866;
  },
  (x, y) => { // shield
    if (y < -0.85) return false;
    if (y <= 0.15) return Math.abs(x) <= 0.85;
    return Math.abs(x) <= 0.85 * Math.sqrt(Math.max(0, 1 - ((y - 0.15) / 0.85) ** 2));
  },
  (x, y) => { // heart
    const yy = -y * 1.1 + 0.25;
    const xx = x * 1.1;
    return (xx * xx + yy * yy - 0.55) ** 3 - xx * xx * yy ** 3 * 0.9 <= 0;
  },
];

const seedByte = (seed: string, i: number): number => {
  let h = 2166136261;
  for (const ch of `${seed}#${i}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) % 256;
};

function emblem(r: Raster, seed: string, cx: number, cy: number, radius: number, h: number): void {
  const index = seedByte(seed, 1) % EMBLEMS.length;
  const shape = EMBLEMS[index];
  if (shape === undefined) return;
  const at = (scale: number) => (x: number, y: number) => shape((x - cx) / (radius * scale), (y - cy) / (radius * scale));
  const box = [cx - radius, cy - radius, cx + radius, cy + radius] as const;
  r.fill(`emblem ${index} ${cx} ${cy} ${radius}`, box, at(1), [255, 255, 255], 0.92);
  r.fill(`emblem ${index} ${cx} ${cy} ${radius} inner`, box, at(0.86), hsl((h + 35) % 360, 88, 58));
}

/** A square game picture: gradient, glows, an emblem with the game's initials. */
export function gamePicture(seed: string, title: string, size = 240): Buffer {
  const h = hue(seed);
  const r = new Raster(size, size, false);
  r.gradient(hsl(h, 70, 50), hsl((h + 50) % 360, 70, 20));
  const u = size / 240;
  r.circle(size * (0.75 + (seedByte(seed, 2) % 8) / 40), size * 0.18, 62 * u, [255, 255, 255], 0.12);
  r.circle(size * 0.12, size * (0.86 - (seedByte(seed, 3) % 8) / 80), 44 * u, [255, 255, 255], 0.08);
  emblem(r, seed, size / 2, size * 0.5, 78 * u, h);
  const text = initials(title, 2);
  const scale = Math.max(2, Math.round((text.length > 1 ? 6 : 9) * u));
  r.label(text, size / 2, size * 0.5 - (7 * scale) / 2, scale, hsl(h, 75, 16), true);
  return r.png();
}

/** A wide picture (banners 750x300, promotion headers 750x280): gradient, title lines, a call to action, an emblem. */
export function bannerPicture(seed: string, title: string, subtitle: string, width: number, height: number): Buffer {
  const h = hue(seed);
  const r = new Raster(width, height, false);
  r.gradient(hsl(h, 72, 46), hsl((h + 60) % 360, 72, 18));
  r.circle(width * 0.82, height * 0.5, height * 0.46, [255, 255, 255], 0.1);
  r.circle(width * 0.97, height * 0.08, height * 0.22, [255, 255, 255], 0.08);
  emblem(r, seed, width * 0.82, height * 0.5, height * 0.3, h);
  const scale = Math.max(3, Math.round(height / 60));
  const lines = wrap(drawable(title), Math.floor((width * 0.6) / (6 * scale)), 2);
  const pad = Math.round(width * 0.06);
  let y = height * 0.2;
  for (const line of lines) {
    r.label(line, pad, y, scale, [255, 255, 255], false);
    y += 9 * scale;
  }
  const small = Math.max(2, Math.round(scale / 2));
  const sub = drawable(subtitle);
  if (sub !== '') r.label(sub.slice(0, Math.floor((width * 0.6) / (6 * small))), pad, y + scale, small, [255, 255, 255], false);
  const cta = 'PLAY NOW';
  const bw = textWidth(cta, small) + 6 * small * 2;
  const by = height - pad - 9 * small;
  r.roundRect(pad, by, pad + bw, by + 13 * small, 6.5 * small, hsl((h + 35) % 360, 90, 58));
  r.text(cta, pad + 6 * small, by + 3 * small, small, hsl(h, 75, 16));
  return r.png();
}

/** A round badge with initials on a transparent square (vendor icons, team logos, resource icons). */
export function badgePicture(seed: string, label: string, size = 96): Buffer {
  const h = hue(seed);
  const r = new Raster(size, size, true);
  const c = size / 2;
  r.circle(c, c, c - 1, [255, 255, 255]);
  r.circle(c, c, c - 1 - size / 32, hsl(h, 65, 42));
  const text = initials(label, 3);
  const scale = Math.max(1, Math.round(((text.length > 2 ? 4 : text.length > 1 ? 5 : 7) * size) / 96));
  r.label(text, c, c - (7 * scale) / 2, scale, [255, 255, 255], true);
  return r.png();
}

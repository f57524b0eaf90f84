/**
 * A small PNG encoder on node:zlib (no native image library): signature, IHDR, optional PLTE/tRNS,
 * IDAT, IEND, each chunk with its CRC-32. 8-bit RGB (colour type 2), RGBA (6) or palette (3).
 * Each row takes the filter (Sub, Up or Paeth) whose output has the smallest sum of absolute values
 * (the libpng heuristic), so flat and vertically varying pictures deflate to little.
 */
import { deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, the one PNG chunks carry). */
export function crc32(...parts: Uint8Array[]): number {
  let c = 0xffffffff;
  for (const part of parts) for (const byte of part) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(head.subarray(4), data), 0);
  return Buffer.concat([head, data, crc]);
}

export type PngImage =
  | { width: number; height: number; kind: 'rgb' | 'rgba'; data: Uint8Array }
  /** `data` holds one palette index per pixel; `palette` is [r, g, b] or [r, g, b, a] entries (at most 256). */
  | { width: number; height: number; kind: 'palette'; data: Uint8Array; palette: readonly (readonly number[])[] };

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Writes row `y` filtered with `type` into `out` and returns the sum of absolute values (the heuristic). */
function filterRow(type: number, row: Uint8Array, prev: Uint8Array | undefined, bpp: number, out: Uint8Array): number {
  const n = row.length;
  let sum = 0;
  for (let i = 0; i < n; i += 1) {
    const x = row[i] as number;
    let p = 0;
    if (type === 1) p = i >= bpp ? (row[i - bpp] as number) : 0;
    else if (type === 2) p = prev === undefined ? 0 : (prev[i] as number);
    else if (type === 3) p = ((i >= bpp ? (row[i - bpp] as number) : 0) + (prev === undefined ? 0 : (prev[i] as number))) >> 1;
    else if (type === 4) p = paeth(i >= bpp ? (row[i - bpp] as number) : 0, prev === undefined ? 0 : (prev[i] as number), prev === undefined || i < bpp ? 0 : (prev[i - bpp] as number));
    const v = (x - p) & 0xff;
    out[i] = v;
    sum += v < 128 ? v : 256 - v;
  }
  return sum;
}

/** Tried after Sub: Up and Paeth (None and Average hardly ever win on these pictures and cost time). */
const FILTERS = [2, 4] as const;

/** The filtered scanlines (filter byte + filtered row), choosing each row's filter by the minimum-sum heuristic. */
function filterRows(data: Uint8Array, width: number, height: number, bpp: number): Buffer {
  const stride = width * bpp;
  const out = Buffer.alloc((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const row = data.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? data.subarray((y - 1) * stride, y * stride) : undefined;
    const target = out.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    // Sub first: the usual winner on these pictures, and a zero sum ends the search.
    let bestType = 1;
    let bestSum = filterRow(1, row, prev, bpp, target);
    for (const type of FILTERS) {
      if (bestSum === 0) break;
      const sum = filterRow(type, row, prev, bpp, candidate);
      if (sum < bestSum) {
        bestSum = sum;
        bestType = type;
        target.set(candidate);
      }
    }
    out[y * (stride + 1)] = bestType;
  }
  return out;
}

/** Encodes an 8-bit image as a PNG file. */
export function encodePng(image: PngImage): Buffer {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new Error(`bad PNG size ${width}x${height}`);
  const bpp = image.kind === 'rgb' ? 3 : image.kind === 'rgba' ? 4 : 1;
  if (data.length !== width * height * bpp) throw new Error(`PNG data holds ${data.length} bytes, ${width}x${height}x${bpp} expected`);
  const colourType = image.kind === 'rgb' ? 2 : image.kind === 'rgba' ? 6 : 3;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = colourType;
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering
  ihdr[12] = 0; // no interlace
  const chunks = [chunk('IHDR', ihdr)];
  if (image.kind === 'palette') {
    const { palette } = image;
    if (palette.length === 0 || palette.length > 256) throw new Error(`a PNG palette holds 1 to 256 colours, not ${palette.length}`);
    for (const index of data) if (index >= palette.length) throw new Error(`palette index ${index} out of ${palette.length}`);
    chunks.push(chunk('PLTE', Uint8Array.from(palette.flatMap((c) => [c[0] ?? 0, c[1] ?? 0, c[2] ?? 0]))));
    const alpha = palette.map((c) => c[3] ?? 255);
    let last = alpha.length;
    while (last > 0 && alpha[last - 1] === 255) last -= 1;
    if (last > 0) chunks.push(chunk('tRNS', Uint8Array.from(alpha.slice(0, last))));
  }
  // Palette indices are not magnitudes: filters rarely help them, so palette rows stay unfiltered.
  const raw = image.kind === 'palette' ? filterNone(data, width, height) : filterRows(data, width, height, bpp);
  chunks.push(chunk('IDAT', deflateSync(raw, { level: 6 })));
  chunks.push(chunk('IEND', new Uint8Array(0)));
  return Buffer.concat([PNG_SIGNATURE, ...chunks]);
}

function filterNone(data: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) out.set(data.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return out;
}

// The build's text assets compressed once, as a CDN deploy keeps them: <file>.br (brotli, best quality) and
// <file>.gz (gzip, level 9) beside each, which scripts/preview.ts serves to a browser that accepts them. The
// preview then compresses no asset per request (four preview servers of the journeys did that for every test
// page: a fifth of their CPU).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text. Pictures and fonts are compressed formats already. */
const TEXT = /\.(js|css|json|svg|html|txt|webmanifest)$/;
/** The suffixes of the compressed copies; a tool that lists the build's files (the service worker) skips them. */
export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

/** Writes the .br and .gz copies of every text file in `dir`; returns how many files it compressed. */
export async function precompressAssets(dir: string): Promise<number> {
  const files = readdirSync(dir).filter((name) => TEXT.test(name));
  // zlib's asynchronous calls run on libuv's thread pool: the files compress on every core at once.
  await Promise.all(files.map(async (name) => {
    const body = readFileSync(join(dir, name));
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipped(body, { level: 9 }),
    ]);
    writeFileSync(join(dir, `${name}.br`), br);
    writeFileSync(join(dir, `${name}.gz`), gz);
  }));
  return files.length;
}

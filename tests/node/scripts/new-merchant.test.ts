import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../../scripts/lib/paths.ts';
import { runScript, scratchDist, scratchMerchants } from './helpers.ts';

// The JavaScript comes from the one production build of `npm test` (tests/node/build-once.ts); each brand's
// entry, brand files and worker are written here by publish-merchant, the step the build ends with.
describe('new-merchant and publish-merchant over the build', () => {
  const dir = scratchMerchants('ttslot', 'sahara');
  const dist = scratchDist();
  const env = { MERCHANTS_DIR: dir, DIST_DIR: dist };

  it('scaffolds a merchant that validates, then it is published over the one JavaScript build every brand loads', () => {
    const created = runScript('new-merchant.ts', ['acme', '--from', 'ttslot'], env);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(runScript('validate-merchants.ts', [], env).status).toBe(0);
    // Never the parent's art or licence: placeholders, each named in the output.
    expect(created.stdout).toContain('PLACEHOLDERS to replace before launch');
    expect(created.stdout).toContain('mark-on-dark.svg, mark-on-light.svg, wordmark-on-dark.svg, wordmark-on-light.svg');
    expect(created.stdout).toContain('compliance.licence');
    expect(readFileSync(join(dir, 'acme', 'assets', 'wordmark-on-dark.svg'), 'utf8')).toContain('PLACEHOLDER');
    // The links it inherits still go to ttslot's hosts, which the new brand lists openly.
    const config = JSON.parse(readFileSync(join(dir, 'acme', 'merchant.json'), 'utf8')) as { links: { allowedHosts: string[] } };
    expect(config.links.allowedHosts).toEqual(['t.me', 'wa.me', 'facebook.com', 'instagram.com', 'youtube.com', 'speed.ttslot.com', 'download.ttslot.com']);

    const published = runScript('publish-merchant.ts', ['acme'], env);
    expect(published.status, published.stderr).toBe(0);
    // the build step published the real brands the same way, over the same JavaScript
    for (const code of ['sahara', 'ttslot']) expect(existsSync(join(DIST_DIR, code, 'index.html'))).toBe(true);

    const acme = readFileSync(join(dist, 'acme', 'index.html'), 'utf8');
    expect(acme).toContain('<title>Acme</title>');
    expect(acme).toContain('<link rel="manifest" href="/brand/manifest.webmanifest" />');
    expect(acme).toMatch(/<script id="merchant-config" type="application\/json">\{"code":"acme"/);
    const sahara = readFileSync(join(DIST_DIR, 'sahara', 'index.html'), 'utf8');
    expect(sahara).toContain('<title>Sahara Play</title>');
    expect(sahara).toContain('<meta name="theme-color" content="#0f5e49" />');
    // One JavaScript build: every entry loads the same hashed chunk.
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(acme)?.[1];
    expect(script).toBeDefined();
    expect(sahara).toContain(script);
    const manifest = JSON.parse(readFileSync(join(dist, 'acme', 'brand', 'manifest.webmanifest'), 'utf8')) as { name: string };
    expect(manifest.name).toBe('Acme');
  });

  it('publish-merchant regenerates one entry without touching the JavaScript', () => {
    const chunk = join(dist, 'assets', (/src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(dist, 'acme', 'index.html'), 'utf8')) ?? [])[1] ?? '');
    const before = statSync(chunk).mtimeMs;
    const file = join(dir, 'acme', 'merchant.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Acme"', '"Acme Casino"'));
    const published = runScript('publish-merchant.ts', ['acme'], env);
    expect(published.status, published.stderr).toBe(0);
    expect(readFileSync(join(dist, 'acme', 'index.html'), 'utf8')).toContain('<title>Acme Casino</title>');
    expect(statSync(chunk).mtimeMs).toBe(before);
  });

  it('refuses a code that is taken or malformed', () => {
    expect(runScript('new-merchant.ts', ['ttslot'], env).stderr).toContain('merchants/ttslot already exists');
    expect(runScript('new-merchant.ts', ['Bad_Code'], env).stderr).toContain('is not a merchant code');
    expect(runScript('new-merchant.ts', ['fresh', '--from', 'ghost'], env).stderr).toContain('--from: merchant "ghost" does not exist');
  });
});

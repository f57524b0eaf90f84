// npm run readme:screens: the home screen of every brand as a guest sees it first, at 390x844, into
// docs/img/<code>-home.png, the pictures the README shows. Needs `npm run build` first. Serves each brand's
// production build with the sandbox (scripts/preview.ts) on SCREENS_PORT (4180) and up.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../tests/browser.ts';
import type { Merchant } from '../src/generated/merchant.ts';
import { STORAGE_KEYS } from '../src/state/storage.ts';
import { listMerchantCodes, resolveMerchant } from './lib/merchants.ts';
import { ROOT } from './lib/paths.ts';

const OUT_DIR = join(ROOT, 'docs', 'img');
const BASE_PORT = Number(process.env['SCREENS_PORT'] ?? 4180);

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** The id of the popup the platform gives the brand's home, if any (the app remembers a shown popup by its id). */
async function homePopupId(base: string, code: string): Promise<string | undefined> {
  const resolved = resolveMerchant(code);
  if (!resolved.ok) throw new Error(`${code} does not resolve: run npm run validate`);
  const { platform, defaultLanguage } = resolved.config as unknown as Merchant;
  const query = new URLSearchParams({ types: 'PU', platform: platform.announcementPlatform, merchantCode: platform.merchantCode, language: defaultLanguage });
  const body = (await (await fetch(`${base}/wps/announcements?${query}`)).json()) as { value: { popup: { id: number }[] } };
  const first = body.value.popup[0];
  return first === undefined ? undefined : String(first.id);
}

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const [index, code] of listMerchantCodes().entries()) {
    const port = BASE_PORT + index;
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [join(ROOT, 'scripts', 'preview.ts')], {
      cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, MERCHANT: code, PORT: String(port), SANDBOX_DB: join(ROOT, '.data', `readme-${code}.db`), SANDBOX_FRESH: '1', QA_PANEL: '0' },
    });
    try {
      const until = Date.now() + 30_000;
      while (!(await answers(`${base}/wps/system/status`))) {
        if (Date.now() > until || server.exitCode !== null) throw new Error(`${code}: the preview did not start (run npm run build first)`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, baseURL: base });
      // The picture is of home itself: the brand's home popup counts as shown in this session (the app shows it once).
      const popupId = await homePopupId(base, code);
      if (popupId !== undefined) await context.addInitScript(({ key, id }) => window.sessionStorage.setItem(key, id), { key: STORAGE_KEYS.popupShown, id: popupId });
      const page = await context.newPage();
      await page.goto('/m/home');
      await page.getByTestId('game-tile').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const file = join(OUT_DIR, `${code}-home.png`);
      await page.screenshot({ path: file, animations: 'disabled' });
      console.log(`wrote ${file.slice(ROOT.length + 1)}`);
      await context.close();
    } finally {
      server.kill('SIGTERM');
    }
  }
} finally {
  await browser.close();
}

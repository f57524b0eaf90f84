/**
 * The browser every Playwright run of the tests launches (DESIGN 6: Playwright's own download does not work on
 * these machines, so it is Debian's). Debian's chromium-headless-shell first: the same Chromium without the
 * full browser's UI process, about 30 % faster over the journeys; then Debian's chromium;
 * CHROMIUM_PATH overrides both. `--disable-gpu-compositing`: with no GPU, Chromium composited in a GPU process
 * of its own on a software GPU; compositing in software without it took the journeys' CPU down by a seventh
 * (lobby and frame journeys: 132 -> 113 CPU seconds, the same tests passing).
 */
import type { LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

export const chromiumPath: string | undefined = process.env['CHROMIUM_PATH'] ?? CANDIDATES.find((path) => existsSync(path));

export const chromiumLaunch: LaunchOptions = {
  ...(chromiumPath === undefined ? {} : { executablePath: chromiumPath }),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu-compositing'],
};

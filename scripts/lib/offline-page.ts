// The page the service worker answers a navigation with when the network is gone (issue 18 point 9):
// self-contained (no script, font, image or stylesheet to fetch), in the brand's default language
// and colours, and honest: it says the app needs a connection and offers to try again.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Merchant } from '../../src/generated/merchant.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import { escapeHtml } from './merchant-entry.ts';
import { ROOT } from './paths.ts';

/** Where the offline page is served and precached (dist/<code>/brand/offline.html). */
export const OFFLINE_PAGE = 'offline.html';

interface OfflineTexts {
  offline_title: string;
  offline_message: string;
  offline_retry: string;
}

function textsFor(locale: string): OfflineTexts {
  const file = (lng: string): string => join(ROOT, 'src', 'i18n', 'locales', lng, 'common.json');
  const chosen = existsSync(file(locale)) ? locale : 'en';
  return (JSON.parse(readFileSync(file(chosen), 'utf8')) as { web_app: OfflineTexts }).web_app;
}

export function offlinePage(config: Merchant): string {
  const language = languageCore(config.defaultLanguage) ?? { locale: 'en', dir: 'ltr' };
  const texts = textsFor(language.locale);
  const theme = config.theme[config.theme.default];
  const name = escapeHtml(config.name);
  const style = [
    `body{margin:0;min-block-size:100vh;display:flex;align-items:center;justify-content:center;background:${theme.background};color:${theme.text};font:16px/1.5 system-ui,sans-serif}`,
    'main{max-inline-size:22rem;padding:1.5rem;text-align:center}',
    'h1{font-size:1.25rem;margin:0 0 .5rem}',
    `p{margin:0 0 1.5rem;color:${theme.textMuted}}`,
    `a{display:inline-block;min-block-size:44px;box-sizing:border-box;padding:.625rem 1.5rem;border-radius:999px;background:${theme.primary};color:${theme.onPrimary};font-weight:600;text-decoration:none}`,
  ].join('');
  // href="" reloads the address the player asked for: the worker answered it with this page.
  return `<!doctype html>
<html lang="${language.locale}" dir="${language.dir}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${theme.headerBackground}" />
<title>${escapeHtml(texts.offline_title)} · ${name}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.offline_title)}</h1>
<p>${escapeHtml(texts.offline_message.replace('{{brand}}', config.name))}</p>
<a href="">${escapeHtml(texts.offline_retry)}</a>
</main>
</body>
</html>
`;
}

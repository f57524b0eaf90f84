// @vitest-environment jsdom
// Every string of the security corpus, one at a time, through the one sanitising policy.
// The browser suite (tests/e2e/security.global.spec.ts) renders them in batches; here each is parsed alone,
// and its output parsed again, as the page would when it re-renders (mutation XSS).
import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_STRINGS, HOSTILE_URLS } from '../../fixtures/hostile-strings.ts';
import { sanitise, type HtmlPolicy } from '../../../src/ui/platform-html-policy.ts';
import { pictureAllowed } from '../../../src/config/picture-url.ts';

const policy: HtmlPolicy = { imageHosts: ['/cdn'], origin: 'https://brand.example', linkHosts: ['brand.example'] };
const FORBIDDEN = 'script, iframe, frame, object, embed, svg, math, style, link, meta, base, form, input, button, select, textarea, template, noscript, audio, video, picture, source, dialog';

/** What in a sanitised tree could run, reach another host or escape its box; empty when nothing. */
function dangers(box: HTMLElement): string[] {
  const found: string[] = [...box.querySelectorAll(FORBIDDEN)].map((el) => `<${el.tagName.toLowerCase()}>`);
  for (const el of box.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name) || ['srcset', 'background', 'poster', 'action', 'formaction', 'ping', 'xlink:href'].includes(attr.name)) found.push(`${attr.name}=`);
    }
    const href = el.getAttribute('href');
    if (href !== null && !/^(https?:\/\/|\/(?!\/))/.test(href)) found.push(`href=${href}`);
    const src = el.getAttribute('src');
    if (src !== null && !pictureAllowed(src, policy.imageHosts, policy.origin)) found.push(`src=${src}`);
    const style = el.getAttribute('style') ?? '';
    if (/url\s*\(|image-set|expression|position\s*:\s*(fixed|absolute|sticky)|z-index/i.test(style)) found.push(`style=${style}`);
  }
  return found;
}

describe('the security corpus through the sanitising policy, one string at a time', () => {
  it(`none of the ${HOSTILE_STRINGS.length + HOSTILE_URLS.length} strings keeps anything that runs, reaches another host or escapes its box, even parsed twice`, async () => {
    // the URL check logs each refusal; hundreds of them are expected here
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const problems: string[] = [];
    for (const [n, input] of [...HOSTILE_STRINGS, ...HOSTILE_URLS].entries()) {
      const box = document.createElement('div');
      box.innerHTML = (await sanitise(input, policy)).html as unknown as string;
      const again = document.createElement('div');
      again.innerHTML = box.innerHTML;
      const found = [...dangers(box), ...dangers(again)];
      if (found.length > 0) problems.push(`#${n} ${JSON.stringify(input).slice(0, 80)}: ${found.join(', ')}`);
    }
    warn.mockRestore();
    expect(problems).toEqual([]);
  }, 60_000);
});

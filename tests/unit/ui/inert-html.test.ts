// @vitest-environment jsdom
// Platform HTML is parsed first where the page's CSP does not watch (DESIGN 4): the page's own parser, whose
// document the CSP reports from, never meets the platform's inline handlers or <base> elements.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitise, type HtmlPolicy } from '../../../src/ui/platform-html-policy.ts';

const policy: HtmlPolicy = { imageHosts: ['/cdn'], origin: 'https://brand.example', linkHosts: ['brand.example'] };
const HOSTILE = '<p onclick="alert(1)">Win<img src="/cdn/a.png" onerror="alert(2)"></p><base href="/x/"><svg onload="alert(3)"></svg><a href="/m/help" onmouseover="alert(4)">help</a>';

describe('platform HTML parsed where the page\'s CSP does not report', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the page\'s own parser never meets the platform\'s handlers or <base>; what it shows is the same', async () => {
    const parse = vi.spyOn(window.DOMParser.prototype, 'parseFromString');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const box = document.createElement('div');
    box.innerHTML = (await sanitise(HOSTILE, policy)).html as unknown as string;
    expect(parse).toHaveBeenCalled();
    expect(parse.mock.calls.map(([html]) => String(html)).filter((html) => /\son\w+=|<base/i.test(html))).toEqual([]);
    expect(box.innerHTML).toBe('<p>Win<img src="/cdn/a.png" alt=""></p><a href="/m/help">help</a>');
  });

  it('parses in a frame of this site that runs no script and that nobody sees', async () => {
    await sanitise('<p>a</p>', policy);
    const frames = [...document.querySelectorAll('iframe')];
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frames[0]?.hidden).toBe(true);
    expect(frames[0]?.getAttribute('aria-hidden')).toBe('true');
    await sanitise('<p>b</p>', policy);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('text without markup is not parsed at all', async () => {
    const parse = vi.spyOn(window.DOMParser.prototype, 'parseFromString');
    expect(String((await sanitise('Weekend bonus 50%', policy)).html)).toBe('Weekend bonus 50%');
    expect(parse).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// Platform HTML cannot size itself wider than its box (DESIGN 4): the policy's caps, read from the style it keeps.
import { describe, expect, it } from 'vitest';
import { sanitise, type HtmlPolicy } from '../../../src/ui/platform-html-policy.ts';

const policy: HtmlPolicy = { imageHosts: [], origin: 'https://brand.example', linkHosts: ['brand.example'] };

/** The style attributes the policy keeps, in document order. */
async function styles(html: string): Promise<(string | null)[]> {
  const box = document.createElement('div');
  box.innerHTML = (await sanitise(html, policy)).html as unknown as string;
  return [...box.querySelectorAll('*')].map((el) => el.getAttribute('style'));
}

describe('platform HTML keeps to the width of its box', () => {
  it('a block or a minimum wider than the box is held to the box\'s width', async () => {
    expect(await styles('<div style="width:100000px">a</div><div style="min-width:100000px;min-inline-size:5000px">b</div><p style="flex-basis:9000px">c</p>')).toEqual([
      'width: min(100000px, 100%);',
      'min-width: min(100000px, 100%); min-inline-size: min(5000px, 100%);',
      'flex-basis: min(9000px, 100%);',
    ]);
  });

  it('type is held to a heading\'s size in root units, whatever unit it came in, so nesting cannot compound it', async () => {
    const [heading, em, viewport, nested] = await styles('<h2 style="font-size:500px">a</h2><p style="font-size:40em">b</p><p style="font-size:10vw">c</p><p style="font-size:1.5em">d</p>');
    expect(heading).toBe('font-size: min(500px, 2.5rem);');
    expect(em).toBe('font-size: min(40em, 2.5rem);');
    expect(viewport).toBe('font-size: min(10vw, 2.5rem);');
    expect(nested).toBe('font-size: min(1.5em, 2.5rem);');
  });

  it('a size beside a property whose name begins with its own (font-size-adjust) is held, not lost', async () => {
    expect(await styles('<h2 style="font-size:500px;font-size-adjust:0.5">a</h2><p style="position:relative;position-anchor:--a;font-size:20px">b</p>')).toEqual([
      'font-size: min(500px, 2.5rem); font-size-adjust: 0.5;',
      'position: relative; position-anchor: --a; font-size: 20px;',
    ]);
  });

  it('a size given in the font shorthand is held too: the shorthand is written as its longhands', async () => {
    const [style] = await styles('<p style="font:bold 300px serif">a</p>');
    expect(style).toContain('font-size: min(300px, 2.5rem);');
    expect(style).toContain('font-weight: bold;');
    expect(style).not.toMatch(/(^|\s)font:/);
  });

  it('spacing along the line, either way, is held to twice the type\'s size', async () => {
    expect(await styles('<p style="margin-inline-start:100000px;padding-left:100000px;text-indent:-9999px">a</p><p style="letter-spacing:1000px;word-spacing:50em;border-left-width:100000px">b</p>')).toEqual([
      'margin-inline-start: clamp(-2em, 100000px, 2em); padding-left: clamp(-2em, 100000px, 2em); text-indent: clamp(-2em, -9999px, 2em);',
      'letter-spacing: clamp(-2em, 1000px, 2em); word-spacing: clamp(-2em, 50em, 2em); border-left-width: clamp(-2em, 100000px, 2em);',
    ]);
  });

  it('text that may not wrap wraps; preformatted text that wraps keeps its spaces', async () => {
    expect(await styles('<p style="white-space:nowrap;color:red">a</p><p style="white-space:pre">b</p><p style="white-space:pre-wrap">c</p>')).toEqual(['color: red;', null, 'white-space: pre-wrap;']);
  });

  it('ordinary sizes read as written', async () => {
    expect(await styles([
      '<p style="width:50%;max-width:600px;font-size:16px">a</p>',
      '<p style="font-size:1.5rem;margin-left:auto;margin-right:8px;padding-left:20px">b</p>',
      '<p style="font-size:small;letter-spacing:0.05em;width:auto;text-indent:1em">c</p>',
    ].join(''))).toEqual([
      'width: 50%; max-width: 600px; font-size: 16px;',
      'font-size: 1.5rem; margin-left: auto; margin-right: 8px; padding-left: 20px;',
      'font-size: small; letter-spacing: 0.05em; width: auto; text-indent: 1em;',
    ]);
  });

  it('a declaration\'s importance is kept with its cap', async () => {
    expect(await styles('<div style="width:100000px !important">a</div>')).toEqual(['width: min(100000px, 100%) !important;']);
  });
});

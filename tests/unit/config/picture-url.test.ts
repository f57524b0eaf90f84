// @vitest-environment node
/** Where a picture named by the platform may come from: the rule itself, without a screen. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureAllowed, resolveUrl } from '../../../src/config/picture-url.ts';
import { ANY_HOST } from '../../../src/config/safe-url.ts';

const ORIGIN = 'https://m.ttslot.com';
const HOSTS = ['https://cdn.example/img'];
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('resolveUrl', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('drops the spaces around the value, as a browser would, and resolves a path against the page', () => {
    expect(resolveUrl('  /img/a.png  ', ORIGIN, ANY_HOST)?.href).toBe('https://m.ttslot.com/img/a.png');
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs what it refuses, as given', () => {
    expect(resolveUrl('javascript:alert(1) ', ORIGIN, ANY_HOST)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('URL refused (scheme javascript: is not allowed): "javascript:alert(1) "');
  });
});

describe('pictureAllowed', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['inline PNG data', PNG, true],
    ['inline data with spaces around it', `  ${PNG}  `, true],
    ['inline JPG data (jpg or jpeg)', 'data:image/jpg;base64,/9j/4AAQ', true],
    ['inline data wrapped over lines', 'data:image/png;base64,iVBOR\nw0KGgo=', true],
    ['inline data with more after it', `${PNG}"><script>`, false],
    ['another host\'s address that ends like inline data', `https://evil.example/x?${PNG}`, false],
    ['inline SVG, which can carry script', 'data:image/svg+xml;base64,PHN2Zz4=', false],
    ['a picture of this site', '/img/a.png', true],
    ['a picture under the image host\'s path', 'https://cdn.example/img/a.png', true],
    ['the image host\'s path on another host', 'https://evil.example/img/a.png', false],
    ['a path that only starts like the image host\'s', 'https://cdn.example/imgs/a.png', false],
    ['a path beside the image host\'s', 'https://cdn.example/other/a.png', false],
  ])('%s: %s -> %s', (_name, raw, allowed) => {
    expect(pictureAllowed(raw, HOSTS, ORIGIN)).toBe(allowed);
  });

  it('an image host with a trailing slash is the same host', () => {
    expect(pictureAllowed('https://cdn.example/img/a.png', ['https://cdn.example/img/'], ORIGIN)).toBe(true);
  });

  it('an image host entry that is no URL is passed over', () => {
    expect(pictureAllowed('https://cdn.example/img/a.png', ['javascript:void(0)', 'https://cdn.example/img'], ORIGIN)).toBe(true);
    expect(pictureAllowed('https://evil.example/a.png', ['javascript:void(0)'], ORIGIN)).toBe(false);
  });
});

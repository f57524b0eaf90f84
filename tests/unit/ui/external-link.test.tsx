import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { ExternalLink, openExternal } from '../../../src/ui/external-link.tsx';

beforeEach(() => {
  setMerchant({ ...ttslot, links: { ...ttslot.links, allowedHosts: ['download.example', 'apps.apple.com', 'wa.me', 't.me', 'example.com', 'promo.example'] } } as unknown as Merchant);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExternalLink (DESIGN 4, R2.12-9)', () => {
  it.each([
    ['https://download.example/app/ttslot.ipa'],
    ['https://download.example/app/ttslot.APK'],
    ['https://download.example/app/ttslot.apk?v=2'],
    ['https://download.example/app/ttslot.ipa#top'],
  ])('R2.12-9 a package link %s opens in the same window', (href) => {
    render(<ExternalLink href={href}>Get</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Get' });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it.each([
    ['https://download.example/app/ttslot.mobileconfig'],
    ['https://apps.apple.com/app/id1'],
    ['https://download.example/get?file=ttslot.apk'],
    ['https://download.example/ttslot.apk/page'],
    ['https://wa.me/639170000000'],
  ])('R2.12-9 any other link %s opens in a new tab with noopener noreferrer', (href) => {
    render(<ExternalLink href={href}>Get</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Get' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([['javascript:alert(1)'], [' javascript:alert(1)'], ['data:text/html,x'], ['//evil.example/'], ['/m/home'], [''], [undefined], ['https://evil.example/app.apk']])('renders nothing for %j', (href) => {
    const { container } = render(<ExternalLink href={href}>Get</ExternalLink>);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes tg:// only when told the link is Telegram', () => {
    const { container, rerender } = render(<ExternalLink href="tg://resolve?domain=x">Telegram</ExternalLink>);
    expect(container).toBeEmptyDOMElement();
    rerender(<ExternalLink href="tg://resolve?domain=x" telegram>Telegram</ExternalLink>);
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'tg://resolve?domain=x');
  });

  it('passes other props to the anchor', () => {
    render(<ExternalLink href="https://example.com/" className="fab" aria-label="Messaging" data-slot="messaging">x</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Messaging' });
    expect(link).toHaveClass('fab');
    expect(link).toHaveAttribute('data-slot', 'messaging');
  });
});

describe('openExternal (banners)', () => {
  it('R2.12-9 opens an ordinary link in a new tab without opener or referrer', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    expect(openExternal('https://promo.example/')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://promo.example/', '_blank', 'noopener,noreferrer');
  });

  it.each([['javascript:alert(1)'], ['JAVASCRIPT:alert(1)'], ['java\tscript:alert(1)'], ['https:evil.example'], [undefined]])('refuses %j and opens nothing', (href) => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    expect(openExternal(href)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

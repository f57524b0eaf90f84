import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderLogo } from '../../../src/app/frame/header-logo.tsx';
import { AuthLogo } from '../../../src/features/auth/index.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { setTheme } from '../../../src/state/ui-store.ts';
import { brandVariantFor } from '../../../src/ui/brand-art.ts';
import { SAHARA, TTSLOT, withMerchant } from './harness.tsx';

afterEach(() => setTheme('dark'));

describe('brand art variant by the surface\'s luminance', () => {
  it.each([
    ['#1c1229', 'onDark'], ['#0f5e49', 'onDark'], ['#000000', 'onDark'], ['#5a5a5a', 'onDark'],
    ['#f7f3ea', 'onLight'], ['#ffffff', 'onLight'], ['#c98a00', 'onLight'], ['#fff', 'onLight'],
  ] as const)('a surface of %s takes the %s art', (surface, variant) => {
    expect(brandVariantFor(surface)).toBe(variant);
  });
});

describe('the home header\'s brand art', () => {
  it('a guest gets the wordmark, 22 px tall, and the square mark the header shows instead when it has no room for it', async () => {
    await withMerchant(TTSLOT);
    render(<HeaderLogo member={false} />);
    const [wordmark, mark] = screen.getAllByRole('img', { name: 'TT Slot' });
    expect(wordmark).toHaveAttribute('src', '/brand/wordmark-on-dark.svg');
    expect(wordmark).toHaveAttribute('height', '22');
    expect(mark).toHaveAttribute('src', '/brand/mark-on-dark.svg');
    expect(mark).toHaveAttribute('height', '36');
  });

  it('a member gets the square mark, 36 px, beside the balance', async () => {
    await withMerchant(TTSLOT);
    render(<HeaderLogo member />);
    const img = screen.getByRole('img', { name: 'TT Slot' });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(img).toHaveAttribute('src', '/brand/mark-on-dark.svg');
    expect(img).toHaveAttribute('width', '36');
    expect(img).toHaveAttribute('height', '36');
  });

  it('picks by the header\'s colour, not the theme\'s name: a dark header in the light theme keeps the art for dark', async () => {
    await withMerchant(TTSLOT);
    setTheme('light');
    const { unmount } = render(<HeaderLogo member={false} />);
    expect(screen.getAllByRole('img', { name: 'TT Slot' }).map((img) => img.getAttribute('src'))).toEqual(['/brand/wordmark-on-dark.svg', '/brand/mark-on-dark.svg']);
    unmount();
    await withMerchant({ ...TTSLOT, theme: { ...TTSLOT.theme, light: { ...TTSLOT.theme.light, headerBackground: '#ffffff' } } } satisfies Merchant);
    render(<HeaderLogo member />);
    expect(screen.getByRole('img', { name: 'TT Slot' })).toHaveAttribute('src', '/brand/mark-on-light.svg');
  });
});

describe('the login and register wordmark sits on the page background', () => {
  it('sahara: the art for light surfaces on its cream light page, the art for dark ones on its dark page, 40 px tall', async () => {
    await withMerchant(SAHARA);
    setTheme('light');
    const { unmount } = render(<AuthLogo />);
    const light = screen.getByRole('img', { name: 'Sahara Play' });
    expect(light).toHaveAttribute('src', '/brand/wordmark-on-light.svg');
    expect(light).toHaveAttribute('height', '40');
    unmount();
    setTheme('dark');
    render(<AuthLogo />);
    expect(screen.getByRole('img', { name: 'Sahara Play' })).toHaveAttribute('src', '/brand/wordmark-on-dark.svg');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameTile } from '../../../src/ui/game-tile.tsx';

describe('game tile picture (issue 6 point 9, SPEC 9)', () => {
  it('the picture has a fixed size, decodes off the main thread and loads lazily below the fold', () => {
    const { container } = render(<GameTile name="Golden Dragon" image="/cdn/ttslot/game/10001.png" onLaunch={vi.fn()} size={112} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('src')).toBe('/cdn/ttslot/game/10001.png');
    expect(img?.getAttribute('width')).toBe('112');
    expect(img?.getAttribute('height')).toBe('112');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('loading')).toBe('lazy');
    // Shown as soon as it loads: nothing holds a loaded picture back.
    fireEvent.load(img as HTMLImageElement);
    expect(img?.getAttribute('data-shown')).toBeNull();
    expect(screen.getByRole('button', { name: /Golden Dragon/ })).toBeTruthy();
  });

  it('above the fold it loads eagerly, and a picture that fails shows the initial instead', () => {
    const { container } = render(<GameTile name="Golden Dragon" image="/missing.png" onLaunch={vi.fn()} eager />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('eager');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-tile-fallback').textContent).toBe('G');
  });
});

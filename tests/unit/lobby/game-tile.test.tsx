import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cssUrl, GameTile } from '../../../src/ui/game-tile.tsx';

/** The detached probes the tiles make (jsdom loads no pictures, so a test says which fail). */
const probes: { src: string; fetchPriority: string; onerror: (() => void) | null }[] = [];

class ProbeImage {
  src = '';
  fetchPriority = 'auto';
  onerror: (() => void) | null = null;
  constructor() {
    probes.push(this);
  }
}

function fail(src: string): void {
  const probe = probes.findLast((p) => p.src === src);
  if (probe?.onerror === null || probe === undefined) throw new Error(`no live probe for ${src}`);
  act(() => probe.onerror?.());
}

beforeEach(() => {
  probes.length = 0;
  vi.stubGlobal('Image', ProbeImage);
});
afterEach(() => vi.unstubAllGlobals());

describe('game tile picture (SPEC 9)', () => {
  it('paints the picture as a fixed-size background, fetched at normal priority below the fold', () => {
    render(<GameTile name="Golden Dragon" image="/cdn/ttslot/game/10001.png" onLaunch={vi.fn()} />);
    expect(screen.getByTestId('game-tile-picture').style.backgroundImage).toBe('url("/cdn/ttslot/game/10001.png")');
    expect(probes.map((p) => [p.src, p.fetchPriority])).toEqual([['/cdn/ttslot/game/10001.png', 'auto']]);
    expect(screen.getByRole('button', { name: /Golden Dragon/ })).toBeTruthy();
  });

  it('R2.3-28 above the fold it is fetched first, and a picture that fails shows the initial instead', () => {
    render(<GameTile name="Golden Dragon" image="/missing.png" onLaunch={vi.fn()} eager />);
    expect(probes[0]?.fetchPriority).toBe('high');
    fail('/missing.png');
    expect(screen.queryByTestId('game-tile-picture')).toBeNull();
    expect(screen.getByTestId('game-tile-fallback').textContent).toBe('G');
  });

  it('R2.3-28 a game without a picture shows the initial and fetches nothing', () => {
    render(<GameTile name="Ocean King" image="" onLaunch={vi.fn()} />);
    expect(screen.getByTestId('game-tile-fallback').textContent).toBe('O');
    expect(probes).toEqual([]);
  });

  it('a picture address cannot break out of its url()', () => {
    expect(cssUrl('/a b/c.png')).toBe('url("/a b/c.png")');
    expect(cssUrl('/x").y{}/\\z\n.png')).toBe('url("/x%22).y{}/%5Cz%0A.png")');
  });
});

/** Row recycling of the windowed grid (speed): rows keep their slot, new rows take freed ones. */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { slotsFor } from '../../../src/ui/virtual-grid.tsx';
import { GameTile } from '../../../src/ui/game-tile.tsx';

describe('windowed grid slots', () => {
  it('a row keeps its slot while mounted; a row coming in takes the slot of one that left', () => {
    const a = slotsFor(new Map(), 0, 4);
    expect([...a.entries()]).toEqual([[0, 0], [1, 1], [2, 2], [3, 3]]);
    const b = slotsFor(a, 1, 5);
    expect(b.get(1)).toBe(1);
    expect(b.get(4)).toBe(0);
    expect(new Set(b.values()).size).toBe(4);
    const jump = slotsFor(b, 40, 42);
    expect(new Set(jump.values()).size).toBe(2);
  });
});

describe('a recycled game tile', () => {
  it('shows the new game\'s picture even if the old one had failed', () => {
    const probes: { src: string; onerror: (() => void) | null }[] = [];
    vi.stubGlobal('Image', class { src = ''; onerror: (() => void) | null = null; constructor() { probes.push(this); } });
    const { rerender } = render(<GameTile name="Ocean King" image="/a.png" onLaunch={() => undefined} />);
    act(() => probes[0]?.onerror?.());
    expect(screen.getByTestId('game-tile-fallback')).toHaveTextContent('O');
    rerender(<GameTile name="Fishing War" image="/b.png" onLaunch={() => undefined} />);
    expect(screen.getByTestId('game-tile-picture').style.backgroundImage).toBe('url("/b.png")');
    // The old picture's probe no longer reports into the recycled tile.
    expect(probes[0]?.onerror).toBeNull();
    vi.unstubAllGlobals();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from '../../../src/ui/virtual-grid.tsx';

interface Item { id: string }
const items = (n: number, from = 0): Item[] => Array.from({ length: n }, (_, i) => ({ id: `g${from + i}` }));

describe('windowed game grid (DESIGN 4)', () => {
  it('mounts only the rows near the viewport, and an appended page re-renders none of its tiles', () => {
    let calls = 0;
    const renderItem = (item: Item) => {
      calls += 1;
      return <span>{item.id}</span>;
    };
    const getKey = (item: Item) => item.id;
    const first = items(300);
    const view = render(<VirtualGrid items={first} getKey={getKey} renderItem={renderItem} columns={3} captionHeight={44} label="Games" />);
    const mounted = screen.getAllByRole('listitem').length;
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThan(60); // 300 games, a screenful of rows
    expect(calls).toBe(mounted);

    calls = 0;
    view.rerender(<VirtualGrid items={[...first, ...items(300, 300)]} getKey={getKey} renderItem={renderItem} columns={3} captionHeight={44} label="Games" />);
    expect(calls).toBe(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(mounted);
  });

  it('a changed game re-renders its own tile only', () => {
    const seen: string[] = [];
    const renderItem = (item: Item) => {
      seen.push(item.id);
      return <span>{item.id}</span>;
    };
    const getKey = (item: Item) => item.id;
    const list = items(30);
    const view = render(<VirtualGrid items={list} getKey={getKey} renderItem={renderItem} columns={3} captionHeight={44} label="Games" />);
    seen.length = 0;
    const changed = [...list];
    changed[4] = { id: 'g4' };
    view.rerender(<VirtualGrid items={changed} getKey={getKey} renderItem={renderItem} columns={3} captionHeight={44} label="Games" />);
    expect(seen).toEqual(['g4']);
  });
});

describe('windowed game grid semantics (axe aria-allowed-attr)', () => {
  const getKey = (item: Item) => item.id;
  const renderItem = (item: Item) => <span>{item.id}</span>;

  it('is a list whose mounted items tell their place in the whole list, with no table attribute on the list', () => {
    const first = items(300);
    const view = render(<VirtualGrid items={first} getKey={getKey} renderItem={renderItem} columns={3} captionHeight={44} label="Games" />);
    const list = screen.getByRole('list', { name: 'Games' });
    expect(list).not.toHaveAttribute('aria-rowcount');
    const mounted = within(list).getAllByRole('listitem');
    expect(mounted.length).toBeLessThan(300);
    mounted.forEach((item, i) => {
      expect(item).toHaveAttribute('aria-setsize', '300');
      expect(item).toHaveAttribute('aria-posinset', String(i + 1));
      expect(item).toHaveTextContent(`g${i}`);
    });

    // An appended page: the mounted items are the same, their set size is not.
    view.rerender(<VirtualGrid items={[...first, ...items(300, 300)]} getKey={getKey} renderItem={renderItem} columns={3} captionHeight={44} label="Games" />);
    for (const item of within(list).getAllByRole('listitem')) expect(item).toHaveAttribute('aria-setsize', '600');
  });
});

describe('windowed game grid while flinging (SPEC 9)', () => {
  it('a far jump mounts two rows in its first frame and grows a row a frame to the full window', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    const caf = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const flush = (): void => act(() => {
      const now = frames.splice(0);
      for (const cb of now) cb(0);
    });
    try {
      let top = 0;
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: 0, left: 0, right: 0, width: 358, height: 0, x: 0, y: top, toJSON: () => ({}) }));
      render(<VirtualGrid items={items(3000)} getKey={(i: Item) => i.id} renderItem={(i: Item) => <span>{i.id}</span>} columns={3} captionHeight={44} label="Games" />);
      flush();
      const full = screen.getAllByRole('listitem').length;
      expect(full).toBeGreaterThan(6);
      expect(screen.getByText('g0')).toBeTruthy();

      // A fling far down: every mounted row is left behind.
      top = -100_000;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      flush();
      const afterJump = screen.getAllByRole('listitem');
      expect(afterJump).toHaveLength(6); // two rows of three
      expect(screen.queryByText('g0')).toBeNull();
      const grown: number[] = [];
      for (let i = 0; i < 20 && frames.length > 0; i += 1) {
        flush();
        grown.push(screen.getAllByRole('listitem').length);
      }
      // Each frame adds at most a row at each end, and the window reaches its full size again.
      grown.reduce((before, now) => {
        expect(now - before).toBeLessThanOrEqual(6);
        return now;
      }, 6);
      // The window settles (no frame left to run) at a screenful plus the overscan on both sides.
      expect(frames).toHaveLength(0);
      expect(grown.at(-1)).toBeGreaterThanOrEqual(full);
      expect(grown.length).toBeGreaterThan(2);
    } finally {
      raf.mockRestore();
      caf.mockRestore();
      vi.restoreAllMocks();
    }
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualGrid } from '../../../src/ui/virtual-grid.tsx';

interface Item { id: string }
const items = (n: number, from = 0): Item[] => Array.from({ length: n }, (_, i) => ({ id: `g${from + i}` }));

describe('windowed game grid (issue 6 point 9, DESIGN 4)', () => {
  it('mounts only the rows near the viewport, and an appended page re-renders none of them', () => {
    let calls = 0;
    const renderItem = (item: Item) => {
      calls += 1;
      return <span>{item.id}</span>;
    };
    const getKey = (item: Item) => item.id;
    const first = items(300);
    const view = render(<VirtualGrid items={first} getKey={getKey} renderItem={renderItem} columns={3} captionHeight={44} label="Games" />);
    const list = screen.getByRole('list', { name: 'Games' });
    expect(list.getAttribute('aria-rowcount')).toBe('100');
    const mounted = screen.getAllByRole('listitem').length;
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThan(60); // 300 games, a screenful of rows
    expect(calls).toBe(mounted);

    calls = 0;
    view.rerender(<VirtualGrid items={[...first, ...items(300, 300)]} getKey={getKey} renderItem={renderItem} columns={3} captionHeight={44} label="Games" />);
    expect(screen.getByRole('list', { name: 'Games' }).getAttribute('aria-rowcount')).toBe('200');
    expect(calls).toBe(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(mounted);
  });

  it('a changed game re-renders its own row only', () => {
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
    expect(seen).toEqual(['g3', 'g4', 'g5']);
  });
});

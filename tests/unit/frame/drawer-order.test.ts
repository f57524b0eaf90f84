// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawerOrder } from '../../../src/render/drawer-order.ts';
import type { LayoutItem } from '../../../src/generated/merchant.ts';

const item = (type: string, id: string): LayoutItem => ({ type, id });
const ids = (items: readonly LayoutItem[]): (string | undefined)[] => items.map((i) => i.id);

describe('drawer order', () => {
  it('moves the sign-in entries first in their own order and keeps the rest in the config order', () => {
    const items = [
      item('link', 'a'),
      item('language', 'b'),
      item('signIn', 'login'),
      item('theme', 'c'),
      item('signIn', 'register'),
      item('signOut', 'd'),
    ];
    const ordered = drawerOrder(items);
    expect(ids(ordered)).toStrictEqual(['login', 'register', 'a', 'b', 'c', 'd']);
    expect(ordered.map((i) => i.type)).toStrictEqual(['signIn', 'signIn', 'link', 'language', 'theme', 'signOut']);
  });

  it('returns the same item objects, each exactly once', () => {
    const items = [item('link', 'a'), item('signIn', 'login'), item('theme', 'b')];
    const ordered = drawerOrder(items);
    expect(ordered).toHaveLength(3);
    expect(ordered[0]).toBe(items[1]);
    expect(ordered[1]).toBe(items[0]);
    expect(ordered[2]).toBe(items[2]);
  });

  it('does not mutate its input', () => {
    const items = [item('theme', 'a'), item('signIn', 'login'), item('link', 'b')];
    const copy = [...items];
    const ordered = drawerOrder(Object.freeze(items));
    expect(items).toStrictEqual(copy);
    expect(ordered).not.toBe(items);
  });

  it('returns a new array even when nothing moves', () => {
    const items = [item('signIn', 'login'), item('link', 'a')];
    const ordered = drawerOrder(items);
    expect(ordered).not.toBe(items);
    expect(ordered).toStrictEqual(items);
  });

  it('keeps a list without sign-in entries as it is', () => {
    const items = [item('link', 'a'), item('theme', 'b'), item('language', 'c')];
    expect(ids(drawerOrder(items))).toStrictEqual(['a', 'b', 'c']);
  });

  it('keeps a list of only sign-in entries in its order', () => {
    const items = [item('signIn', 'x'), item('signIn', 'y'), item('signIn', 'z')];
    expect(ids(drawerOrder(items))).toStrictEqual(['x', 'y', 'z']);
  });

  it('moves only the exact signIn type, not look-alikes', () => {
    const items = [item('link', 'a'), item('signin', 'b'), item('signOut', 'c'), item('', 'd'), item('signIn', 'login')];
    expect(ids(drawerOrder(items))).toStrictEqual(['login', 'a', 'b', 'c', 'd']);
  });

  it('returns an empty list for an empty list', () => {
    expect(drawerOrder([])).toStrictEqual([]);
  });
});

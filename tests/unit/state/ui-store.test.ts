/** The interface state: the theme kept on the device (SPEC 3) and the previous path for the back bar's label (SPEC 2.1). */
import { beforeEach, describe, expect, it } from 'vitest';
import { initTheme, recordNavigation, resetUiStore, uiStore } from '../../../src/state/ui-store.ts';

beforeEach(() => {
  localStorage.clear();
  resetUiStore();
});

describe('the theme kept on the device (SPEC 3)', () => {
  it.each([['dark', 'light', 'dark'], ['light', 'dark', 'light'], ['purple', 'light', 'light'], [undefined, 'light', 'light']] as const)(
    'stored %s with the merchant default %s gives %s',
    (stored, merchantDefault, theme) => {
      if (stored !== undefined) localStorage.setItem('theme', stored);
      initTheme(merchantDefault);
      expect(uiStore.theme).toBe(theme);
    },
  );
});

describe('the previous path (SPEC 2.1)', () => {
  it('moves the current path to the previous one on each new path, and ignores the same path again', () => {
    recordNavigation('/m/home');
    expect([uiStore.previousPath, uiStore.currentPath]).toStrictEqual([undefined, '/m/home']);
    recordNavigation('/m/promotions');
    expect([uiStore.previousPath, uiStore.currentPath]).toStrictEqual(['/m/home', '/m/promotions']);
    recordNavigation('/m/promotions');
    expect([uiStore.previousPath, uiStore.currentPath]).toStrictEqual(['/m/home', '/m/promotions']);
  });
});

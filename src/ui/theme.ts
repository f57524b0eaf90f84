import type { ThemeColours } from '../generated/merchant.ts';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Feeds the tokens to CSS custom properties (--color-<token>) on the page root. */
export function applyThemeTokens(tokens: ThemeColours, mode: 'dark' | 'light', root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(tokens)) root.style.setProperty(`--color-${kebab(name)}`, value);
  root.dataset['theme'] = mode;
  root.style.colorScheme = mode;
}

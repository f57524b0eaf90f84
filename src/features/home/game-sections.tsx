/** Home sections supplied by the games feature, adapted to the section props of the registry. */
import { CategoryMenu, FavouritesStrip, HotMatches } from '../games/index.ts';
import type { SectionProps } from './floating-buttons.tsx';

export function CategoryMenuSection() {
  return <CategoryMenu />;
}

/** Options: { title?: translation key } (R2.3-16: "upcoming events"). */
export function HotMatchesSection({ item }: SectionProps) {
  const options = (item.options ?? {}) as { title?: unknown };
  return <HotMatches title={typeof options.title === 'string' ? options.title : undefined} />;
}

export function FavouritesSection() {
  return <FavouritesStrip />;
}

// Public face of the games feature: other features import only from here.
export { CategoryMenu } from './category-menu.tsx';
export { FavouritesStrip } from './favourites-strip.tsx';
export { HotMatches } from './hot-matches.tsx';
export { openCategory, useGameCategories } from './categories.ts';
export { useListLanguage } from './hooks.ts';
export { useLaunch } from './launch.ts';
export type { LaunchItem } from './launch-routing.ts';

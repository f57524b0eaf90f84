import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { type PathCategory, type Route, routeAt } from '../config/routes.ts';
import { i18next } from '../i18n/i18n.ts';

/** What the router passes a screen: the category its path shows (game screens). */
export interface ScreenProps {
  category?: PathCategory;
}

type ScreenModule = Record<string, ComponentType<ScreenProps>>;
type Loader = () => Promise<ScreenModule>;

/** Each screen file is its own chunk (DESIGN 4, SPEC 2.14); the route table names the file and its export (a feature's part may keep its screen in a folder of its own). */
const MODULES = import.meta.glob<ScreenModule>(['../features/*/*-screen.tsx', '../features/*/*/*-screen.tsx', '../render/*-screen.tsx']);

const i18nReady = new Promise<void>((resolve) => {
  if (i18next.isInitialized) resolve();
  else i18next.on('initialized', () => resolve());
});

/** A screen module the build does not hold: its load rejects with this, which the screen boundary shows with a retry (SPEC 8). */
export class ModuleNotFoundError extends Error {
  override readonly name = 'ModuleNotFoundError';
}

/** The screen's texts not bundled with the first page load alongside its chunk, not after it. */
function loaderOf(module: NonNullable<Route['module']>): Loader {
  const load = MODULES[`../${module.file}`];
  if (load === undefined) return () => Promise.reject(new ModuleNotFoundError(`module not found: src/${module.file}`));
  const texts = module.texts ?? [];
  if (texts.length === 0) return load;
  return () => Promise.all([load(), i18nReady.then(() => i18next.loadNamespaces([...texts]))]).then(([loaded]) => loaded);
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * One loader and one lazy component per screen component (a module may export several, e.g. the VIP
 * page and the member's VIP benefits); the browser keeps each module once loaded.
 */
const loaded = new Map<string, { load: Loader; Screen: Screen }>();

function screenModule(module: NonNullable<Route['module']>): { load: Loader; Screen: Screen } {
  const key = `${module.file}#${module.component}`;
  let entry = loaded.get(key);
  if (entry === undefined) {
    const load = loaderOf(module);
    entry = { load, Screen: lazy(() => load().then((m) => ({ default: m[module.component]! }))) };
    loaded.set(key, entry);
  }
  return entry;
}

/** The lazy component of a route, or undefined while its screen is not built (D23). */
export function screenOf(route: Route): Screen | undefined {
  return route.module === undefined ? undefined : screenModule(route.module).Screen;
}

/**
 * Starts loading the screen of `pathname` at once, in parallel with boot (config, i18n, system status),
 * instead of after the first render asks for it (speed).
 */
export function preloadScreen(pathname: string): void {
  const module = routeAt(pathname)?.module;
  if (module !== undefined) void screenModule(module).load().catch(() => undefined);
}

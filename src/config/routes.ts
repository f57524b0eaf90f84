/** What the rest of the code asks of the route table (`route-table.ts`): per path, resolved facts. */
import { type PathCategory, type PathDef, ROUTE_TABLE, type ScreenDef, type ScreenName } from './route-table.ts';

export type { PathCategory, ScreenName };

/** Where the header back arrow goes: a path, one step back in history, or no arrow. */
export type BackTarget = { kind: 'path'; to: string } | { kind: 'history' } | { kind: 'none' };

/** Everything the router and the frame need to know about one path. */
export interface Route {
  path: string;
  screen: ScreenName;
  /** The screen's lazy module; undefined while the screen is not built (D23). */
  module: ScreenDef['module'];
  /** The screen's title key: the header's h1 and the document title (never empty). */
  title: string;
  topBar: boolean;
  bottomBar: boolean;
  back: BackTarget;
  /** Where the close control goes on a screen with neither a back arrow nor the top bar. */
  close: string | undefined;
  header: 'home' | 'page';
  control: 'category' | 'service';
  backLabel: string | undefined;
  category: PathCategory | undefined;
  fullLoad: boolean;
  /** Which of its screen's views the path shows (the agent team screen's report), if its screen has several. */
  view: string | undefined;
}

function resolve(def: ScreenDef, entry: string | PathDef): Route {
  const own: PathDef = typeof entry === 'string' ? { path: entry } : entry;
  const facts = { ...def, ...own };
  // Stryker disable next-line all: every entry of the table has a title; this guard stops a new one without at load
  if (facts.title === undefined) throw new Error(`route table: ${own.path} has no title`);
  return {
    path: own.path,
    screen: def.screen as ScreenName,
    module: def.module,
    title: facts.title,
    topBar: facts.topBar ?? true,
    bottomBar: facts.bottomBar ?? true,
    back: facts.back === undefined ? { kind: 'history' } : facts.back === 'none' ? { kind: 'none' } : { kind: 'path', to: facts.back },
    close: facts.close,
    header: facts.header ?? 'page',
    control: facts.control ?? 'service',
    backLabel: facts.backLabel,
    category: own.category,
    fullLoad: own.fullLoad === true,
    view: own.view,
  };
}

/** One entry per path of SPEC 2.1, in table order. */
export const ROUTES: readonly Route[] = (ROUTE_TABLE as readonly ScreenDef[]).flatMap((def) => def.paths.map((entry) => resolve(def, entry)));

/** R2.1-21: where unknown paths go. */
export const FALLBACK_PATH = '/m/home';

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

function bare(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
}

/** The route of a path (query and trailing slash ignored), if the table has one. */
export function routeAt(path: string): Route | undefined {
  const p = path.split(/[?#]/)[0]!;
  return byPath.get(p) ?? byPath.get(bare(p));
}

/** R2.1-22, D10: "app" and "lottery" are module screens (path segments), not /m/lott or /m/elott. */
const TOP_BAR_HIDDEN_SEGMENTS = ['app', 'lottery'];

/** The frame facts of a path, table route or not. */
export type PathFrame = Omit<Route, 'screen' | 'module' | 'view'>;

/** A route a platform module supplies (merchant config `routes`): its path and title key. */
export interface ModuleRoute {
  path: string;
  title: string;
}

/**
 * The frame facts of any path: its table route, or for a module route or unknown path the defaults
 * (with D10's hidden top bar on the module screens app and lottery), titled by the module route, else
 * by home, where an unknown path is sent (R2.1-21).
 */
// Stryker disable next-line ArrayDeclaration: an entry in place of the empty default has no path, so it matches nothing
export function frameAt(path: string, moduleRoutes: readonly ModuleRoute[] = []): PathFrame {
  const route = routeAt(path);
  if (route !== undefined) return route;
  const segments = bare(path).split('/');
  const title = moduleRoutes.find((r) => r.path === bare(path))?.title ?? routeAt(FALLBACK_PATH)!.title;
  return {
    path: bare(path), title, topBar: !segments.some((s) => TOP_BAR_HIDDEN_SEGMENTS.includes(s)), bottomBar: true,
    back: { kind: 'history' }, close: undefined, header: 'page', control: 'service', backLabel: undefined, category: undefined, fullLoad: false,
  };
}

/** R2.1-32: the back bar's label for the previous page, home when unknown. */
export function backLabelAt(previousPath: string | undefined): string {
  return (previousPath === undefined ? undefined : routeAt(previousPath)?.backLabel) ?? 'title.home';
}

/** The home paths of SPEC 2.1 and 9. */
export const HOME_PATHS: readonly string[] = ROUTES.filter((r) => r.screen === 'home').map((r) => r.path);

export function isHomePath(path: string): boolean {
  return HOME_PATHS.includes(path.split(/[?#]/)[0]!);
}

/** Paths opened with a full page load instead of in-app navigation (R2.1-18). */
export const FULL_LOAD_PATHS: readonly string[] = ROUTES.filter((r) => r.fullLoad).map((r) => r.path);

/** The path a link to `screen` goes to: the first its route table entry lists. */
export function pathOf(screen: ScreenName): string {
  const route = ROUTES.find((r) => r.screen === screen);
  // Stryker disable next-line all: a ScreenName is a screen of the table, and each screen lists a path
  if (route === undefined) throw new Error(`route table: no screen ${screen}`);
  return route.path;
}

/** Paths only a real account may open (SPEC 5 free-account check, 6): those of the screens the table marks realAccountOnly. */
export const REAL_ACCOUNT_PATHS: readonly string[] = (ROUTE_TABLE as readonly ScreenDef[])
  .filter((def) => def.realAccountOnly === true)
  .flatMap((def) => def.paths.map((entry) => (typeof entry === 'string' ? entry : entry.path)));

// npm test's byte budgets (issue 37 point 1, SPEC 9): per route, the gzip JavaScript and CSS it needs before its
// main content shows, from the build's chunk graph (scripts/lib/bundle-budgets.ts) against the budgets beside the
// route table (src/config/route-budgets.ts). Prints every route's figure; a route over its budget fails the
// check with its figure, its budget and its largest modules. DIST_DIR points at another build.
import { HOME_BUDGET_KB, SCREEN_BUDGET_EXCEPTIONS, SCREEN_BUDGET_KB } from '../src/config/route-budgets.ts';
import { budgetOf, type Budgets, kb, overBudget, routeBytes, type RouteBytes } from './lib/bundle-budgets.ts';
import { readBundleGraph } from './lib/bundle-graph.ts';
import { DIST_DIR } from './lib/paths.ts';

const budgets: Budgets = { homeKb: HOME_BUDGET_KB, screenKb: SCREEN_BUDGET_KB, exceptions: SCREEN_BUDGET_EXCEPTIONS };
let figures: RouteBytes[];
try {
  figures = routeBytes(readBundleGraph(DIST_DIR), DIST_DIR);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const width = Math.max(...figures.map((f) => f.screen.length));
for (const figure of figures) {
  const why = SCREEN_BUDGET_EXCEPTIONS[figure.screen]?.why;
  const note = `${figure.screen === 'home' ? 'all it loads' : 'beyond home'}${why === undefined ? '' : `; its own budget: ${why}`}`;
  console.log(`${figure.screen.padEnd(width)}  ${kb(figure.js + figure.css).padStart(8)} of ${String(budgetOf(budgets, figure.screen)).padStart(3)} KB  (JS ${kb(figure.js)}, CSS ${kb(figure.css)}; ${note})`);
}
const over = overBudget(figures, budgets);
if (over.length > 0) {
  console.error(`\nOVER BUDGET (src/config/route-budgets.ts):\n${over.join('\n')}`);
  process.exit(1);
}
console.log(`ok ${figures.length} routes within their byte budgets`);

/**
 * The matrix report QA reads (issue 17 point 4): one static page, rows = combinations with their values,
 * columns = routes, each cell pass / fail / changed with its screenshot and the failing checks with their
 * rules; filters by dimension value; which dimension values the failures share most.
 */
import type { CellResult } from './cell.ts';
import type { Value } from './dimensions.ts';

export interface ReportMeta {
  generatedAt: string;
  durationMs: number;
  /** Where the reproduction links point: a server with the QA flag panel (npm start or npm run preview). */
  qaBase: string;
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pair = (name: string, value: Value): string => `${name}=${String(value)}`;

export function cellFailed(cell: CellResult): boolean {
  return cell.findings.length > 0 || cell.routes.some((r) => r.findings.length > 0);
}

/** For each `dimension=value`: how many failing cells hold it, against its share of all cells. */
export function failureSummary(cells: readonly CellResult[]): { value: string; failing: number; of: number; lift: number }[] {
  const failing = cells.filter(cellFailed);
  if (failing.length === 0) return [];
  const count = (rows: readonly CellResult[]) => {
    const counts = new Map<string, number>();
    for (const cell of rows) for (const [name, value] of Object.entries(cell.values)) counts.set(pair(name, value), (counts.get(pair(name, value)) ?? 0) + 1);
    return counts;
  };
  const all = count(cells);
  return [...count(failing)].map(([value, n]) => ({ value, failing: n, of: all.get(value) ?? n, lift: (n / failing.length) / ((all.get(value) ?? n) / cells.length) }))
    .filter((row) => row.of < cells.length)
    .sort((a, b) => b.failing - a.failing || b.lift - a.lift)
    .slice(0, 20);
}

function routeCell(cell: CellResult, route: string): string {
  const result = cell.routes.find((r) => r.route === route);
  if (result === undefined) return '<td class="none"></td>';
  const state = result.findings.length > 0 ? 'fail' : result.changed ? 'changed' : 'pass';
  const shot = result.screenshot === undefined ? '' : `shots/${cell.key}/${result.screenshot}`;
  const img = shot === '' ? '' : `<a href="${esc(shot)}"><img loading="lazy" src="${esc(shot)}" alt="${esc(`${route} in combination ${cell.index}`)}" width="72"></a>`;
  const changed = result.changedShare === undefined ? '' : `<small>${result.changed ? 'changed' : 'same'} ${(result.changedShare * 100).toFixed(2)}%</small>`;
  const findings = result.findings.map((f) => `<li><b>${esc(f.rule)}</b> ${esc(f.check)}: ${esc(f.message.slice(0, 400))}</li>`).join('');
  const items = Object.entries(result.items).map(([slot, n]) => `${slot} ${n}`).join(', ');
  const checked = items === '' ? '' : `<small title="config items compared with the oracle">items: ${esc(items)}</small>`;
  const landed = result.landed === route.split('?')[0] ? '' : `<small>landed ${esc(result.landed)}</small>`;
  return `<td class="${state}"><span class="state">${state}</span>${img}${changed}${checked}${landed}${findings === '' ? '' : `<ul>${findings}</ul>`}</td>`;
}

function rowHead(cell: CellResult, meta: ReportMeta): string {
  const shown = cell.changed.length === 0 ? ['(as configured)'] : cell.changed.map((name) => pair(name, cell.values[name]!));
  const all = Object.entries(cell.values).map(([n, v]) => pair(n, v)).join('\n');
  const head = `${cell.merchant} #${cell.index}`;
  const setup = cell.findings.map((f) => `<li><b>${esc(f.rule)}</b> ${esc(f.message)}</li>`).join('');
  return `<th scope="row"><b>${esc(head)}</b> <small>${esc(cell.segment)}, ${(cell.ms / 1000).toFixed(1)} s</small>`
    + `<div class="values" title="${esc(all)}">${shown.map(esc).join('<br>')}</div>`
    + `<a href="${esc(meta.qaBase + cell.reproduction)}">reproduce</a> <small>as ${esc(cell.account ?? 'guest')}, ${esc(String(cell.values['viewport']))}</small>`
    + `${setup === '' ? '' : `<ul>${setup}</ul>`}</th>`;
}

const STYLE = `body{font:13px/1.4 system-ui,sans-serif;margin:16px;color:#111}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top;max-width:260px}
thead th{background:#f4f4f4}.grid thead th{position:sticky;top:0;writing-mode:vertical-rl;transform:rotate(180deg);max-width:none}th[scope=row]{position:sticky;left:0;background:#fff;text-align:start;min-width:220px}
td.pass{background:#e8f6ec}td.fail{background:#fde8e8}td.changed{background:#fff4d6}td.none{background:#f7f7f7}.state{display:block;font-weight:700}ul{margin:4px 0;padding-inline-start:16px}
img{display:block;border:1px solid #999;margin:2px 0}.values{font-family:ui-monospace,monospace;font-size:11px;margin:4px 0}#filters label{margin-inline-end:8px;display:inline-block}
.summary td,.summary th{padding:2px 6px}tr[hidden]{display:none}`;

/** The filter script: a row shows when it holds every chosen `dimension=value`. */
const SCRIPT = `const sel=[...document.querySelectorAll('#filters select')];const only=document.getElementById('only-failing');
function apply(){const want=sel.filter(s=>s.value!=='').map(s=>s.name+'='+s.value);for(const row of document.querySelectorAll('tbody tr[data-values]')){const have=row.dataset.values.split('\\n');row.hidden=!want.every(w=>have.includes(w))||(only.checked&&row.dataset.failed!=='1');}}
sel.forEach(s=>s.addEventListener('change',apply));only.addEventListener('change',apply);`;

export function renderReport(cells: readonly CellResult[], meta: ReportMeta): string {
  const routes = [...new Set(cells.flatMap((c) => c.routes.map((r) => r.route)))].sort((a, b) => (a === '/m/home' ? -1 : b === '/m/home' ? 1 : a.localeCompare(b)));
  const failed = cells.filter(cellFailed).length;
  const changed = cells.filter((c) => c.routes.some((r) => r.changed)).length;
  const dimensions = new Map<string, Set<string>>();
  for (const cell of cells) for (const [name, value] of Object.entries(cell.values)) dimensions.set(name, (dimensions.get(name) ?? new Set()).add(String(value)));
  const filters = [...dimensions].filter(([, values]) => values.size > 1)
    .map(([name, values]) => `<label>${esc(name)} <select name="${esc(name)}"><option value="">any</option>${[...values].map((v) => `<option>${esc(v)}</option>`).join('')}</select></label>`).join('');
  const summary = failureSummary(cells).map((row) => `<tr><td>${esc(row.value)}</td><td>${row.failing} of ${failed}</td><td>${row.of} of ${cells.length}</td><td>${row.lift.toFixed(2)}</td></tr>`).join('');
  const rows = cells.map((cell) => `<tr data-values="${esc(Object.entries(cell.values).map(([n, v]) => pair(n, v)).join('\n'))}" data-failed="${cellFailed(cell) ? 1 : 0}">${rowHead(cell, meta)}${routes.map((r) => routeCell(cell, r)).join('')}</tr>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QA matrix report</title><style>${STYLE}</style></head><body>
<h1>QA matrix: ${cells.length} combinations, ${failed} failing, ${changed} with changed screenshots</h1>
<p>Generated ${esc(meta.generatedAt)} in ${(meta.durationMs / 1000).toFixed(0)} s. A cell is one route in one combination: <b>pass</b>, <b>fail</b> (each failing check with the rule it cites) or <b>changed</b> (its screenshot differs from the baseline). "reproduce" opens the combination in the QA flag panel of <code>${esc(meta.qaBase)}</code>; sign in as the account named and size the window as shown.</p>
<h2>Dimension values the failures share</h2>
${summary === '' ? '<p>No failures.</p>' : `<table class="summary"><thead><tr><th>value</th><th>failing combinations holding it</th><th>all combinations holding it</th><th>lift (1 = no more than chance)</th></tr></thead><tbody>${summary}</tbody></table>`}
<h2>Grid</h2><form id="filters">${filters}<label><input type="checkbox" id="only-failing"> failing only</label></form>
<table class="grid"><thead><tr><th>combination</th>${routes.map((r) => `<th scope="col">${esc(r)}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table><script>${SCRIPT}</script></body></html>`;
}

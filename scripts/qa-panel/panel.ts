/**
 * The QA flag panel (issue 17 point 5): in the dev server and the preview, never in a production build,
 * a small panel switches every whitelabel flag, module, agent menu key, template and status of the
 * running sandbox, and this browser's language and theme, then reloads; it shows the current
 * combination and a link that reproduces it (`?qa=`, the form a matrix report cell links to).
 */
import { SANDBOX_CONTROL, SANDBOX_CONTROL_HEADER } from '../../src/api/endpoints.ts';
import { STORAGE_KEYS } from '../../src/state/storage.ts';
import type { PanelDimension } from '../sandbox/qa-panel.ts';
import { type Cell, cellRequests, type CellValue, decodeCell, encodeCell, QA_PARAM } from './combination.ts';
import { chosenPseudo, PSEUDO_KEY, PSEUDO_VARIANTS } from './pseudo.ts';

/** The pseudo-locales live in this browser only, like language and theme (pseudo.ts). */
const PSEUDO_DIMENSION: PanelDimension = { name: 'pseudo', values: ['off', ...PSEUDO_VARIANTS] };

const CONFIG_PATH = '/__sandbox/qa-panel';
const headers = { 'Content-Type': 'application/json', [SANDBOX_CONTROL_HEADER.name]: SANDBOX_CONTROL_HEADER.value };

async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(path, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = (await response.json()) as { message?: string };
  if (!response.ok) throw new Error(`${path}: ${answer.message ?? response.status}`);
  return answer;
}

/** Puts the sandbox and this browser into the cell; the caller reloads. */
export async function applyCell(cell: Cell, dimensions: readonly PanelDimension[]): Promise<string[]> {
  const agentMenuNow = dimensions.filter((d) => d.name.startsWith('agentMenu:') && d.now === true).map((d) => d.name.slice('agentMenu:'.length));
  const requests = cellRequests(cell, agentMenuNow);
  if (Object.keys(requests.flags).length > 0) await control(SANDBOX_CONTROL.flags, requests.flags);
  await control(SANDBOX_CONTROL.platform, requests.platform);
  if (requests.status !== undefined) await control(SANDBOX_CONTROL.status, requests.status);
  if (requests.storage.language !== undefined) localStorage.setItem(STORAGE_KEYS.language, requests.storage.language);
  if (requests.storage.theme !== undefined) localStorage.setItem(STORAGE_KEYS.theme, requests.storage.theme);
  if (requests.storage.pseudo === 'off') localStorage.removeItem(PSEUDO_KEY);
  else if (requests.storage.pseudo !== undefined) localStorage.setItem(PSEUDO_KEY, requests.storage.pseudo);
  // The app shows its cached status first (SPEC 4): drop it so the reload reads the new one.
  localStorage.removeItem(STORAGE_KEYS.systemStatus);
  return requests.unknown;
}

/** The combination as it stands: the sandbox's values, and the browser's language and theme. */
export function currentCell(dimensions: readonly PanelDimension[]): Record<string, CellValue> {
  const cell: Record<string, CellValue> = {};
  for (const d of dimensions) {
    if (d.now !== undefined) cell[d.name] = d.now;
  }
  const language = localStorage.getItem(STORAGE_KEYS.language) ?? document.documentElement.lang.toUpperCase();
  if (language !== '') cell['language'] = language;
  cell['theme'] = localStorage.getItem(STORAGE_KEYS.theme) ?? 'dark';
  cell['pseudo'] = chosenPseudo() ?? 'off';
  return cell;
}

export function reproductionUrl(cell: Cell, location: Location = window.location): string {
  const url = new URL(location.href);
  url.searchParams.set(QA_PARAM, encodeCell(cell));
  return url.toString();
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const STYLE = `
:host { all: initial; position: fixed; inset-inline-start: 8px; bottom: 72px; z-index: 2147483647; font: 13px/1.4 system-ui, sans-serif; }
button.toggle { min-width: 44px; min-height: 44px; border-radius: 22px; border: 2px solid #fff; background: #222; color: #fff; font-weight: 700; }
form { position: fixed; inset: 8px; overflow: auto; background: #111; color: #eee; padding: 12px; border-radius: 8px; box-shadow: 0 4px 24px #000a; }
fieldset { border: 1px solid #444; margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 4px 12px; }
label { display: inline-flex; align-items: center; gap: 4px; min-height: 32px; }
output { display: block; word-break: break-all; color: #9cf; margin: 8px 0; }
.actions { position: sticky; bottom: 0; display: flex; gap: 8px; background: #111; padding-top: 8px; }
.actions button { min-height: 44px; flex: 1; border-radius: 6px; border: 0; background: #ffd54a; color: #111; font-weight: 700; }
.actions button[type=button] { background: #444; color: #fff; }
[role=alert] { color: #f88; }
`;

function field(d: PanelDimension, value: CellValue | undefined): HTMLElement {
  if (d.values.length === 2 && typeof d.values[0] === 'boolean') {
    return el('label', {}, el('input', { type: 'checkbox', name: d.name, checked: value === true }), d.name.split(':')[1] ?? d.name);
  }
  const select = el('select', { name: d.name }, ...d.values.map((v) => el('option', { value: String(v), selected: v === value }, String(v))));
  return el('label', {}, d.name, select);
}

function readForm(form: HTMLFormElement, dimensions: readonly PanelDimension[]): Record<string, CellValue> {
  const cell: Record<string, CellValue> = {};
  for (const d of dimensions) {
    const input = form.elements.namedItem(d.name);
    if (input instanceof HTMLInputElement) cell[d.name] = input.checked;
    else if (input instanceof HTMLSelectElement) cell[d.name] = d.values.find((v) => String(v) === input.value) ?? input.value;
  }
  return cell;
}

const GROUPS: readonly [string, (name: string) => boolean][] = [
  ['Status, language, theme, templates', (name) => !name.includes(':') || name.startsWith('template:')],
  ['Whitelabel flags', (name) => name.startsWith('flag:')],
  ['Modules', (name) => name.startsWith('module:')],
  ['Agent menu keys', (name) => name.startsWith('agentMenu:')],
];

export async function mountPanel(): Promise<void> {
  const { dimensions: sandboxDimensions } = (await control(CONFIG_PATH)) as { dimensions: PanelDimension[] };
  const dimensions = [...sandboxDimensions, PSEUDO_DIMENSION];
  const pending = new URL(window.location.href).searchParams.get(QA_PARAM);
  if (pending !== null) {
    const url = new URL(window.location.href);
    url.searchParams.delete(QA_PARAM);
    const decoded = decodeCell(pending);
    if ('error' in decoded) console.error(`QA panel: ${decoded.error}`);
    else {
      const unknown = await applyCell(decoded.cell, dimensions);
      if (unknown.length > 0) console.error(`QA panel: no such dimension, left alone: ${unknown.join(', ')}`);
    }
    window.location.replace(url.toString());
    return;
  }
  const host = el('div', { id: 'qa-panel' });
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  root.adoptedStyleSheets = [sheet];
  const cell = currentCell(dimensions);
  const toggle = el('button', { type: 'button', className: 'toggle', title: 'QA flag panel' }, 'QA');
  toggle.setAttribute('aria-expanded', 'false');
  const alert = el('p', { role: 'alert' } as Partial<HTMLParagraphElement>);
  const link = el('a', { href: reproductionUrl(cell) }, 'link to this combination');
  const form = el('form', { hidden: true, ariaLabel: 'QA flag panel' } as Partial<HTMLFormElement>,
    el('output', {}, Object.entries(cell).map(([k, v]) => `${k}=${String(v)}`).join(' ')), link,
    ...GROUPS.map(([legend, belongs]) => el('fieldset', {}, el('legend', {}, legend), ...dimensions.filter((d) => belongs(d.name)).map((d) => field(d, cell[d.name])))),
    alert,
    el('div', { className: 'actions' }, el('button', { type: 'submit' }, 'Apply and reload'), el('button', { type: 'button', onclick: () => toggle.click() }, 'Close')));
  toggle.addEventListener('click', () => {
    form.hidden = !form.hidden;
    toggle.setAttribute('aria-expanded', String(!form.hidden));
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void applyCell(readForm(form, dimensions), dimensions).then(() => window.location.reload(), (error: Error) => {
      alert.textContent = error.message;
    });
  });
  root.append(toggle, form);
  document.body.append(host);
}


/**
 * A QA matrix cell as the flag panel applies it (issue 17 point 5): the values by the matrix's dimension
 * names (`flag:CBS3`, `module:REWCEN3`, `agentMenu:AGEPAG`, `template:mem_cen`, `status`, `language`,
 * `theme`), carried in the page URL as `?qa=<base64url JSON>` so a report cell links to its reproduction.
 */
export type CellValue = string | number | boolean;
export type Cell = Readonly<Record<string, CellValue>>;

export const QA_PARAM = 'qa';

export function encodeCell(cell: Cell): string {
  const bytes = new TextEncoder().encode(JSON.stringify(cell));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cell in a `?qa=` value, or an error saying why it is not one. */
export function decodeCell(text: string): { cell: Cell } | { error: string } {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'qa= must encode a JSON object' };
    const bad = Object.entries(value).find(([, v]) => !['string', 'number', 'boolean'].includes(typeof v));
    if (bad !== undefined) return { error: `qa=: ${bad[0]} must be a string, number or boolean` };
    return { cell: value as Cell };
  } catch {
    return { error: 'qa= is not base64url JSON' };
  }
}

/** The control calls and device-storage writes that put the sandbox and this browser in a cell. */
export interface CellRequests {
  flags: Record<string, boolean>;
  platform: { modules: Record<string, boolean>; agentMenu?: string[]; templates: Record<string, string> };
  status?: { maintenance: boolean; regionRestriction: boolean };
  storage: { language?: string; theme?: string; pseudo?: string };
  unknown: string[];
}

/**
 * `agentMenu:<KEY>` values name each key on or off; the platform sends the list of keys that are on, so
 * keys the cell leaves out keep the value they have now (`agentMenuNow`).
 */
export function cellRequests(cell: Cell, agentMenuNow: readonly string[]): CellRequests {
  const requests: CellRequests = { flags: {}, platform: { modules: {}, templates: {} }, storage: {}, unknown: [] };
  const menu = new Set(agentMenuNow);
  let menuTouched = false;
  for (const [name, value] of Object.entries(cell)) {
    const [kind, key] = name.includes(':') ? name.split(':', 2) as [string, string] : [name, ''];
    if (kind === 'flag' && typeof value === 'boolean') requests.flags[key] = value;
    else if (kind === 'module' && typeof value === 'boolean') requests.platform.modules[key] = value;
    else if (kind === 'template' && typeof value === 'string') requests.platform.templates[key] = value;
    else if (kind === 'agentMenu' && typeof value === 'boolean') {
      menuTouched = true;
      if (value) menu.add(key);
      else menu.delete(key);
    } else if (kind === 'status' && (value === 0 || value === 1 || value === 2)) requests.status = { maintenance: value === 1, regionRestriction: value === 2 };
    else if ((kind === 'language' || kind === 'theme' || kind === 'pseudo') && typeof value === 'string') requests.storage[kind] = value;
    else requests.unknown.push(name);
  }
  if (menuTouched) requests.platform.agentMenu = [...menu];
  return requests;
}

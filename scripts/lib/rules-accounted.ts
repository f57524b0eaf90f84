/**
 * Every rule of the sections the product has built is either claimed by a test title or listed in the
 * "Rules not proven" table of docs/rules-not-proven.md with its reason (issue 16 point 4), and no rule is
 * both: the table stays true as tests arrive.
 */
import { RULE_ID } from './test-rule-ids.ts';

/** The SPEC sections whose rules must be accounted for (issue 16 point 4); the rest belong to open issues whole. */
export const ACCOUNTED_SECTIONS: readonly string[] = ['1', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.10', '2.14', '3', '4', '5', '7', '8', '9'];

/** The section of a rule ID: R2.1-7 -> 2.1, R9-12 -> 9. */
export function sectionOf(id: string): string {
  return id.slice(1, id.lastIndexOf('-'));
}

export interface UnprovenRow { id: string; reason: string; line: number }

const HEADING = /^##\s+Rules not proven\s*$/;
const ROW = /^\|\s*(R\d+(?:\.\d+)*-\d+)\s*\|\s*(.*?)\s*\|\s*$/;

/** The file, from the project root, whose "## Rules not proven" table lists the rules no test proves. */
export const UNPROVEN_FILE = 'docs/rules-not-proven.md';

/** The rows of the "Rules not proven" table of a markdown text: `| R2.1-10 | reason |`. */
export function unprovenRows(markdown: string): UnprovenRow[] | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => HEADING.test(l));
  if (start === -1) return undefined;
  const rows: UnprovenRow[] = [];
  for (let i = start + 1; i < lines.length && !/^##\s/.test(lines[i] ?? ''); i += 1) {
    const match = ROW.exec(lines[i] ?? '');
    if (match !== null) rows.push({ id: match[1] ?? '', reason: match[2] ?? '', line: i + 1 });
  }
  return rows;
}

/** The rule IDs a test file names (check-test-rule-ids already holds them to test titles). */
export function claimedIn(text: string): string[] {
  return [...text.matchAll(RULE_ID)].map((m) => m[0]);
}

export interface AccountingProblem { id: string; problem: 'unaccounted' | 'claimed-and-listed' | 'unknown' | 'listed-twice' | 'no-reason' | 'outside-sections' }

export function accountRules(known: ReadonlySet<string>, claimed: ReadonlySet<string>, rows: readonly UnprovenRow[]): AccountingProblem[] {
  const problems: AccountingProblem[] = [];
  const listed = new Set<string>();
  for (const row of rows) {
    if (!known.has(row.id)) problems.push({ id: row.id, problem: 'unknown' });
    else if (listed.has(row.id)) problems.push({ id: row.id, problem: 'listed-twice' });
    else if (claimed.has(row.id)) problems.push({ id: row.id, problem: 'claimed-and-listed' });
    else if (!ACCOUNTED_SECTIONS.includes(sectionOf(row.id))) problems.push({ id: row.id, problem: 'outside-sections' });
    if (row.reason === '') problems.push({ id: row.id, problem: 'no-reason' });
    listed.add(row.id);
  }
  for (const id of known) {
    if (ACCOUNTED_SECTIONS.includes(sectionOf(id)) && !claimed.has(id) && !listed.has(id)) problems.push({ id, problem: 'unaccounted' });
  }
  return problems;
}

/**
 * Where rule IDs may appear in test code (issue 16 point 3): a test claims a rule only in its title,
 * and only a rule that RULES.md lists. `rules-coverage` counts every ID in a test file, so an ID in a
 * comment or a string would count as proof of nothing.
 */
import { existsSync } from 'node:fs';
import ts from 'typescript';

/** A rule ID as RULES.md and rules-coverage spell it: R2.1-7, R9-12. */
export const RULE_ID = /\bR\d+(?:\.\d+)*-\d+\b/g;
const RULE_LINE = /^\s*-\s*(R\d+(?:\.\d+)*-\d+)\s/;

/** The IDs RULES.md defines (its `- R<section>-<n> text` lines). */
export function ruleIdsOf(rulesMarkdown: string): Set<string> {
  const ids = new Set<string>();
  for (const line of rulesMarkdown.split('\n')) {
    const id = RULE_LINE.exec(line)?.[1];
    if (id !== undefined) ids.add(id);
  }
  return ids;
}

/**
 * RULES.md lives outside the repository (the workspace's shared folder, which rules-coverage reads as
 * `../shared/RULES.md` from the project). RULES_MD names it explicitly; otherwise the first candidate
 * that exists; undefined when none does (a fresh clone elsewhere), and the caller says it skipped.
 */
export function locateRules(env: NodeJS.ProcessEnv, candidates: readonly string[]): { file?: string; reason: string } {
  const named = env['RULES_MD'];
  if (named !== undefined && named !== '') {
    return existsSync(named) ? { file: named, reason: `RULES_MD=${named}` } : { reason: `RULES_MD=${named} does not exist` };
  }
  const file = candidates.find((c) => existsSync(c));
  return file === undefined ? { reason: `none of ${candidates.join(', ')} exists (set RULES_MD)` } : { file, reason: file };
}

/** The test-runner entry points whose first argument is a title: it, test, describe and their modifiers. */
const RUNNERS = new Set(['it', 'test', 'describe', 'suite']);
const MODIFIERS = new Set(['each', 'for', 'only', 'skip', 'todo', 'fails', 'fixme', 'concurrent', 'sequential', 'describe', 'serial', 'parallel', 'runIf', 'skipIf']);

function isRunner(callee: ts.Expression, runners: ReadonlySet<string>): boolean {
  // it.each(table)(title, ...) and it.runIf(cond)(title, ...): the title call's callee is itself a call.
  let node = ts.isCallExpression(callee) ? callee.expression : callee;
  while (ts.isPropertyAccessExpression(node)) {
    if (!MODIFIERS.has(node.name.text)) return false;
    node = node.expression;
  }
  return ts.isIdentifier(node) && runners.has(node.text);
}

/** The runners of a file: the entry points, and each `const walk = test.extend(...)` made from one. */
function runnersOf(source: ts.SourceFile): Set<string> {
  const runners = new Set(RUNNERS);
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer !== undefined && ts.isCallExpression(node.initializer)) {
      const callee = node.initializer.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'extend' && ts.isIdentifier(callee.expression) && runners.has(callee.expression.text)) {
        runners.add(node.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return runners;
}

export interface TestTitle {
  /** The title as written, quotes and `${...}` included. */
  text: string;
  line: number;
  start: number;
  end: number;
}

const parse = (fileName: string, text: string): ts.SourceFile =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The titles of a test file: the first argument of each runner call, a string or template literal. */
export const testTitles = (fileName: string, text: string): TestTitle[] => titlesIn(parse(fileName, text));

function titlesIn(source: ts.SourceFile): TestTitle[] {
  const runners = runnersOf(source);
  const titles: TestTitle[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isRunner(node.expression, runners)) {
      const title = node.arguments[0];
      if (title !== undefined && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title) || ts.isTemplateExpression(title))) {
        const start = title.getStart(source);
        titles.push({ text: title.getText(source), line: source.getLineAndCharacterOfPosition(start).line + 1, start, end: title.getEnd() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return titles;
}

export interface RuleIdFinding {
  id: string;
  line: number;
  /** 'unknown': a title names an ID RULES.md lacks; 'outside-title': an ID anywhere but a title. */
  kind: 'unknown' | 'outside-title';
}

/** Every rule ID in one test file that is out of place; `known` undefined checks placement only. */
export function checkTestFile(fileName: string, text: string, known: ReadonlySet<string> | undefined): RuleIdFinding[] {
  const source = parse(fileName, text);
  const titles = titlesIn(source);
  const findings: RuleIdFinding[] = [];
  for (const match of text.matchAll(RULE_ID)) {
    const at = match.index;
    const line = source.getLineAndCharacterOfPosition(at).line + 1;
    if (!titles.some(({ start, end }) => at >= start && at < end)) findings.push({ id: match[0], line, kind: 'outside-title' });
    else if (known !== undefined && !known.has(match[0])) findings.push({ id: match[0], line, kind: 'unknown' });
  }
  return findings;
}

/**
 * docs/architecture.md is the newcomer's map (DESIGN 2): its folder tree, its data-flow diagram and its three
 * walks name folders and files, and each of them must be on disk, so the page fails here when the tree moves.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.ts';

const DOC = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
/** Top-level folders whose direct subfolders the tree must list even when it forgets the folder itself. */
const ALWAYS_LISTED = ['src', 'scripts', 'tests', 'schemas'];

/** The body of a `## heading` section, up to the next `## ` heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const body = markdown.slice(start + heading.length + 5);
  const end = body.search(/^## /m);
  return end < 0 ? body : body.slice(0, end);
}

/** The first fenced block of a text whose info string is `info`. */
function fenced(text: string, info: string): string | undefined {
  return new RegExp('^```' + info + '\\n([\\s\\S]*?)^```', 'm').exec(text)?.[1];
}

/** A path pattern of the page as a regex: `<code>` stands for one folder or file name, `*` for part of one. */
function patternOf(path: string): RegExp {
  const source = path.replace(/\/$/, '').split(/(<[^>]+>|\*)/).map((part) => {
    if (part === '*') return '[^/]*';
    if (part.startsWith('<')) return '[^/]+';
    return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }).join('');
  return new RegExp(`^${source}$`);
}

/** Whether some file or folder of the repository matches a path of the page (placeholders and `*` allowed). */
function exists(root: string, path: string, wantFolder = false): boolean {
  const segments = path.replace(/\/$/, '').split('/');
  const walk = (dir: string, i: number): boolean => {
    const segment = segments[i];
    if (segment === undefined) return !wantFolder || statSync(dir).isDirectory();
    if (!/[<*]/.test(segment)) return existsSync(join(dir, segment)) && walk(join(dir, segment), i + 1);
    if (!statSync(dir).isDirectory()) return false;
    const name = patternOf(segment);
    return readdirSync(dir).some((entry) => name.test(entry) && walk(join(dir, entry), i + 1));
  };
  return walk(root, 0);
}

/** The folder patterns of .gitignore (git's rules as this repository uses them: a name anywhere, or a path from the root). */
function ignoredBy(root: string): (relative: string) => boolean {
  const patterns = readFileSync(join(root, '.gitignore'), 'utf8').split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'));
  return (relative) => relative === '.git' || patterns.some((pattern) => (pattern.includes('/')
    ? patternOf(pattern).test(relative)
    : patternOf(pattern).test(relative.split('/').at(-1) ?? '')));
}

/** Whether a folder holds a file somewhere under it (git keeps no empty folder). */
function holdsFiles(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((entry) => !entry.isDirectory() || holdsFiles(join(dir, entry.name)));
}

function folders(root: string, relative: string, ignored: (relative: string) => boolean): string[] {
  return readdirSync(join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => (relative === '' ? entry.name : `${relative}/${entry.name}`))
    .filter((path) => !ignored(path) && holdsFiles(join(root, path)));
}

/** The folders the tree block lists, as written (`src/app/`, `merchants/<code>/`). */
function treeFolders(markdown: string): string[] {
  const block = fenced(section(markdown, 'Folders'), 'text') ?? '';
  return block.split('\n').map((line) => line.trim().split(/\s+/)[0] ?? '').filter((token) => token !== '');
}

/** What is wrong with the page's tree against the repository at `root`; empty when it is true. */
function treeProblems(markdown: string, root: string): string[] {
  const listed = treeFolders(markdown);
  if (listed.length === 0) return ['no tree block: a ```text block under "## Folders"'];
  const problems = listed.filter((path) => !path.endsWith('/')).map((path) => `tree line "${path}" does not name a folder (no trailing /)`);
  problems.push(...listed.filter((path) => !exists(root, path, true)).map((path) => `tree names ${path}, which is not a folder`));
  const ignored = ignoredBy(root);
  const topLevel = folders(root, '', ignored);
  const listedTop = listed.map((path) => path.replace(/\/$/, '')).filter((path) => !path.includes('/'));
  const required = [
    ...topLevel.filter((name) => !name.startsWith('.')),
    ...topLevel.filter((name) => ALWAYS_LISTED.includes(name) || listedTop.includes(name)).flatMap((name) => folders(root, name, ignored)),
  ];
  const patterns = listed.map(patternOf);
  problems.push(...required.filter((path) => !patterns.some((pattern) => pattern.test(path))).map((path) => `${path}/ is missing from the tree`));
  return problems;
}

/** The walks of "## Three usual walks": each `### ` subsection's title, its numbered steps and its backticked paths. */
function walks(markdown: string): { title: string; steps: number; paths: string[] }[] {
  return section(markdown, 'Three usual walks').split(/^### /m).slice(1).map((text) => ({
    title: text.split('\n')[0] ?? '',
    steps: (text.match(/^\d+\. /gm) ?? []).length,
    // a path: backticked, no space, with a folder in it, not a URL path (`/m/home`)
    paths: [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '').filter((span) => span.includes('/') && !span.startsWith('/') && !span.includes('://')),
  }));
}

function walkProblems(markdown: string, root: string): string[] {
  const found = walks(markdown);
  if (found.length !== 3) return [`${found.length} walks under "## Three usual walks", not 3`];
  return found.flatMap((walk) => [
    ...(walk.steps < 3 ? [`walk "${walk.title}" has ${walk.steps} numbered steps`] : []),
    ...(walk.paths.length < 3 ? [`walk "${walk.title}" names ${walk.paths.length} paths`] : []),
    ...walk.paths.filter((path) => !exists(root, path)).map((path) => `walk "${walk.title}" names ${path}, which does not exist`),
  ]);
}

function diagramProblems(markdown: string, root: string): string[] {
  const diagram = fenced(section(markdown, 'From config to screens'), 'mermaid');
  if (diagram === undefined) return ['no ```mermaid block under "## From config to screens"'];
  if (!diagram.startsWith('flowchart ')) return ['the mermaid block is not a flowchart'];
  const paths = diagram.match(/\b(?:src|scripts|schemas|merchants|tests|docs)\/[\w./*<>-]*[\w*]/g) ?? [];
  return paths.filter((path) => !exists(root, path)).map((path) => `the diagram names ${path}, which does not exist`);
}

describe('the newcomer map in docs/architecture.md names only what is on disk, and all of it (DESIGN 2)', () => {
  it('every folder its tree lists exists', () => {
    expect(treeProblems(DOC, ROOT).filter((problem) => !problem.endsWith('missing from the tree'))).toEqual([]);
    expect(treeFolders(DOC)).toEqual(expect.arrayContaining(['src/', 'src/app/', 'scripts/sandbox/', 'tests/unit/', 'schemas/api/', 'merchants/<code>/']));
  });

  it('every folder down to the second level is in its tree, ignored and empty ones aside', () => {
    expect(treeProblems(DOC, ROOT)).toEqual([]);
  });

  it('its data flow is a mermaid flowchart whose every path exists', () => {
    expect(diagramProblems(DOC, ROOT)).toEqual([]);
    expect(fenced(DOC, 'mermaid')).toMatch(/src\/config\/route-table\.ts[\s\S]*src\/render/);
  });

  it('it has three walks of numbered steps, and every path a walk names exists', () => {
    expect(walks(DOC).map((walk) => walk.title)).toEqual(['A new merchant', 'A new home section type', 'A new platform call']);
    expect(walkProblems(DOC, ROOT)).toEqual([]);
  });

  it('a folder line for no folder, a folder left out, a walk path that moved and a lost diagram are each caught', () => {
    const bogus = DOC.replace('  src/ui/ ', '  src/widgets/ ');
    expect(bogus).not.toBe(DOC);
    expect(treeProblems(bogus, ROOT)).toEqual(['tree names src/widgets/, which is not a folder', 'src/ui/ is missing from the tree']);

    const moved = DOC.replace('`scripts/new-merchant.ts`', '`scripts/add-merchant.ts`').replace('`src/api/<family>.ts`', '`src/client/<family>.ts`');
    expect(walkProblems(moved, ROOT)).toEqual([
      'walk "A new merchant" names scripts/add-merchant.ts, which does not exist',
      'walk "A new platform call" names src/client/<family>.ts, which does not exist',
    ]);

    expect(diagramProblems(DOC.replace('```mermaid', '```text'), ROOT)).toEqual(['no ```mermaid block under "## From config to screens"']);
    expect(diagramProblems(DOC.replace('src/render/condition-context.ts', 'src/render/conditions.ts'), ROOT))
      .toEqual(['the diagram names src/render/conditions.ts, which does not exist']);
  });
});

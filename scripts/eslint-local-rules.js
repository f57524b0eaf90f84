// Local ESLint rules for the import rules of DESIGN 2 that import-x cannot say.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;
const RENDER = `${path.sep}src${path.sep}render${path.sep}`;

/**
 * Folders of src/features that group features rather than being one: each folder inside is a feature
 * (`home-sections/lottery`), and the group's own files beside them are what its features share.
 */
const GROUPS = new Set(['home-sections']);

/**
 * The feature a file is in: its name (`home`, or `home-sections/lottery` inside a group), the path inside
 * it, and for a file of a group's own (`home-sections/section-body.tsx`) the group it is shared within.
 */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return undefined;
  const rest = file.slice(at + FEATURES.length).split(path.sep);
  const base = file.slice(0, at + FEATURES.length);
  if (GROUPS.has(rest[0]) && rest.length > 1) {
    // a group's own file (it has an extension), else a feature folder of the group
    if (rest.length === 2 && rest[1].includes('.')) return { root: base + rest[0], name: rest[0], inner: rest[1], sharedIn: rest[0] };
    const name = `${rest[0]}/${rest[1]}`;
    return { root: base + rest[0] + path.sep + rest[1], name, inner: rest.slice(2).join('/') };
  }
  return { root: base + rest[0], name: rest[0], inner: rest.slice(1).join('/') };
}

/** Whether `here` is a feature of the group whose shared file `target` is. */
const inGroupOf = (here, target) => here !== undefined && here.name.startsWith(`${target.sharedIn}/`);

/** An import() call, or an import or re-export that brings no value in (`import type`, or only type specifiers). */
function lazyOrTypeOnly(node) {
  if (node.type === 'ImportExpression') return true;
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/**
 * features/* reach other features only through their index.ts, and never import their own index;
 * src/render reaches features only through their index.ts and only with import() (lazily), so every
 * feature a config type names loads on demand and features never sit in render's static graph. In a
 * group folder (GROUPS) each folder is a feature of its own, and the group's own files are for its
 * features only.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Other features only through their index.ts; never your own index; render only lazily (DESIGN 2, 8)' },
    schema: [],
    messages: {
      deep: 'Import feature "{{name}}" through its index.ts, not {{source}}.',
      ownIndex: 'Do not import your own feature\'s index.ts from inside it (cycles); import the file itself.',
      lazy: 'src/render reaches feature "{{name}}" lazily: import(\'{{source}}\') (or `import type`), not a static import (DESIGN 2).',
      shared: '{{source}} is shared by the features of "{{group}}" only; import from a feature\'s index.ts instead.',
    },
  },
  create(context) {
    const file = context.filename;
    const here = featureOf(file);
    const inRender = file.includes(RENDER);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source));
      if (target === undefined) return;
      if (target.sharedIn !== undefined && here?.name !== target.name) {
        if ((here !== undefined || inRender) && !inGroupOf(here, target)) context.report({ node, messageId: 'shared', data: { group: target.sharedIn, source } });
        return;
      }
      const isIndex = /^index(\.tsx?)?$/.test(target.inner) || target.inner === '';
      if (here !== undefined && here.name === target.name) {
        if (isIndex) context.report({ node, messageId: 'ownIndex' });
        return;
      }
      if ((here !== undefined || inRender) && !isIndex) context.report({ node, messageId: 'deep', data: { name: target.name, source } });
      else if (inRender && !lazyOrTypeOnly(node)) context.report({ node, messageId: 'lazy', data: { name: target.name, source } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

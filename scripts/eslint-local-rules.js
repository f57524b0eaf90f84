// Local ESLint rules for the import rules of DESIGN 2 that import-x cannot say.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return undefined;
  const rest = file.slice(at + FEATURES.length).split(path.sep);
  return { root: file.slice(0, at + FEATURES.length) + rest[0], name: rest[0], inner: rest.slice(1).join('/') };
}

/** features/* reach other features only through their index.ts, and never import their own index. */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Other features only through their index.ts; never your own index (DESIGN 2, 8)' },
    schema: [],
    messages: {
      deep: 'Import feature "{{name}}" through its index.ts, not {{source}}.',
      ownIndex: 'Do not import your own feature\'s index.ts from inside it (cycles); import the file itself.',
    },
  },
  create(context) {
    const file = context.filename;
    const here = featureOf(file);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source));
      if (target === undefined) return;
      const isIndex = /^index(\.tsx?)?$/.test(target.inner) || target.inner === '';
      if (here !== undefined && here.name === target.name) {
        if (isIndex) context.report({ node, messageId: 'ownIndex' });
        return;
      }
      if (here !== undefined && !isIndex) context.report({ node, messageId: 'deep', data: { name: target.name, source } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

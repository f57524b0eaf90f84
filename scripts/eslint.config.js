// ESLint flat config (run with -c scripts/eslint.config.js; npm run lint). DESIGN 2's import rules are lint errors here.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { featureBoundaries } from './eslint-local-rules.js';

const zone = (target, from, message) => ({ target, from, message });
const FORMAT_MODULE = 'format it with src/i18n/format.ts (one module writes numbers, amounts, dates and times for the page, SPEC 4 and 9)';
const HAND_FORMATTING = [
  { selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/Format$/]", message: `An Intl formatter here: ${FORMAT_MODULE}.` },
  { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: `toLocaleString and its kin: ${FORMAT_MODULE}.` },
  { selector: "Literal[regex.pattern=/\\\\d\\{3\\}/]", message: `Thousands grouped by a regular expression: ${FORMAT_MODULE}.` },
  { selector: "CallExpression[callee.property.name='padStart'][callee.object.callee.name='String'][arguments.0.value=2]", message: `Two-digit date or time parts by hand: ${FORMAT_MODULE}.` },
];
const noReactInApi = { paths: ['react', 'react-dom', 'valtio', 'react-router-dom', 'react-i18next'].map((name) => ({ name, message: 'src/api never imports React or state (DESIGN 2).' })) };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/generated/**', 'test-results/**', 'playwright-report/**', '.data/**', '.stryker/**', 'matrix-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Externals cannot close a cycle through our files: not following them halves the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'local/feature-boundaries': 'error',
      'import-x/no-restricted-paths': ['error', {
        zones: [
          zone('./src/!(app)/**/*', './src/app', 'Nothing imports src/app (DESIGN 2).'),
          zone('./src/ui', ['./src/features', './src/state', './src/api', './src/render', './src/app'], 'src/ui takes props; it imports no features, state or api (DESIGN 2).'),
          zone('./src/api', ['./src/app', './src/features', './src/state', './src/ui', './src/render', './src/i18n'], 'src/api imports config and generated only (DESIGN 2).'),
          zone('./src/state', ['./src/app', './src/features', './src/ui', './src/render', './src/i18n'], 'src/state imports api and config only; the language comes in as an argument (DESIGN 2).'),
          zone('./src/config', ['./src/app', './src/features', './src/state', './src/ui', './src/render', './src/api', './src/i18n'], 'src/config is pure: it imports generated types only.'),
          zone('./src/i18n', ['./src/app', './src/features', './src/state', './src/ui', './src/render', './src/api'], 'src/i18n sets up texts and languages; what it needs of the app comes in at boot (DESIGN 2).'),
          zone('./src/features', './src/render', 'src/render imports features (lazily, through their index.ts), never the other way round (DESIGN 2).'),
          zone('./src/render', ['./src/app', './src/api'], 'src/render maps config types to feature components; no business logic (DESIGN 2).'),
          zone('./scripts/sandbox', ['./src/app', './src/features', './src/ui', './src/state', './src/render', './src/i18n', './src/api/client.ts'], 'The sandbox shares schemas and generated types, never React code or the axios client (DESIGN 2).'),
        ],
      }],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Without these import-x parses only .js files when it follows imports, so no-cycle never saw a
      // TypeScript cycle (issue 33 point 6).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  // React lives in src and its unit tests only: the hooks rules (the React Compiler's analysis, a third of lint's
  // time) read those files, not the scripts, the sandbox or the journeys.
  { files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  // One module writes numbers, amounts, dates and times for the page (src/i18n/format.ts, SPEC 4 and 9): no screen formats by hand.
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/i18n/format.ts'], rules: { 'no-restricted-syntax': ['error', ...HAND_FORMATTING] } },
  { files: ['src/api/**/*.ts'], rules: { 'no-restricted-imports': ['error', noReactInApi] } },
  { files: ['scripts/sandbox/**/*.ts'], rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'The sandbox is the server: it never uses the front end\'s axios client (DESIGN 2).' }], patterns: [{ group: ['axios/*'], message: 'The sandbox never uses axios (DESIGN 2).' }] }] } },
  // Playwright fixtures take `{}` and call `use`, which is not React's hook.
  { files: ['tests/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' } },
  // Tests that break merchant configs on purpose edit free-form JSON.
  { files: ['tests/node/**/*.ts'], rules: {
    '@typescript-eslint/no-explicit-any': 'off',
    // The node project runs without isolation (vite.config.ts): a mock or a stub would leak into the next file.
    'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubEnv|stubGlobal|spyOn)$/]", message: 'The node tests share a worker\'s modules (isolate: false in vite.config.ts): no vi.mock, stubs or spies here; a test that needs one goes under tests/unit.' }],
  } },
  { files: ['vite.config.ts', 'scripts/eslint.config.js', 'tests/e2e/playwright.config.ts', 'scripts/stryker.vitest.config.ts'], rules: { 'import-x/no-default-export': 'off' } },
  // Playwright loads a config and a reporter by their default export.
  { files: ['tests/matrix/matrix.config.ts', 'tests/matrix/merge.config.ts', 'tests/matrix/matrix-reporter.ts'], rules: { 'import-x/no-default-export': 'off' } },
);

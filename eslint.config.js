import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { privateInsides } from './tools/lint/private-insides.js';

/** Mechanism folders: from outside, only the listed public modules may be imported. */
const mechanisms = {
  // The one way a chunk is loaded (fetch-then-import is Vite's preload helper, put in by a plugin).
  'src/chunks': ['import-with-retry'],
  'src/features/course-filter': ['filtered-course-list', 'course-facets'],
  // One way in for the pages, one for the service worker: neither bundles the other's e-mail sender.
  'src/features/booking/outbox': ['outbox', 'worker-outbox'],
};

/**
 * The layers of src/, lowest first (docs/architecture.md): a folder imports from the layers below
 * its own and from itself, never from above, nor from a peer on its own row.
 */
const layers = [
  ['config'],
  ['chunks'],
  ['lib'],
  ['content'],
  ['i18n'],
  ['locale'],
  ['theme'],
  ['components'],
  ['features', 'pwa'],
  ['pages'],
  ['app'],
  ['admin', 'start-up', 'sw'],
];

const layerRule = (forbidden, more = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden.map((dir) => ({
          group: [`**/${dir}/*`],
          message: `This layer must not import from src/${dir}.`,
        })),
        ...more,
      ],
    },
  ],
});

/**
 * A language's words (src/i18n/<locale>/) are loaded for a page by src/locale/, a language at a
 * time; a value imported from them anywhere else would put that language's catalogue in a chunk
 * every reader loads (and out of the other language's offline pack). Their types are shared.
 */
const languageWords = {
  group: ['**/i18n/*/*'],
  allowTypeImports: true,
  message: "Read a language's words with useWords (src/locale/); import only their types here.",
};

/** The worker's way into the outbox: outbox.ts would bring the page's EmailJS SDK into sw.js. */
const workerOutbox = {
  group: ['**/outbox/outbox'],
  message: 'The service worker enters the outbox through worker-outbox.ts.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-ssr-*',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
      'scratch',
      'node_modules',
      // The editor's own worktree (npm run cms): a second copy of the project.
      '.cms',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    // The type-aware rules (no-floating-promises and the rest) read each file's types from its project.
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.json',
          './tsconfig.sw.json',
          './tsconfig.node.json',
          './tsconfig.functions.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // The plain-JS config and scripts are in no TypeScript project: they keep the rules that need no types.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig*.json'], noWarnOnMultipleProjects: true }),
      ],
      // Vite's virtual modules, served by tools/content-plugin.ts and vite-plugin-pwa.
      'import-x/ignore': ['^virtual:'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Everything is bundled or runs at build time, so a devDependency is as good as a dependency.
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Numbers in template strings are normal here (prices, counts, ports, widths): their text is never in doubt.
      // The rest as strictTypeChecked has them: options given here replace its, and the rule's defaults are lax.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowAny: false,
          allowBoolean: false,
          allowNever: false,
          allowNullish: false,
          allowNumber: true,
          allowRegExp: false,
        },
      ],
      // `() => doThing()` is how this code writes a callback (handlers, effect clean-ups, test hooks):
      // nobody reads what the shorthand returns. A `return doThing()` of nothing is still an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['src/**/*.tsx'], plugins: { 'jsx-a11y': jsxA11y }, rules: jsxA11y.flatConfigs.recommended.rules },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'private-insides': privateInsides } } },
    rules: { 'local/private-insides': ['error', mechanisms] },
  },
  ...layers.flatMap((row, level) =>
    row
      .filter((folder) => folder !== 'sw')
      .map((folder) => ({
        files: [`src/${folder}/**`],
        rules: layerRule(
          [...layers.slice(level + 1).flat(), ...row.filter((peer) => peer !== folder)],
          folder === 'i18n' ? [] : [languageWords],
        ),
      })),
  ),
  {
    // The worker: no page's code (the DOM, React, the words), and the outbox by its worker's way in.
    files: ['src/sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: layerRule(
      ['app', 'pages', 'components', 'pwa', 'start-up', 'admin', 'locale', 'theme', 'i18n'],
      [workerOutbox],
    ),
  },
  {
    files: ['tools/**', 'scripts/**', 'tests/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Cloudflare Pages Functions: the Workers runtime (fetch, Request, crypto), no DOM, no Node.
  { files: ['functions/**'], languageOptions: { globals: { ...globals.serviceworker } } },
);

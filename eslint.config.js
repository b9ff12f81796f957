// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      '.tmp/**',
      'dist-electron/**',
      'dist-server/**',
      'server/.e2e-bundle/**',
      'server/.bench-bundle/**',
      '**/.tmp/**',
      'release/**',
      '.data/**',
      '.tsbuild/**',
      '**/generated/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'e2e/**', 'bench/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Boundaries (ARCHITECTURE.md): shared/ is pure; the renderer never reaches into electron/ or server/.
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({
            name,
            message: 'shared/ must not use Node APIs: it runs in the renderer too.',
          })),
          patterns: [
            {
              group: ['**/server/**', '@ops/server', '@ops/server/*'],
              message: 'shared/ must not import server code.',
            },
            {
              group: ['**/renderer/**', '**/electron/**', 'electron', 'react', 'react-dom'],
              message: 'shared/ is UI- and platform-free.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'process',
        'Buffer',
        'require',
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'The renderer talks to the desktop only through window.desktop (lib/desktop).',
            },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from app/hooks.',
            },
          ],
          patterns: [
            { group: ['**/electron/**'], message: 'The renderer never imports electron/.' },
            {
              group: ['**/server/**', '@ops/server', '@ops/server/*'],
              message: 'The renderer never imports server/; use GraphQL.',
            },
          ],
        },
      ],
    },
  },
  {
    // The route table lazily imports every page; a page importing it back is a cycle.
    files: ['renderer/src/features/**/*.{ts,tsx}', 'renderer/src/components/**/*.{ts,tsx}'],
    ignores: ['renderer/src/features/shell/AppLayout.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'The renderer talks to the desktop only through window.desktop (lib/desktop).',
            },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from app/hooks.',
            },
          ],
          patterns: [
            { group: ['**/electron/**'], message: 'The renderer never imports electron/.' },
            {
              group: ['**/server/**', '@ops/server', '@ops/server/*'],
              message: 'The renderer never imports server/; use GraphQL.',
            },
            {
              group: ['**/app/routes', '**/app/router'],
              message:
                'Pages and components import paths from app/paths and the menu from app/menu, never the route table.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '**/electron/**'],
              message: 'server/ never imports renderer/ or electron/.',
            },
          ],
        },
      ],
    },
  },
  // A domain is entered through its front door: outside tasks/, code imports tasks/engine.ts only.
  // Tests elsewhere may also use the task test helpers (tasks/testing.ts, tasks/testServerHooks.ts);
  // domains/index.ts, the module list, takes tasks/module.ts like every domain's.
  ...[
    { files: ['server/**/*.ts'], allowed: ['engine'] },
    { files: ['server/src/domains/index.ts'], allowed: ['engine', 'module'] },
    {
      files: ['server/**/*.test.ts', 'server/**/testFixtures.ts', 'server/test/**/*.ts'],
      allowed: ['engine', 'testing', 'testServerHooks'],
    },
  ].map(({ files, allowed }) => ({
    files,
    ignores: ['server/src/domains/tasks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '**/electron/**'],
              message: 'server/ never imports renderer/ or electron/.',
            },
            {
              group: ['**/tasks/*', ...allowed.map((name) => `!**/tasks/${name}`)],
              message: `Outside server/src/domains/tasks/, import the task engine through tasks/engine.ts${allowed.length > 1 ? ' (tests: also tasks/testing.ts, tasks/testServerHooks.ts)' : ''}.`,
            },
          ],
        },
      ],
    },
  })),
  // A promise nobody awaits fails silently (issue 26 step 8): typed lint, where code runs for real.
  {
    files: [
      'server/src/**/*.ts',
      'server/test/**/*.ts',
      'electron/**/*.ts',
      'renderer/src/**/*.{ts,tsx}',
      'shared/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['electron/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '**/server/**'],
              message: 'electron/ never imports renderer/ or server/.',
            },
          ],
        },
      ],
    },
  },
);

// The house rules that tools enforce (docs/architecture.md explains them). `npm run lint` runs this; `npm test` too.
// Import boundaries use eslint-plugin-import-x: `no-restricted-paths` zones are generated from the folders below, so a new
// feature or module is covered the day it is created. Import cycles are checked by scripts/check-cycles.mjs, which counts
// type-only imports too (import-x/no-cycle skips them).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (relative) => path.join(root, relative);
const subfolders = (relative) =>
  readdirSync(at(relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const OPS = 'apps/ops/src';

// Server layers, lowest first; each may import only itself and the layers before it. The composition root (the
// top-level files but config, logger and worker-thread) lists the modules; nothing imports it.
const SERVER_LAYERS = [
  { name: 'base', paths: [`${SERVER}/{config,logger,worker-thread}.ts`, `${SERVER}/security/**`] },
  { name: 'db', paths: [`${SERVER}/db/**`] },
  { name: 'plugins', paths: [`${SERVER}/plugins/**`] },
  { name: 'cli', paths: [`${SERVER}/cli/**`] },
  { name: 'modules', paths: [`${SERVER}/modules/**`, `${SERVER}/jobs/**`] },
  { name: 'root', paths: [`${SERVER}/!(config|logger|worker-thread).ts`] },
];

// Production files only: tests are the harness that assembles layers (a module's test may build the whole app).
function serverZones() {
  const zones = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
    target: layer.paths,
    from: SERVER_LAYERS.slice(index + 1).flatMap((above) => above.paths.map(at)),
    message: `The ${layer.name} layer must not import a layer above it (docs/architecture.md, "Server layers").`,
  }));
  zones.push({
    target: [`${SERVER}/**`],
    from: [at('apps/server/test/**')],
    message: 'Test support is for tests only.',
  });
  // A module is reached from another only through its public face: its services and its *.public.ts files.
  for (const name of subfolders(`${SERVER}/modules`)) {
    zones.push({
      target: [`${SERVER}/modules/${name}/**`],
      from: [at(`${SERVER}/modules/**`)],
      except: [at(`${SERVER}/modules/${name}/**`), '**/*.service.ts', '**/*.public.ts'],
      message: `Import another module only through its *.service.ts or *.public.ts files (docs/architecture.md).`,
    });
  }
  return zones;
}

// Web and console layers: lib → api → components → features → app → main.tsx. Features never import each other.
function spaZones(src) {
  const above = (names) => names.map((name) => at(`${src}/${name}/**`));
  const zones = [
    { target: [`${src}/lib/**`], from: above(['api', 'components', 'features', 'app']), message: 'lib/ imports only lib/.' },
    { target: [`${src}/api/**`], from: above(['components', 'features', 'app']), message: 'api/ imports only lib/ and api/.' },
    { target: [`${src}/components/**`], from: above(['features', 'app']), message: 'components/ never imports a feature or app/.' },
    { target: [`${src}/!(app)/**`], from: above(['app']), message: 'Only main.tsx and app/ import app/ (docs/architecture.md).' },
  ];
  for (const name of subfolders(`${src}/features`)) {
    zones.push({
      target: [`${src}/features/${name}/**`],
      from: [at(`${src}/features/**`)],
      except: [at(`${src}/features/${name}/**`)],
      message: 'A feature never imports another feature: share through components/, api/, lib/ or the domain.',
    });
  }
  return zones;
}

const spas = [WEB, OPS].filter((src) => {
  try {
    return subfolders(src).includes('features');
  } catch {
    return false;
  }
});

// Casting a request's input hides a missing contract: routes declare schemas and the type provider types the input.
const castRequestInput = {
  selector:
    "TSAsExpression[expression.type='MemberExpression'][expression.object.name=/^(request|req)$/][expression.property.name=/^(body|query|params|headers)$/]",
  message: 'Declare the route schema (zod type provider) instead of casting request input.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.bench/**',
      'test-results/**',
      'coverage/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Every inline disable says why on the same line.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-syntax': ['error', castRequestInput],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['packages/domain/src/**'],
              from: [at('apps/**'), at('e2e/**'), at('bench/**'), at('scripts/**')],
              message: 'The domain imports nothing of ours.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'react', 'react-dom', 'drizzle-orm*', 'fastify*'], message: 'The domain is pure: no I/O, no UI.' },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules where they pay: a promise nobody awaits is a write that may never happen.
    files: [`${SERVER}/**/*.ts`],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  ...spas.map((src) => ({
    files: [`${src}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hook rules; the compiler-era rules of react-hooks 7 judge code written for the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: spaZones(src) }],
    },
  })),
);

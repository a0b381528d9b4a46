import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { apiLayerZones } from './lint/api-layers.ts';
import { apiModuleZones } from './lint/api-module-direction.ts';
import { checkoutRules } from './lint/checkout-rules.ts';
import { paymentSandboxBoundary } from './lint/payment-sandbox-boundary.ts';
import { packageBoundaryZones } from './lint/package-boundaries.ts';
import { workspaceSourcesConfig } from './lint/workspace-sources.ts';
import rootPackage from './package.json' with { type: 'json' };

const root = path.dirname(fileURLToPath(import.meta.url));
const checkoutFeatures = path.join(root, 'apps/checkout/src/features');
// The package rules and the API modules' direction: one rule setting holds every zone.
const packageZones = packageBoundaryZones(root);

export default tseslint.config(
  {
    // Emitted and generated output (declarations, builds, reports): type-aware linting is what
    // costs, so nothing that is not source is read.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.tsbuild/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/artifacts/**',
      '**/.data/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
      'scripts/**/*.mjs',
      // The example host shop's own script: a tenant's plain browser JavaScript, in no project.
      'examples/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: packageZones }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The API's production code also keeps its layers' and its modules' direction; a test may
    // set up with a layer or module above the one it tests.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...packageZones, ...apiLayerZones(root), ...apiModuleZones(root)] },
      ],
    },
  },
  {
    files: ['apps/checkout/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...checkoutRules(checkoutFeatures, packageZones),
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'testing/**'],
    rules: {
      // Tests pass mocks and partial fakes on purpose.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // One concept per file, kept readable: source files stay at or under 400 lines of code (tests
    // and their helpers may be longer). Comments and blank lines do not count, so explaining why
    // never pushes a concept into two files (docs/decisions/0028-house-shape.md).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/testing/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  paymentSandboxBoundary,
  // A workspace uses another through its package entry points, never its src/ by path.
  workspaceSourcesConfig(root, rootPackage.workspaces),
);

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ (docs/development.md): each may import only from the layers below it.
 *   app, boot, main.tsx → features → components, lib → shared, config
 * components may use lib, not the other way round; src/testing serves tests only. A feature never
 * reaches into another feature: what two features need moves down a layer (a component, a
 * collection module in lib/db, pure logic in shared), or app/ composes them.
 */
const TOP = ['src/app', 'src/boot', 'src/main.tsx'];
const layerZones = [
  {
    target: ['src/shared', 'src/config'],
    from: [...TOP, 'src/features', 'src/components', 'src/lib', 'src/testing'],
    message: 'shared/ and config/ are the bottom layer: they import nothing else of src/.',
  },
  {
    target: 'src/lib',
    from: [...TOP, 'src/features', 'src/components', 'src/testing'],
    message: 'lib/ imports only lib/, shared/ and config/.',
  },
  {
    target: 'src/components',
    from: [...TOP, 'src/features', 'src/testing'],
    message: 'components/ imports only components/, lib/, shared/ and config/.',
  },
  {
    target: 'src/features',
    from: [...TOP, 'src/testing'],
    message: 'A feature imports components/, lib/, shared/ and config/, never app/.',
  },
  ...readdirSync('src/features').map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature: move the shared piece down a layer, or compose both in app/.`,
  })),
];
const TESTS = ['src/**/__tests__/**', 'src/**/*.test.{ts,tsx}', 'src/testing/**'];
const SRC_IMPORT_PATTERNS = [
  { group: ['firebase/*/dist/*'], message: 'import public entry points' },
  { regex: '^(\\.\\./){3,}', message: 'import across folders with @/ (src/)' },
];
// Every staff write is counted until the server answers (the offline bar, docs/venue-mode.md).
const STAFF_WRITES = [
  {
    name: 'firebase/firestore',
    importNames: ['setDoc', 'updateDoc', 'deleteDoc', 'addDoc', 'writeBatch'],
    message: 'write through @/lib/firebase/writes, which counts unsent writes for the offline bar',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'functions/lib', 'node_modules', 'functions/node_modules', '.reports', 'test-results'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Features do not import each other's internals; app/ composes them (docs/development.md).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase/*/dist/*'], message: 'import public entry points' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // `@/` across folders; `../../` climbing out of a folder hides which layer it reaches.
      'no-restricted-imports': ['error', { patterns: SRC_IMPORT_PATTERNS, paths: STAFF_WRITES }],
    },
  },
  {
    // The one place that calls Firestore's writes (the ledger of unsent writes), and tests' stand-ins.
    files: ['src/lib/firebase/writes.ts', ...TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: SRC_IMPORT_PATTERNS }] },
  },
  {
    // Tests may use src/testing and compose whatever they test; the layers still hold for what they
    // import from features (no feature's test reaches into another feature).
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: layerZones.filter((zone) => zone.target.startsWith?.('src/features/')) },
      ],
    },
  },
  {
    // The functions bundle src/shared and src/config only (docs/development.md §2): nothing of the
    // browser's layers, which may pull in the client SDK or the DOM.
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/boot/*', '@/features/*', '@/components/*', '@/lib/*', '@/testing/*'],
              message: 'functions import only @/shared and @/config: move the piece down to src/shared',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);

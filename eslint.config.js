import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/web/src/generated/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Rules that need types (a promise neither awaited nor handled, a method passed without its
    // object, an assertion that changes nothing) on every file a tsconfig covers.
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/server/test/**/*.ts', 'packages/*/src/**/*.ts', 'packages/db/scripts/**/*.ts', 'e2e/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `async` marks what answers a promise by contract (route handlers, ports); not a mistake here.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped answers (light-my-request's json(), page.evaluate) on purpose and check
    // them with expect; stand-ins are async to match the interface they replace.
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**/*.ts', 'apps/web/src/testing/**', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // A feature uses another feature only through its public entry (features/<name>/index.ts);
    // shared pieces move to components/ or lib/ (docs/architecture.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/elements': [{ type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] }],
    },
    rules: {
      // Inside an area (a feature, lib/, components/, shell/) imports stay relative; across areas they use @/.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import across areas through the @/ alias (apps/web/src), not ../../.' }] },
      ],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' }, fileInternalPath: '!index.ts' } } },
              message: 'Import another feature only through its index.ts; shared pieces belong in components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server never imports the web app and vice versa; both share only packages/contracts.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', '@tend/web*'], message: 'The server shares code with the web app only through @tend/contracts.' }] },
      ],
    },
  },
);

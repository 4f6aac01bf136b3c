import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  // Generated code is sealed (STYLE.md convention 1): fix the contract or orval.config.ts, never the output.
  { ignores: ['dist/', 'dist-e2e*/', 'dist-docs/', 'coverage/', 'node_modules/', 'src/api/generated/', 'mocks/generated/', 'public/', 'openapi/dist/', 'test-results/', 'playwright-report/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Text from other users is never HTML (DEVELOPERS.md non-negotiables).
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render user text as text, never as HTML.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Features are islands (STYLE.md convention 5): a feature imports its own files relatively, never another
    // feature; shared code lives in src/shared, src/session or the design system.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Features do not import other features or the app.' }] }],
    },
  },
  {
    // The design system never imports from the app (STYLE.md: dependencies point one way).
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '../src/*', '../../src/*'], message: 'design-system must not import from src/.' }] }],
    },
  },
);

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const root = import.meta.dirname;

// Features are islands: a file of src/features/<name> imports its own feature freely and
// another feature only through that feature's public index (src/features/<other>/index.ts), never its insides.
// One zone per feature folder, so a new feature is covered without editing this file.
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `src/features/${feature}`,
  from: 'src/features',
  except: [
    `./${feature}`,
    ...features
      .filter((other) => other !== feature)
      .flatMap((other) => [`./${other}/index.ts`, `./${other}/index.tsx`]),
  ],
  message: 'Features are islands: import another feature only through its index.ts.',
}));

// The architecture's boundaries (README "Architecture"), checked on the file an import resolves to, so a relative
// path ('../../app/…') is caught as surely as the '@/' alias.
const boundaryZones = [
  ...featureZones,
  {
    target: 'src/features',
    from: 'src/app',
    message: 'Features do not import the app: the app composes the features.',
  },
  {
    target: ['src/app', 'src/main.tsx', 'src/prerender'],
    from: 'src/features',
    except: features.flatMap((feature) => [`./${feature}/index.ts`, `./${feature}/index.tsx`]),
    message: 'The app reaches a feature only through its public entry, src/features/<name>/index.ts.',
  },
  {
    // The early script is its own bundle of a few kilobytes: the pages' request builders, nothing that draws.
    target: 'src/early',
    from: ['src/features', 'src/app', 'src/embedded-apps', 'src/prerender'],
    except: [
      './ads/list-request.ts',
      './ads/list-filters.ts',
      './ads/early-rows/paint-early-rows.ts',
      './orders/order-params.ts',
    ],
    message:
      "The early scripts take only pure modules: the list's and the order's request builders, the list's early rows, the foundation.",
  },
  {
    target: ['src/api', 'src/session', 'src/platform', 'src/shared', 'src/embedded-apps'],
    from: ['src/features', 'src/app'],
    message: 'Dependencies point one way: shared layers never import a feature or the app.',
  },
  { target: 'design-system', from: ['src', 'mocks'], message: 'design-system never imports from src/ or mocks/.' },
  {
    // The mocks stand in for the backend: they share the contract's generated models with the app (orval's own
    // mocks/generated imports them too) and nothing else of it.
    target: 'mocks',
    from: 'src',
    except: ['./api/generated/models'],
    message: "mocks never import src/, only the contract's generated models (src/api/generated/models).",
  },
  {
    // Generated code is sealed: the app reaches what orval wrote only in src/api (hooks, models); orval's MSW output
    // is the mock layer's own and is never imported from the app, design-system or scripts.
    target: ['src', 'design-system', 'scripts'],
    from: 'mocks/generated',
    message: "Generated code is imported only through src/api; orval's mocks belong to mocks/.",
  },
];

export default tseslint.config(
  // Generated code is sealed: fix the contract or orval.config.ts, never the output.
  {
    ignores: [
      'dist/',
      'dist-e2e*/',
      'dist-screenshots*/',
      'dist-docs/',
      'coverage/',
      'node_modules/',
      'src/api/generated/',
      'mocks/generated/',
      'public/',
      'openapi/dist/',
      'packages/*/dist/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'storybook-static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Text from other users is never HTML: rendered as HTML it could run script.
      'no-restricted-syntax': [
        'error',
        {
          // Only an empty constant, which keeps React off what a script painted there (the list's early rows).
          selector:
            "JSXAttribute[name.name='dangerouslySetInnerHTML']:not(:has(Property[key.name='__html'] > Literal.value[value='']))",
          message: 'Render user text as text, never as HTML.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Import structure of the product code (tests may reach into anything they test). Imports resolve as tsc does
    // (tsconfig paths: '@/', '@ds', '@mocks/').
    files: ['{src,design-system,mocks,scripts}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // No depth limit: the rule's cost is parsing each imported module once, so a limit saves nothing and would
      // miss the long chains (main.tsx to a design-system token through the @ds index).
      // Type-only imports are not followed (erased at build time, they cannot form a circle at run time).
      'import-x/no-cycle': ['error', { maxDepth: '∞', ignoreExternal: true }],
    },
  },
  {
    // Vite loads its config and the build plugins it imports natively (configLoader 'native' in a coming major) and
    // warns at every build, preview and dev start about a relative import without its extension.
    files: ['vite.config.ts', 'scripts/vite-*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/extensions': ['error', 'ignorePackages', { ts: 'always' }] },
  },
  {
    // One text field: OutlinedField for text, SelectField or NativeSelectField for a choice, RhfTextField /
    // RhfSelectField in forms. MUI's TextField imports Select, Menu, Popover and Modal even for plain text. The
    // currency picker keeps it: Autocomplete's renderInput hands over TextField's slot props.
    files: ['{src,design-system,mocks}/**/*.{ts,tsx}'],
    ignores: ['design-system/components/currency-select/currency-autocomplete.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/TextField',
              message: 'Use OutlinedField, SelectField or their Rhf* adapters (@ds).',
            },
            {
              name: '@mui/material',
              importNames: ['TextField'],
              message: 'Use OutlinedField, SelectField or their Rhf* adapters (@ds).',
            },
            // The client reads the page (cookies, path, storage) at each call; only tests and stories put theirs in.
            {
              name: '@/api/http/request-context',
              importNames: ['configureRequestContext', 'resetRequestContext'],
              message: 'The app reads the request context from the page; only tests and stories set one.',
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (.prettierrc.json, `npm run format`): last, so no lint rule argues with it.
  prettier,
);

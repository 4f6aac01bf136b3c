import type { KnipConfig } from 'knip';

// `npm run lint:unused`: unused files, exports, types and dependencies, 0 allowed.
// The entries come from knip's plugins, which read the project's own configs: vite.config.ts (index.html ->
// src/main.tsx and the embedded apps' entries), jest.config.js (tests/**/*.test.ts[x], tests/setup.ts),
// playwright.config.ts and playwright.nginx.config.ts (tests/e2e*, their support files), orval.config.ts (the
// mutator), eslint.config.js, the msw worker in public/, and package.json's scripts (tsx scripts/*.ts).
const config: KnipConfig = {
  workspaces: {
    '.': {
      // The server build's entry of the prerendered pages, named as a string in scripts/vite-prerender.ts; the list
      // pages' early scripts and the site's service worker, named in vite.config.ts; the bench's floor page, built by its own config, named as a
      // path in scripts/bench/run.ts.
      entry: [
        'src/prerender/render-page.tsx',
        'src/early/index.ts',
        'src/early/paint-list.ts',
        'src/early/kept-pages-worker.ts',
        'scripts/bench/floor/vite.config.ts',
        'scripts/bench/floor/main.tsx',
      ],
      project: [
        'src/**/*.{ts,tsx}',
        'design-system/**/*.{ts,tsx}',
        'mocks/**/*.ts',
        'scripts/**/*.{ts,tsx}',
        'tests/**/*.{ts,tsx}',
        '.storybook/**/*.{ts,tsx}',
      ],
      // Storybook: its config, its preview and every story file are entries (Storybook loads them by the globs of
      // .storybook/main.ts); no MDX pages, so knip's default *.mdx entry is left out.
      storybook: {
        config: ['.storybook/main.ts'],
        entry: ['.storybook/preview.tsx', '{design-system,src}/**/*.stories.tsx'],
      },
    },
    // The backend team's package: its command line (bundled by build.ts, which the root's contract:kit runs).
    'packages/contract-kit': {
      entry: ['src/cli.ts'],
      project: ['**/*.ts'],
    },
  },
  ignoreIssues: {
    // orval writes these folders (never edited by hand). It emits every hook, key getter,
    // type and mock of the contract whether the app uses it or not, and an index nobody imports.
    'src/api/generated/**': ['files', 'exports', 'types'],
    'mocks/generated/**': ['files', 'exports', 'types'],
  },
  // Used where knip cannot see it: Prism is spawned by its path in node_modules/.bin (scripts/lib/prism-proxy.ts),
  // the OWASP ruleset is named by `extends` in openapi/spectral.yaml (npm run lint:spectral).
  ignoreDependencies: ['@stoplight/prism-cli', '@stoplight/spectral-owasp-ruleset'],
  // A system tool from Debian's package (.ci/run installs it), not an npm dependency.
  ignoreBinaries: ['openssl'],
};

export default config;

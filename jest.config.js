/** @type {import('jest').Config} */

// jest-fixed-jsdom re-exposes Node's fetch/Request/Response so MSW's interceptors work under jsdom
// (TOOLCHAIN.md pitfall 9). ESM-only packages are let through the swc transform (pitfall 8).
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  // One worker per core: jest's default (cores - 1) runs the suites one at a time on the 2-core machines CI
  // uses, with the second core idle (issue 19 point 6; stop 22's note measured 275 s with one worker, 147 s with
  // --maxWorkers=2; this session's fresh-clone runs: install + jest 217-232 s, 302 s before).
  maxWorkers: '100%',
  // Whole-page renders in jsdom (the style showcase, flows through MSW) take seconds on these 2-core machines
  // when every worker is busy; 5 s made them flaky under load, not wrong.
  testTimeout: 20_000,
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  transform: {
    '^.+\\.(mjs|[tj]sx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Storybook 10 is ESM-only too: the story tests (tests/storybook) compose stories with @storybook/react.
  transformIgnorePatterns: [
    '/node_modules/(?!(@faker-js/faker|until-async|rettime|@open-draft|storybook|@storybook)/)',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@ds$': '<rootDir>/design-system/index.ts',
    '^@ds/(.*)$': '<rootDir>/design-system/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
    // As in vite.config.ts: emotion writes styles while components render (design-system/perf/emotion-insertion.ts).
    '^@emotion/use-insertion-effect-with-fallbacks$': '<rootDir>/design-system/perf/emotion-insertion.ts',
    '\\.(css)$': 'identity-obj-proxy',
  },
};

export default config;

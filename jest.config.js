/** @type {import('jest').Config} */

// jest-fixed-jsdom re-exposes Node's fetch/Request/Response, which jsdom hides, so MSW's interceptors work. ESM-only
// packages are let through the swc transform, which jest skips for node_modules by default.
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  // One worker per core: jest's default (cores - 1) runs the suites one at a time on the 2-core machines CI
  // uses, with the second core idle.
  maxWorkers: '100%',
  // Whole-page renders in jsdom (the style showcase, flows through MSW) take seconds on these 2-core machines
  // when every worker is busy; jest's default timeout made them flaky under load, not wrong.
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

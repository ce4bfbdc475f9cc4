/**
 * Jest runs the TypeScript sources through esbuild (build/jest-esbuild-transform.js): fast, and
 * type checking is done once by `npm run typecheck` instead of per test file.
 * `electron` is mapped to a fake: jest must never load the real module.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/engine', '<rootDir>/main', '<rootDir>/hardware', '<rootDir>/renderer', '<rootDir>/config', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(ts|tsx)$': '<rootDir>/build/jest-esbuild-transform.js' },
  moduleNameMapper: { '^electron$': '<rootDir>/test/fakes/electron.ts' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // End-to-end tests get one retry, with the first failure printed (test/e2e-retry.ts says why).
  setupFilesAfterEnv: ['<rootDir>/test/e2e-retry.ts'],
  testTimeout: 30_000,
};

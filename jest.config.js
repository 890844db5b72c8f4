// Native ESM jest: TypeScript is stripped by swc, imports keep their ".js" suffix
// (NodeNext style) and are mapped back to the .ts sources.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // its ES build imports JSON without an import attribute, which jest warns about on every import
    '^libphonenumber-js$': '<rootDir>/node_modules/libphonenumber-js/index.cjs',
  },
  testEnvironment: 'node',
};
export default {
  // every int and e2e file starts an app that loads the demo data in its beforeAll; on two loaded cores that
  // alone has taken over a minute, so hooks and tests get two
  testTimeout: 120_000,
  maxWorkers: 2,
  // a worker that has run many app-starting files holds gigabytes: start a fresh one instead
  workerIdleMemoryLimit: '1500MB',
  // the known slow files first, so the two workers end together (a fresh clone has no timing cache)
  testSequencer: '<rootDir>/shared/src/testing/slowFirstSequencer.js',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/**/*.unit.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
      globalSetup: '<rootDir>/shared/src/testing/globalSetup.ts',
      globalTeardown: '<rootDir>/shared/src/testing/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/retryInCi.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/shared/src/testing/globalSetup.ts',
      globalTeardown: '<rootDir>/shared/src/testing/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/retryInCi.ts'],
    },
  ],
};

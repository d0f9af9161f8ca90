// ESM TypeScript under jest: ts-jest compiles each file on its own (isolatedModules),
// so type checking is its own step (`npm run typecheck`).
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000
}

export default {
  // Two suites: units (flows on the fake clock, modules over loopback sockets) and e2e (the built
  // action run as the runner runs it, real time-outs included). `npm test` runs both.
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '<rootDir>/__tests__/e2e/']
    },
    { ...shared, displayName: 'e2e', testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'] }
  ],
  // Most tests wait on sockets and child processes, not the CPU: one worker per core.
  maxWorkers: '100%',
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: { global: { lines: 90 } },
  globalSetup: '<rootDir>/__fixtures__/global-setup.ts',
  globalTeardown: '<rootDir>/__fixtures__/global-teardown.ts',
  testTimeout: 30000,
  verbose: false
}

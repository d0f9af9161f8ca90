// ESM TypeScript under jest: ts-jest compiles each file on its own (isolatedModules),
// so type checking is its own step (`npm run typecheck`).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: { global: { lines: 90 } },
  globalSetup: '<rootDir>/__fixtures__/global-setup.ts',
  globalTeardown: '<rootDir>/__fixtures__/global-teardown.ts',
  testTimeout: 30000,
  verbose: false
}

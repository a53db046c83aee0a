import { defineConfig } from 'vitest/config';

// The package check (npm run test:package, a step of npm test): builds the package, packs it, installs the
// tarball into an empty project and uses it from there. Apart from the unit tests (vitest.config.ts) because it
// builds and installs: about a minute, and the install reads the npm registry (or its cache) for zod.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/package/**/*.test.ts'],
    reporters: ['default'],
    // one build and one install for the whole file, before the first test
    hookTimeout: 600_000,
    testTimeout: 120_000,
  },
});

import { configDefaults, defineConfig } from 'vitest/config';

// Separate from vite.config.ts so unit tests don't load the Svelte plugin.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // the package check builds, packs and installs: its own run (vitest.package.config.ts, npm run test:package)
    exclude: [...configDefaults.exclude, 'test/package/**'],
    reporters: ['default'],
    // 中文 messages are a lazy chunk in the page; tests read both languages synchronously
    setupFiles: ['test/setup-languages.ts', 'test/setup-engines.ts'],
    // Property tests run hundreds of simulations each; on a 2-core CI machine running all files at once a few
    // take longer than vitest's 5 s default. Tests never assert on time, so a wider limit only avoids false alarms.
    testTimeout: 30_000,
    // Every file loads all engines and both languages first (setupFiles). Isolated, that cost 0.6 s a file
    // (setup 161 s of a 405 s run on 2 cores); shared, it is paid once per worker (175 s in all). Tests that
    // need a fresh module (the lazy-loading checks) reset modules themselves.
    isolate: false,
  },
});

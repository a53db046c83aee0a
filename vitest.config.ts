import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so unit tests don't load the Svelte plugin.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    reporters: ['default'],
  },
});

import { defineConfig } from 'vite';

/**
 * The package's build (`npm run build:lib` → `lib/`): the public entry (src/api) and the `flowlab` command
 * (src/cli) as plain ES modules for Node, so an installed package runs without tsx, Svelte or Monaco.
 *
 * zod stays an import (it is the package's one runtime dependency; npm dedupes it with the user's own);
 * the few d3 functions the engine and the CSV export use are bundled in, as d3 is an app-only devDependency.
 * Not minified: a reader of node_modules/flowlab sees the engine's own names (the tarball stays well under 1 MB).
 */
export default defineConfig({
  // the app's public/ (favicon) is not part of the package
  publicDir: false,
  build: {
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    lib: {
      entry: { index: 'src/api/index.ts', cli: 'src/cli/flowlab.ts', 'sweep-worker': 'src/cli/sweep-worker.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [/^node:/, 'zod', /^zod\//, 'yaml'],
      // the engine both entries share: a file with a name a reader recognises; each limiter's engine half (loaded
      // lazily, limiters/engines.ts) and what only those share, under engines/
      output: {
        chunkFileNames: (chunk) => {
          const kind = /limiters\/([\w-]+)\/engine\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          if (kind !== undefined) return `engines/${kind}.js`;
          return chunk.isDynamicEntry ? 'engines/[name].js' : 'engine.js';
        },
      },
    },
  },
});

#!/usr/bin/env node
// `flowlab`. Installed from the package, it runs the compiled command (lib/cli.js, built by `npm run build:lib`)
// with the package's runtime dependencies only. In a clone (src/ is beside it) it runs src/cli/flowlab.ts
// through tsx, a devDependency installed by `npm ci`, so the command always runs the engine the checkout holds
// and needs no build step.
import { existsSync } from 'node:fs';

// `flowlab schema | head`: a reader that stops early is not an error
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const source = new URL('../src/cli/flowlab.ts', import.meta.url);
let main;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import('../lib/cli.js'));
}
process.exitCode = main(process.argv.slice(2));

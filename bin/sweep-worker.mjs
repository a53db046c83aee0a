// A worker thread of `flowlab sweep` (src/cli/sweep-threads.ts). As bin/flowlab.mjs does for the command: in a
// clone (src/ is beside it) it runs src/cli/sweep-worker.ts through tsx, installed, the built lib/sweep-worker.js.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/sweep-worker.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import('../lib/sweep-worker.js');
}

#!/usr/bin/env node
// `flowlab`: runs src/cli/flowlab.ts through tsx (a devDependency, installed by `npm ci`), so the command
// needs no build step and always runs the engine the checkout holds.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/flowlab.ts');
process.exitCode = main(process.argv.slice(2));

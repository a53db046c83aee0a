// Builds the package (npm run build:lib; npm pack runs it first): lib/ holds what `npm pack` ships.
//  1. vite.lib.config.ts: src/api (the public entry) and src/cli (the `flowlab` command) → lib/*.js for Node;
//  2. tsc -p tsconfig.lib.json: the public entry's declarations → lib/types/**/*.d.ts;
//  3. the declarations' relative imports get their `.js` / `/index.js`, because a project that resolves modules
//     as Node does ("moduleResolution": "nodenext") finds no extensionless file and would see `any`;
//  4. lib/scenario.schema.json: the scenario's JSON Schema, written by the built package itself, so the shipped
//     file is exactly what `flowlab schema` prints and what the app's editor is given.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

run(bin('vite'), ['build', '--config', 'vite.lib.config.ts', '--logLevel', 'warn']);
run(bin('tsc'), ['-p', 'tsconfig.lib.json']);

/** Every .d.ts under `dir`. */
function declarations(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return declarations(path);
    return path.endsWith('.d.ts') ? [path] : [];
  });
}

/** `./foo` → `./foo.js` when foo.d.ts is there, `./foo/index.js` when it is a folder; anything else as it is. */
function withExtension(fromFile, spec) {
  if (!spec.startsWith('.') || /\.(js|mjs|cjs|json)$/.test(spec)) return spec;
  const target = resolve(dirname(fromFile), spec);
  if (existsSync(`${target}.d.ts`)) return `${spec}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${spec}/index.js`;
  throw new Error(`${fromFile}: cannot resolve "${spec}"`);
}

// `from '…'`, `import '…'` and `import('…')`, the three places a declaration names a module
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;
const types = join(root, 'lib', 'types');
let rewritten = 0;
for (const file of declarations(types)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (all, head, quote, spec) => {
    const fixed = withExtension(file, spec);
    if (fixed === spec) return all;
    rewritten++;
    return `${head}${quote}${fixed}${quote}`;
  });
  if (next !== text) writeFileSync(file, next);
}

const lib = await import(pathToFileURL(join(root, 'lib', 'index.js')).href);
writeFileSync(join(root, 'lib', 'scenario.schema.json'), JSON.stringify(lib.scenarioJsonSchema(), null, 2) + '\n');
console.log(`lib/: built; ${rewritten} declaration imports given their extension; scenario.schema.json written`);

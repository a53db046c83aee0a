/**
 * Replays every conformance trace (`*.json`, recursively) through the engine and prints one line
 * per trace and a closing count. The folders read:
 *  - by default, the repository's corpus (`conformance/`, see corpus.ts): every engine Flowlab has.
 *    A family whose engine is not built (pending) fails the run under --strict;
 *  - `$CONFORMANCE_DIR` instead, when set: another corpus, read the same way;
 *  - `$CONFORMANCE_NEXT_DIR` as well, when set: traces of engines an open issue asks for. A family not
 *    built yet is reported as NOT BUILT and never fails the run; a built one must replay exactly.
 * Exit code 1 when a trace mismatches, has an unknown engine, or no trace is found.
 *
 * usage: tsx test/conformance/run.ts [--strict] [--verbose] [name-filter]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { REPO_CORPUS } from './corpus';
import { replayers } from './replayers';
import type { Engine, Mismatch, Trace } from './trace';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const verbose = args.includes('--verbose');
const filter = args.find((a) => !a.startsWith('--'));
const dirs: { dir: string; next: boolean }[] = [
  { dir: resolve(process.env.CONFORMANCE_DIR || REPO_CORPUS), next: false },
];
if (process.env.CONFORMANCE_NEXT_DIR) dirs.push({ dir: resolve(process.env.CONFORMANCE_NEXT_DIR), next: true });

function listTraces(d: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(d).sort()) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) out.push(...listTraces(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

function describe(m: Mismatch): string {
  const where = m.row < 0 ? 'trace' : `row ${m.row}`;
  return `${where} ${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`;
}

let files: { file: string; root: string; next: boolean }[] = [];
for (const { dir, next } of dirs) {
  try {
    files.push(...listTraces(dir).map((file) => ({ file, root: dirs.length > 1 ? resolve(dir, '..') : dir, next })));
  } catch (e) {
    console.error(`cannot read conformance folder ${dir}: ${(e as Error).message}`);
  }
}
if (filter) files = files.filter((f) => f.file.includes(filter));

let passed = 0;
let failed = 0;
let pending = 0;
const notBuilt = new Map<string, number>();
for (const { file, root, next } of files) {
  const rel = relative(root, file);
  let trace: Trace;
  try {
    trace = JSON.parse(readFileSync(file, 'utf8')) as Trace;
  } catch (e) {
    console.log(`FAIL    ${rel}: not valid JSON (${(e as Error).message})`);
    failed++;
    continue;
  }
  if (!(trace.engine in replayers)) {
    console.log(`FAIL    ${rel}: unknown engine ${JSON.stringify(trace.engine)}`);
    failed++;
    continue;
  }
  if (!Array.isArray(trace.events) || !Array.isArray(trace.expect) || trace.events.length !== trace.expect.length) {
    console.log(`FAIL    ${rel}: events and expect must be arrays of equal length`);
    failed++;
    continue;
  }
  const replay = replayers[trace.engine as Engine];
  if (replay === null) {
    if (next) {
      notBuilt.set(trace.engine, (notBuilt.get(trace.engine) ?? 0) + 1);
    } else {
      console.log(`PENDING ${rel}: the ${trace.engine} engine is not built yet`);
      pending++;
    }
    continue;
  }
  let mismatches: Mismatch[];
  try {
    mismatches = replay(trace);
  } catch (e) {
    mismatches = [{ row: -1, field: 'replay', expected: 'no exception', actual: (e as Error).stack ?? String(e) }];
  }
  if (mismatches.length === 0) {
    console.log(`PASS    ${rel} (${trace.events.length} events)`);
    passed++;
  } else {
    failed++;
    console.log(`FAIL    ${rel}: ${mismatches.length} mismatch(es); first: ${describe(mismatches[0])}`);
    if (verbose) for (const m of mismatches.slice(1, 20)) console.log(`          ${describe(m)}`);
  }
}

for (const [engine, n] of notBuilt)
  console.log(`NOT BUILT ${engine}: ${n} trace(s) (an engine an open issue asks for)`);
if (files.length === 0) {
  console.log(`no conformance traces found under ${dirs.map((d) => d.dir).join(', ')}`);
  failed++;
}
if (pending > 0) {
  console.log(
    `${pending} trace(s) pending${strict ? ' (counted as failures: --strict)' : ' (run with --strict to fail on them)'}`,
  );
  if (strict) failed += pending;
}
const skipped = (strict ? 0 : pending) + [...notBuilt.values()].reduce((a, b) => a + b, 0);
console.log(`conformance: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
process.exit(failed > 0 ? 1 : 0);

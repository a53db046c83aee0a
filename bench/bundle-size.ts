/// <reference lib="dom" />
/**
 * First-visit page JS, gzip: every script the main page fetches on a first visit (the entry, its static
 * imports and modulepreloads, and the chunks the boot imports dynamically), except Monaco's chunks and the
 * workers (the simulation, import and Monaco workers run off the main thread and are budgeted elsewhere).
 * Measured in Chromium against the production build, so it counts what a visitor really downloads.
 * Monaco's chunks are told by the build's manifest (every chunk reachable only through the editor's lazy
 * `src/ui/editor/monaco.ts`), not by their names, which the bundler picks (`folding-…`, `hoverContribution-…`);
 * a build without a manifest falls back to the names.
 *
 *   first-visit-js-gzip    ≤ 150 KB (issue 11, "Speed you can feel")
 *   sim-worker-first-load-gzip ≤ 100 KB (issue 23): the simulation worker's entry and the chunks it imports
 *                          statically, read from the build (each limiter's engine half, the explainers, the rule
 *                          verdicts and the editor's schemas are chunks the worker loads when first used)
 *
 * The worker's chunks are not in the page's manifest (each worker is a build of its own): a script the page's
 * manifest does not list is not page JS, whatever its name.
 *
 * usage: npx tsx bench/bundle-size.ts [--no-build] [--dist DIR] [--port N]
 * (ui-budgets.ts calls `measureFirstVisitJs` too; builds are made with `--manifest`)
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { preview } from 'vite';

export const FIRST_VISIT_LIMIT_KB = 150;
export const SIM_WORKER_LIMIT_KB = 100;
/** Every worker script (own thread, not page JS). */
const WORKERS = /\.worker-/;
/** Monaco's chunks by name, for a build without a manifest. */
// `workers-…`: every editor contribution, named after Monaco's internal/common/workers module that imports them
const MONACO_NAMES = /monaco|editor\.api|jsonMode|hoverContribution|folding|codicon|\/workers-/i;
/** The module that loads the editor (lazily): what only it reaches is Monaco. */
const EDITOR_ENTRY = 'src/ui/editor/monaco.ts';
export const BUILD = 'npx vite build --manifest';

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/** The files of the chunks reachable only through the editor entry, from the build's manifest (null without one). */
export function monacoOnlyFiles(dist: string): Set<string> | null {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const m = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const reach = (from: string, stop: string | null): Set<string> => {
    const seen = new Set<string>();
    const todo = [from];
    while (todo.length > 0) {
      const k = todo.pop()!;
      if (seen.has(k) || k === stop || !m[k]) continue;
      seen.add(k);
      todo.push(...(m[k].imports ?? []), ...(m[k].dynamicImports ?? []));
    }
    return seen;
  };
  const page = reach('index.html', EDITOR_ENTRY);
  return new Set([...reach(EDITOR_ENTRY, null)].filter((k) => !page.has(k)).map((k) => `/${m[k].file}`));
}

/** Every file the page's manifest lists (null without one): a script it does not list is a worker's. */
function pageFiles(dist: string): Set<string> | null {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const m = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  return new Set(Object.values(m).map((c) => `/${c.file}`));
}

/** Is this script not page JS (a worker or a worker's chunk, or Monaco)? */
export function excludedFrom(dist: string): (path: string) => boolean {
  const monaco = monacoOnlyFiles(dist);
  const page = pageFiles(dist);
  return (given) => {
    const path = given.replace(/\?.*$/, '');
    if (WORKERS.test(path) || (page !== null && !page.has(path))) return true;
    return monaco ? monaco.has(path) : MONACO_NAMES.test(path);
  };
}

/** `import … from "./x.js"` and `import "./x.js"` in a built ES module (not `import("./x.js")`, which is lazy). */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$,{}*\s]*?from\s*)?["']\.\/([^"'`]+\.js)["']/g;

/**
 * The simulation worker's first load, gzip: its entry script and every chunk reachable from it by static imports,
 * read from the build's files (what the worker fetches before it can answer its first call).
 */
export function simWorkerFirstLoad(dist: string): FirstVisitJs {
  const dir = join(dist, 'assets');
  const entry = readdirSync(dir).find((f) => /^sim\.worker-.*\.js$/.test(f));
  if (entry === undefined) throw new Error(`no sim.worker-*.js in ${dir}`);
  const seen = new Set([entry]);
  const todo = [entry];
  while (todo.length > 0) {
    const text = readFileSync(join(dir, todo.pop()!), 'utf8');
    for (const m of text.matchAll(STATIC_IMPORT)) {
      if (seen.has(m[1])) continue;
      seen.add(m[1]);
      todo.push(m[1]);
    }
  }
  const files = [...seen].map((f) => ({
    url: `/assets/${f}`,
    gz: gzipSync(readFileSync(join(dir, f)), { level: 9 }).length,
  }));
  files.sort((a, b) => b.gz - a.gz);
  return {
    totalKb: round(files.reduce((a, b) => a + b.gz, 0) / 1024),
    files: files.map((f) => ({ url: f.url, kb: round(f.gz / 1024) })),
  };
}

export interface FirstVisitJs {
  totalKb: number;
  files: { url: string; kb: number }[];
}

const round = (x: number) => Math.round(x * 10) / 10;

/** Opens `base` in a fresh context, waits for the first draw and idle loading, and sums the gzip of the page JS. */
export async function measureFirstVisitJs(
  browser: Browser,
  base: string,
  excluded: (path: string) => boolean = (p) => WORKERS.test(p) || MONACO_NAMES.test(p),
): Promise<FirstVisitJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const js: { url: string; gz: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (r) => {
    const url = r.url();
    if (!/\.js(\?|$)/.test(url) || excluded(url.replace(base, ''))) return;
    pending.push(
      r.body().then(
        (body) => void js.push({ url: url.replace(base, ''), gz: gzipSync(body, { level: 9 }).length }),
        () => undefined, // body unavailable (redirect, aborted)
      ),
    );
  });
  await page.goto(base);
  await page.waitForFunction(() => performance.getEntriesByName('flowlab:first-draw').length > 0);
  await page.waitForTimeout(3000); // idle-time loading (lazy Monaco, prefetches) counts if it happens
  await Promise.all(pending);
  await context.close();
  const files = js.sort((a, b) => b.gz - a.gz).map((f) => ({ url: f.url, kb: round(f.gz / 1024) }));
  return { totalKb: round(js.reduce((a, b) => a + b.gz, 0) / 1024), files };
}

async function main() {
  const argv = process.argv.slice(2);
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const dist = option('--dist') ?? 'dist';
  const port = Number(option('--port') ?? 4180);
  if (!argv.includes('--no-build') && !option('--dist')) execSync(BUILD, { stdio: 'ignore' });
  const server = await preview({ build: { outDir: dist }, preview: { port, host: '127.0.0.1', strictPort: true } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const m = await measureFirstVisitJs(browser, `http://127.0.0.1:${port}`, excludedFrom(dist));
    const ok = m.totalKb <= FIRST_VISIT_LIMIT_KB;
    console.log(
      JSON.stringify({
        budget: 'first-visit-js-gzip',
        value: m.totalKb,
        unit: 'KB',
        limit: FIRST_VISIT_LIMIT_KB,
        cmp: '<=',
        ok,
        files: m.files.map((f) => `${f.url} ${f.kb} KB`),
      }),
    );
    const w = simWorkerFirstLoad(dist);
    console.log(
      JSON.stringify({
        budget: 'sim-worker-first-load-gzip',
        value: w.totalKb,
        unit: 'KB',
        limit: SIM_WORKER_LIMIT_KB,
        cmp: '<=',
        ok: w.totalKb <= SIM_WORKER_LIMIT_KB,
        files: w.files.map((f) => `${f.url} ${f.kb} KB`),
      }),
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

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
 *
 * usage: npx tsx bench/bundle-size.ts [--no-build] [--dist DIR] [--port N]
 * (ui-budgets.ts calls `measureFirstVisitJs` too; builds are made with `--manifest`)
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { preview } from 'vite';

export const FIRST_VISIT_LIMIT_KB = 150;
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

/** Is this script not page JS (a worker, or Monaco)? */
export function excludedFrom(dist: string): (path: string) => boolean {
  const monaco = monacoOnlyFiles(dist);
  return (path) => WORKERS.test(path) || (monaco ? monaco.has(path.replace(/\?.*$/, '')) : MONACO_NAMES.test(path));
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
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

/// <reference lib="dom" />
/**
 * First-visit page JS, gzip: every script the main page fetches on a first visit (the entry, its static
 * imports and modulepreloads, and the chunks the boot imports dynamically), except Monaco's chunks and the
 * workers (the simulation, import and Monaco workers run off the main thread and are budgeted elsewhere).
 * Measured in Chromium against the production build, so it counts what a visitor really downloads.
 *
 *   first-visit-js-gzip    ≤ 150 KB (issue 11, "Speed you can feel")
 *
 * usage: npx tsx bench/bundle-size.ts [--no-build]   (ui-budgets.ts calls `measureFirstVisitJs` too)
 */
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { preview } from 'vite';

export const FIRST_VISIT_LIMIT_KB = 150;
/** Monaco's own chunks, and every worker script (own thread, not page JS). */
const EXCLUDED = /monaco|editor\.api|jsonMode|hoverContribution|codicon|\.worker-/i;

export interface FirstVisitJs {
  totalKb: number;
  files: { url: string; kb: number }[];
}

const round = (x: number) => Math.round(x * 10) / 10;

/** Opens `base` in a fresh context, waits for the first draw and idle loading, and sums the gzip of the page JS. */
export async function measureFirstVisitJs(browser: Browser, base: string): Promise<FirstVisitJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const js: { url: string; gz: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (r) => {
    const url = r.url();
    if (!/\.js(\?|$)/.test(url) || EXCLUDED.test(url)) return;
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
  const port = 4180;
  if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'ignore' });
  const server = await preview({ preview: { port, host: '127.0.0.1', strictPort: true } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const m = await measureFirstVisitJs(browser, `http://127.0.0.1:${port}`);
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

/// <reference lib="dom" />
/**
 * The Sweep panel's budgets (issue 24), measured in Debian's Chromium against the production build (`vite
 * preview`), on 60 s × 1,000 QPS through the default WarmUp rule (count 20). Prints one JSON line per budget,
 * as ui-budgets.ts does; timings are printed, never asserted, and every line carries the machine's load.
 *
 *   sweep-1d-50              Run → the 50th point drawn: count 0…200 in 50 points             < 1500 ms
 *   sweep-2d-20x20           Run → the 400th point drawn: count × warmUpPeriodSec, 20 × 20      < 6000 ms
 *   sweep-longest-task       the longest main-thread task while either sweep runs ('longtask'
 *                            entries, which Chromium reports from 50 ms: 0 means none reached it) ≤ 50 ms
 *   sweep-cancel             Cancel clicked → the panel idle (workers terminated), mid-sweep     < 100 ms
 *   sweep-thread-time        from a Chromium trace of one run of each sweep: the longest main-thread task in
 *                            thread time (what a busy machine does not inflate; wall time is what the longtask
 *                            entries above see) and the workers' CPU per point                    ≤ 50 ms
 *
 * The times are the page's own `flowlab:sweep-done` / `flowlab:sweep-cancelled` measures (SweepState), from the
 * click's handler to the last point flushed to the page, median of `--runs` (default 3).
 *
 * usage: npx tsx bench/sweep-budgets.ts [--no-build] [--runs N] [--port N]
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import { BUILD } from './bundle-size';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 3);
const PORT = Number(option('--port') ?? 4181);
const BASE = `http://127.0.0.1:${PORT}`;

const round = (x: number) => Math.round(x * 10) / 10;
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
function report(budget: string, value: number, unit: string, limit: number, cmp: '<=' | '<', extra = {}) {
  const ok = cmp === '<=' ? value <= limit : value < limit;
  console.log(
    JSON.stringify({
      budget,
      value: round(value),
      unit,
      limit,
      cmp,
      ok,
      ...extra,
      load1: round(loadavg()[0]),
      cores: cpus().length,
    }),
  );
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderer main thread's longest top-level task (thread and wall time) and its workers' thread time. */
function traced(events: TraceEvent[]): { longestMs: number; longestWallMs: number; workersMs: number } {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined);
  const busy = new Map<string, number>();
  for (const e of tasks) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.tdur!);
  const main = [...busy].filter(([k]) => names.get(k) === 'CrRendererMain').sort((a, b) => b[1] - a[1])[0];
  if (!main) return { longestMs: NaN, longestWallMs: NaN, workersMs: NaN };
  const onMain = tasks.filter((e) => `${e.pid}:${e.tid}` === main[0]);
  const pid = main[0].split(':')[0];
  const workers = [...busy]
    .filter(([k]) => k.startsWith(`${pid}:`) && /DedicatedWorker/.test(names.get(k) ?? ''))
    .reduce((a, [, us]) => a + us, 0);
  return {
    longestMs: Math.max(...onMain.map((e) => e.tdur!)) / 1000,
    longestWallMs: Math.max(...onMain.map((e) => e.dur ?? 0)) / 1000,
    workersMs: workers / 1000,
  };
}

/** One run of the sweep on screen under a trace. */
async function tracedRun(page: Page, points: number) {
  const dir = mkdtempSync(join(tmpdir(), 'flowlab-sweep-trace-'));
  const path = join(dir, 'trace.json');
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    path,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await runOnce(page, points);
  await browser.stopTracing();
  const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  rmSync(dir, { recursive: true, force: true });
  return traced(events);
}

/** Fills a number box and leaves it (its change event applies it). */
async function setBox(page: Page, testId: string, value: string): Promise<void> {
  const box = page.getByTestId(testId);
  await box.fill(value);
  await box.press('Tab');
}

async function measured(page: Page, name: string): Promise<number[]> {
  return page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
}

/** Runs the sweep on screen once; its time (ms), the long tasks while it ran and the points drawn. */
async function runOnce(page: Page, points: number): Promise<{ ms: number; long: number[] }> {
  await page.evaluate(() => {
    performance.clearMeasures();
    const w = window as unknown as { __long: number[]; __obs?: PerformanceObserver };
    w.__long = [];
    w.__obs?.disconnect();
    w.__obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    });
    w.__obs.observe({ type: 'longtask' });
  });
  await page.getByRole('button', { name: 'Run sweep' }).click();
  await page.waitForFunction(() => performance.getEntriesByName('flowlab:sweep-done').length > 0, null, {
    timeout: 120_000,
  });
  const [ms] = await measured(page, 'flowlab:sweep-done');
  const drawn = await page.getByTestId('sweep-status').textContent();
  if (!drawn?.startsWith(`${points} points in`)) throw new Error(`expected ${points} points, the page says "${drawn}"`);
  const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
  return { ms, long };
}

async function main() {
  if (!args.includes('--no-build')) execSync(BUILD, { stdio: 'ignore' });
  const server = await preview({ preview: { port: PORT, host: '127.0.0.1', strictPort: true } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto(BASE);
    await page.getByRole('figure', { name: /Passed and blocked QPS/ }).waitFor();
    // 60 s × 1,000 QPS, steady, through the default WarmUp rule (count 20)
    await page.getByRole('combobox', { name: 'Shape' }).selectOption('steady');
    await page.getByRole('spinbutton', { name: 'durationMs value' }).fill('60000');
    await page.getByRole('spinbutton', { name: 'rate value' }).fill('1000');
    await page.waitForFunction(() => !document.querySelector('.charts[aria-busy="true"]'));
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    await page.getByRole('button', { name: /Sweep$/ }).click();
    await page.getByRole('button', { name: 'Run sweep' }).waitFor();

    // 1-parameter: count 0…200 in 50 points
    await setBox(page, 'sweep-points-0', '50');
    const one: number[] = [];
    const longest: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await runOnce(page, 50);
      one.push(r.ms);
      longest.push(...r.long);
    }
    const trace1 = await tracedRun(page, 50);
    report('sweep-1d-50', median(one), 'ms', 1500, '<', {
      runs: one.map(round),
      scenario: '60 s × 1,000 QPS, WarmUp',
      workers: Math.max(1, cores - 1),
    });

    // 2-parameter: count × warmUpPeriodSec (from 1: Sentinel refuses a WarmUp rule without a warm-up), 20 × 20
    await setBox(page, 'sweep-points-0', '20');
    await page.getByRole('checkbox', { name: /Sweep a second parameter/ }).check();
    await setBox(page, 'sweep-from-1', '1');
    await setBox(page, 'sweep-points-1', '20');
    const two: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await runOnce(page, 400);
      two.push(r.ms);
      longest.push(...r.long);
    }
    const trace2 = await tracedRun(page, 400);
    report('sweep-2d-20x20', median(two), 'ms', 6000, '<', { runs: two.map(round), workers: Math.max(1, cores - 1) });
    report('sweep-thread-time', Math.max(trace1.longestMs, trace2.longestMs), 'ms', 50, '<=', {
      longestMainTaskWallMs: round(Math.max(trace1.longestWallMs, trace2.longestWallMs)),
      workerCpuPerPointMs: { '1d': round(trace1.workersMs / 50), '2d': round(trace2.workersMs / 400) },
    });
    report('sweep-longest-task', longest.length === 0 ? 0 : Math.max(...longest), 'ms', 50, '<=', {
      longTasks: longest.length,
      note: 'longtask entries start at 50 ms: 0 means no task reached 50 ms',
    });

    // Cancel: a 50 × 40 sweep, cancelled after 1 s; click → the panel idle
    await setBox(page, 'sweep-points-0', '50');
    await setBox(page, 'sweep-points-1', '40');
    const cancels: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate(() => performance.clearMeasures());
      await page.getByRole('button', { name: 'Run sweep' }).click();
      await page.waitForTimeout(1000);
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const status = document.querySelector('[data-testid="sweep-status"]')!;
            const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Cancel')!;
            const t0 = performance.now();
            const seen = new MutationObserver(() => {
              if (status.textContent?.startsWith('Cancelled')) {
                seen.disconnect();
                // the click's task ran and the page drew the idle state: the next frame
                requestAnimationFrame(() => resolve(performance.now() - t0));
              }
            });
            seen.observe(status, { childList: true, characterData: true, subtree: true });
            button.click();
          }),
      );
      cancels.push(ms);
      const text = await page.getByTestId('sweep-status').textContent();
      await page.waitForTimeout(1000);
      // nothing arrives after Cancel: the status stays as it was
      after.push((await page.getByTestId('sweep-status').textContent()) === text ? 0 : 1);
    }
    report('sweep-cancel', median(cancels), 'ms', 100, '<', {
      runs: cancels.map(round),
      pointsAfterCancel: after.reduce((a, b) => a + b, 0),
    });
    await context.close();
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

void main();

/**
 * The worker's runs (sim.worker.ts exposes them): `run` validates a scenario and simulates it in slices of
 * `SLICE_REQUESTS` requests, yielding to the event loop between slices so a newer `run` (a slider still moving)
 * or a `cancel` is seen within one slice; a run's first `QUIET_MS` go on without yielding or reporting progress,
 * so the short runs a drag asks for are one task. Latest request wins: every run carries an increasing id, and a
 * run whose id is no longer the newest stops at its next slice boundary and answers `{ status: 'cancelled' }`.
 * `runMany` (Compare mode) does the same for several scenarios, each for one limiter, with ids of its own: a
 * comparison and the main run never cancel each other. Results' typed arrays are transferred, never copied.
 */
import { transfer } from 'comlink';
import { issue } from '../engine/scenario/issues';
import { parseScenario } from '../engine/scenario/parse';
import type { Scenario } from '../engine/scenario';
import type { Family } from '../engine/limiters/contract';
import type { LimiterResult, SimResult } from '../engine/sim/result';
import { startSimulation, type Families } from '../engine/sim/simulate';
import { ensureEngines } from '../engine/limiters/engines';
import { collectBuffers } from './buffers';
import { chooseRun } from './run-choice';
import type { ProgressCallback, RunManyReply, RunReply } from './protocol';

/** Requests per slice: small enough that a newer request is seen within a few ms. */
export const SLICE_REQUESTS = 200_000;
/** A run's first QUIET_MS go on between slices without reporting progress or yielding (the bar shows after 300 ms). */
export const QUIET_MS = 12;

let latestId = 0;
let cancelledUpTo = 0;

// Yield to the event loop through a MessageChannel (setTimeout is clamped to ≥ 4 ms when nested).
const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => waiting.shift()?.();
export function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

function stale(id: number): boolean {
  return id !== latestId || id <= cancelledUpTo;
}

/** `runMany` (Compare mode) has its own ids: it runs beside `run`, and neither cancels the other. */
let latestManyId = 0;

/** The only family a limiter id needs (`sentinel:2` → the rules alone), or null for an unknown id. */
function familiesFor(limiterId: string): Families | null {
  const family = /^(sentinel|guava|limiters|chain):\d+$/.exec(limiterId)?.[1];
  if (family === undefined) return null;
  return onlyFamily(family as Family);
}

/** Just `family` (all of them with none). */
function onlyFamily(family: Family | undefined): Families {
  const all = family === undefined;
  return {
    sentinel: all || family === 'sentinel',
    guava: all || family === 'guava',
    chain: all || family === 'chain',
    limiters: all || family === 'limiters',
  };
}

/**
 * Where `run` and `runMany` report a long run's progress: the page's callbacks (comlink proxies), sent once per
 * worker by `setProgress`. A proxy passed with every call would open a MessageChannel per run.
 */
export const progress: { run: ProgressCallback | null; many: ProgressCallback | null } = { run: null, many: null };

/**
 * Validate `input` (plain JSON) and simulate it. With `only`, just that family of limiters is
 * simulated (the page shows one limiter at a time; ids and indexes stay as in the scenario),
 * while the whole scenario is validated and returned. With `fallback` (sent while the page has no
 * result yet), an invalid `input` still answers a run: the fallback's (src/worker/run-choice.ts).
 */
export async function run(id: number, input: unknown, only?: Family, fallback?: unknown): Promise<RunReply> {
  if (id > latestId) latestId = id;
  // Let any newer request that is already queued claim `latestId` before we start.
  await yieldToEvents();
  if (stale(id)) return { id, status: 'cancelled' };
  const t0 = performance.now();
  const choice = chooseRun(input, fallback);
  const parseMs = performance.now() - t0;
  if (!choice.ok && choice.fallback === null) {
    return { id, status: 'invalid', issues: choice.issues, warnings: choice.warnings };
  }
  const scenario = choice.ok ? choice.scenario : choice.fallback!;
  const families = onlyFamily(only);
  // the engine halves this run uses load on first use (each once): the run itself is synchronous
  await ensureEngines(scenario, families);
  if (stale(id)) return { id, status: 'cancelled' };
  const sim = startSimulation(scenario, families);
  let slices = 0;
  while (!sim.done) {
    sim.advance(SLICE_REQUESTS);
    slices++;
    if (sim.done) break;
    // a run a slider drag asks for ends in a few ms: it goes on without a progress message (two messages and a
    // task on each thread) or a yield; a newer request is still seen within QUIET_MS
    if (performance.now() - t0 < QUIET_MS) continue;
    if (progress.run) void progress.run(id, sim.progress);
    await yieldToEvents();
    if (stale(id)) return { id, status: 'cancelled' };
  }
  const result = sim.result();
  const workerMs = performance.now() - t0;
  result.elapsedMs = workerMs;
  const reply: RunReply = choice.ok
    ? { id, status: 'done', result, scenario, warnings: choice.warnings, slices, workerMs, parseMs }
    : {
        id,
        status: 'invalid',
        issues: choice.issues,
        warnings: choice.warnings,
        fallback: { result, scenario, workerMs },
      };
  return transfer(reply, collectBuffers(result));
}
/**
 * Compare mode: validate and simulate each scenario (same traffic, other limiters) with only the family
 * its limiter needs, and answer the chosen limiter of each on the shared tick grid. Newest call wins,
 * as with `run`; progress is over all scenarios together.
 */
export async function runMany(
  id: number,
  inputs: readonly unknown[],
  limiterIds: readonly string[],
): Promise<RunManyReply> {
  if (id > latestManyId) latestManyId = id;
  await yieldToEvents();
  if (id !== latestManyId) return { id, status: 'cancelled' };
  const t0 = performance.now();
  const invalid = (index: number, path: (string | number)[], detail: string): RunManyReply => ({
    id,
    status: 'invalid',
    index,
    issues: [issue(path, detail)],
  });
  const scenarios: Scenario[] = [];
  for (let i = 0; i < inputs.length; i++) {
    const parsed = parseScenario(inputs[i]);
    if (!parsed.ok) return { id, status: 'invalid', index: i, issues: parsed.issues };
    const s = parsed.value;
    // one time axis for every chart: the UI keeps these equal, this guards the charts against a caller that did not
    const first = scenarios[0] ?? s;
    if (s.durationMs !== first.durationMs) return invalid(i, ['durationMs'], 'must be the same in every variant');
    if (s.view.tickMs !== first.view.tickMs) return invalid(i, ['view', 'tickMs'], 'must be the same in every variant');
    scenarios.push(s);
  }
  const limiters: LimiterResult[] = [];
  let grid: Pick<SimResult, 'tickMs' | 'ticks' | 'durationMs' | 'startMs'> | null = null;
  for (let i = 0; i < scenarios.length; i++) {
    const families = familiesFor(limiterIds[i] ?? '');
    if (!families) return invalid(i, ['view', 'limiter'], `"${limiterIds[i]}" is not a limiter id`);
    await ensureEngines(scenarios[i], families);
    if (id !== latestManyId) return { id, status: 'cancelled' };
    const sim = startSimulation(scenarios[i], families);
    while (!sim.done) {
      sim.advance(SLICE_REQUESTS);
      if (sim.done) break;
      if (progress.many) void progress.many(id, (i + sim.progress) / scenarios.length);
      await yieldToEvents();
      if (id !== latestManyId) return { id, status: 'cancelled' };
    }
    const result = sim.result();
    const chosen = result.limiters.find((l) => l.id === limiterIds[i]);
    if (!chosen) return invalid(i, ['view', 'limiter'], `this scenario has no limiter ${limiterIds[i]}`);
    limiters.push(chosen);
    grid ??= { tickMs: result.tickMs, ticks: result.ticks, durationMs: result.durationMs, startMs: result.startMs };
    if (i + 1 < scenarios.length) {
      await yieldToEvents();
      if (id !== latestManyId) return { id, status: 'cancelled' };
    }
  }
  if (!grid) return invalid(0, [], 'there is nothing to compare');
  const reply: RunManyReply = { id, status: 'done', grid, limiters, scenarios, workerMs: performance.now() - t0 };
  const buffers = collectBuffers({ ...grid, limiters } satisfies SimResult);
  return transfer(reply, buffers);
}
/** Stops every run with an id up to `id` at its next slice boundary. */
export function cancel(id: number): void {
  if (id > cancelledUpTo) cancelledUpTo = id;
}

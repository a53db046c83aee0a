/**
 * The simulation: one scenario in, one SimResult out (contract in result.ts), as a pure function.
 *
 * WHAT IT DOES. It generates the scenario's traffic once (seeded, `generateTraffic`) and runs every
 * limiter of the scenario on those SAME arrivals, independently:
 *   - each Sentinel flow rule in `scenario.rules` → `sentinel:<i>` (sentinel-runner.ts), built as
 *     Sentinel would load it (sentinel-limiter.ts: a rule Sentinel drops runs as `sentinel-none`);
 *   - each Guava limiter in `scenario.guava` → `guava:<i>` (guava-runner.ts);
 *   - each item of `scenario.limiters` → `limiters:<i>`, run by the runner its module declares.
 * Which module runs a configuration is the registry's answer (limiters/registry.ts): a Sentinel rule's by the
 * controller Sentinel loads, a Guava or `limiters` item's by its `type`, the chain's by name.
 * Each gets its own per-tick series, capped request log and summary (limiter-track.ts), so the UI
 * can show one and compare several. Nothing reads a real clock or a random source: the same
 * scenario gives the same bytes in every typed array.
 *
 * SLICES. `startSimulation` returns a SimulationRun that the worker advances a few hundred
 * thousand request decisions at a time, to report progress and stay cancellable. Its first `advance` only
 * generates the traffic (for 1 h at 10,000 QPS that is a step of its own, about as long as one limiter's pass,
 * and `progress` counts it as one), so a run reports progress before its first decision. The work runs
 * limiter by limiter (all requests through one limiter, then the next — tight, monomorphic
 * loops); a runner keeps everything it needs between slices in its own fields, so any slicing
 * gives bit-identical results to `simulate`, which is one slice of everything.
 *
 * LONG RUNS. A scenario may last 1 h at 10,000 QPS (36,000,000 requests). The traffic is then about 800 MB of
 * columns for one source (generate.ts); the per-tick series still cover the whole run (1,800 ticks of 2 s); each
 * limiter's request log keeps its first REQUEST_LOG_ROWS requests and says `truncated` (the Requests chart reads
 * "first N of M requests shown"); an explanation re-generates the traffic and re-runs the limiter up to the
 * request it is asked about, so any logged request can still be explained (about a second of work at that size).
 *
 * LOWER LEVEL. `startSimulationOn(scenario, arrivals)` / `simulateArrivals` take the arrivals as
 * columns instead of generating them (the scenario's traffic is then ignored): for replaying a
 * recorded trace with its own per-request acquire, priority, run time and error flag.
 *
 * ALONE AND TOGETHER. Each `sentinel:<i>` runs flow rule i alone on the requests entering its
 * resource, as if it were the only rule: what the rule itself does. `chain:0` runs every Sentinel
 * rule of the scenario — flow, degrade, authority, system — together through the slot chain
 * (chain-runner.ts), as one Sentinel instance would: there a request blocked by one rule never
 * reaches the next, origins and contexts select nodes, and waits delay the later slots.
 */
import type { RunContext } from '../limiters/contract';
import { flowParts, limiterEngine } from '../limiters/engines';
import { moduleOfType } from '../limiters/registry';
import { resolveColdFactor } from '../sentinel/flow-rule';
import type { Scenario } from '../scenario';
import { requestsOf, sourceIdentitiesOf, trafficOf, withRuleLists } from './inputs';
import type { LimiterResult, SimResult, SimulationRun } from './result';
import type { Arrivals, LimiterRunner, RunGrid } from './runner';
import { buildSentinelLimiter } from './sentinel-limiter';
import { SentinelRunner } from './sentinel-runner';
import { chooseTickMs, tickCount } from './ticks';

export type { Arrivals } from './runner';

/** A limiter's request log keeps at most this many rows… */
export const REQUEST_LOG_ROWS = 100_000;
/** …and all limiters' logs together at most this many (so 24 limiters keep 25,000 rows each). */
export const REQUEST_LOG_BUDGET = 600_000;

/**
 * Which limiters a run simulates: every Sentinel rule alone (`sentinel`), the Guava limiters (`guava`), and all
 * Sentinel rules together through the slot chain (`chain`, when the scenario has any Sentinel rule). The worker
 * asks only for what is on screen; ids never change with the choice.
 */
export interface Families {
  sentinel: boolean;
  guava: boolean;
  chain: boolean;
  /** the `limiters` list (absent: as `guava`, so callers written before it existed run it beside Guava) */
  limiters?: boolean;
}
export const ALL_FAMILIES: Families = { sentinel: true, guava: true, chain: true, limiters: true };
/** What a caller gets without asking: each rule and limiter alone (the chain is asked for by name). */
export const DEFAULT_FAMILIES: Families = { sentinel: true, guava: true, chain: false, limiters: true };

/** What a run keeps beyond its decisions. */
export interface RunOptions {
  /**
   * The result is read for its summaries only (a sweep point): every summary is the same number for number, and
   * each request log keeps only the columns every log has (`tMs`, `acquire`, `prioritized`, `outcome`, `waitMs`:
   * the busiest second is counted from them), its decision columns and the chain's own columns empty. Writing and
   * allocating those columns was about a fifth of a WarmUp rule's run of 60 s × 1,000 QPS. A Sentinel rule alone
   * (`sentinel:<i>`) also leaves its per-tick series unsampled and, for a QPS rule, skips the requests' completions
   * (thread count, RT), which none of its decisions reads (FlowSim.skipCompletions): read only the summaries.
   */
  readonly summariesOnly?: boolean;
}
/** Every column of every log (what the app and `simulate` read). */
export const FULL_RUN: RunOptions = {};
/** Summaries only (a sweep's points): see RunOptions.summariesOnly. */
export const SUMMARIES_ONLY: RunOptions = { summariesOnly: true };

/** Starts a run of `scenario`: its first `advance` generates the traffic, the later ones decide. */
export function startSimulation(
  scenario: Scenario,
  families: Families = DEFAULT_FAMILIES,
  options: RunOptions = FULL_RUN,
): SimulationRun {
  return new Simulation(scenario, () => trafficOf(scenario), families, options);
}

/** The whole run in one call; bit-identical to `startSimulation` advanced in any slices. */
export function simulate(
  scenario: Scenario,
  families: Families = DEFAULT_FAMILIES,
  options: RunOptions = FULL_RUN,
): SimResult {
  return runToEnd(startSimulation(scenario, families, options));
}

/**
 * Starts a run of the scenario's limiters on the given arrivals instead of generated traffic.
 * @throws RangeError when the arrivals are not sorted or fall outside [0, durationMs)
 */
export function startSimulationOn(
  scenario: Scenario,
  arrivals: Arrivals,
  families: Families = DEFAULT_FAMILIES,
  options: RunOptions = FULL_RUN,
): SimulationRun {
  return new Simulation(scenario, arrivals, families, options);
}

/** What Simulation needs from the arrivals before building its runners. */
type ArrivalsSource = Arrivals | (() => Arrivals);

/** `startSimulationOn` run to the end. */
export function simulateArrivals(
  scenario: Scenario,
  arrivals: Arrivals,
  families: Families = DEFAULT_FAMILIES,
  options: RunOptions = FULL_RUN,
): SimResult {
  return runToEnd(startSimulationOn(scenario, arrivals, families, options));
}

function runToEnd(run: SimulationRun): SimResult {
  while (!run.done) run.advance(Infinity);
  return run.result();
}

class Simulation implements SimulationRun {
  private readonly runners: { runner: LimiterRunner; arrivals: Arrivals }[] = [];
  private readonly results: LimiterResult[] = [];
  private grid: RunGrid | null = null;
  private readonly durationMs: number;
  private total = 0;
  /** The runner being advanced, and the next request it decides. */
  private current = 0;
  private next = 0;
  /** Traffic still to generate (the first `advance` does it), or null once the runners are built. */
  private pending: { scenario: Scenario; generate: () => Arrivals; families: Families } | null = null;
  private readonly summariesOnly: boolean;

  constructor(given: Scenario, arrivals: ArrivalsSource, families: Families, options: RunOptions) {
    const scenario = withRuleLists(given);
    this.durationMs = scenario.durationMs;
    this.summariesOnly = options.summariesOnly === true;
    if (typeof arrivals === 'function') this.pending = { scenario, generate: arrivals, families };
    else this.build(scenario, arrivals, families);
  }

  private build(scenario: Scenario, arrivals: Arrivals, families: Families): void {
    checkArrivals(arrivals, scenario.durationMs);
    const tickMs = chooseTickMs(scenario.durationMs, scenario.view.tickMs);
    const anySentinelRule =
      scenario.rules.length +
        scenario.degradeRules.length +
        scenario.authorityRules.length +
        scenario.systemRules.length +
        (scenario.paramFlowRules ?? []).length +
        (scenario.gatewayFlowRules ?? []).length >
      0;
    const withChain = families.chain && anySentinelRule;
    const ruleRuns = families.sentinel ? scenario.rules.length : 0;
    const guavaRuns = families.guava ? scenario.guava.length : 0;
    const withLimiters = families.limiters ?? families.guava;
    const items = withLimiters ? (scenario.limiters ?? []) : [];
    const limiters = ruleRuns + guavaRuns + items.length + (withChain ? 1 : 0);
    const grid: RunGrid = {
      startMs: scenario.startMs,
      tickMs,
      ticks: tickCount(scenario.durationMs, tickMs),
      totalRequests: arrivals.count,
      logRows: Math.min(REQUEST_LOG_ROWS, Math.floor(REQUEST_LOG_BUDGET / Math.max(1, limiters))),
      summariesOnly: this.summariesOnly,
    };
    this.grid = grid;
    const coldFactor = resolveColdFactor(scenario.coldFactor).value;
    const identities = sourceIdentitiesOf(scenario);
    if (families.sentinel) {
      scenario.rules.forEach((rule, i) => {
        const limiter = buildSentinelLimiter(rule, i, scenario.sentinelVersion, coldFactor, scenario.startMs);
        // A rule alone sees the requests that enter its resource.
        const own = requestsOf(arrivals, identities, rule.resource);
        const ownGrid = { ...grid, totalRequests: own.count };
        this.runners.push({ runner: new SentinelRunner(limiter, `sentinel:${i}`, ownGrid), arrivals: own });
      });
    }
    // every other family: the runner its module declares, on every arrival
    const add = (family: 'guava' | 'limiters', type: unknown, index: number) => {
      const module = moduleOfType(family, type);
      const runner = module === undefined ? null : (limiterEngine(module.kind)?.runner ?? null);
      if (runner === null) throw new Error(`${family}[${index}]: no limiter module of type ${String(type)} runs here`);
      const ctx: RunContext = { scenario, index, id: `${family}:${index}`, grid, flows: flowParts };
      this.runners.push({ runner: runner(ctx, arrivals), arrivals });
    };
    if (families.guava) scenario.guava.forEach((config, i) => add('guava', config.type, i));
    items.forEach((config, i) => add('limiters', config.type, i));
    if (withChain) {
      const ctx: RunContext = { scenario, index: 0, id: 'chain:0', grid, flows: flowParts };
      this.runners.push({ runner: limiterEngine('sentinel-chain')!.runner!(ctx, arrivals), arrivals });
    }
    this.total = this.runners.reduce((n, r) => n + r.arrivals.count, 0);
  }

  get done(): boolean {
    return this.pending === null && this.current >= this.runners.length;
  }

  /** Generating the traffic counts as one limiter's pass: 0 before it, then every decision adds its share. */
  get progress(): number {
    if (this.pending !== null) return 0;
    if (this.total === 0) return this.done ? 1 : 0;
    let before = 0;
    for (let i = 0; i < this.current && i < this.runners.length; i++) before += this.runners[i].arrivals.count;
    const passes = Math.max(1, this.runners.length);
    const generated = this.total / passes; // one pass's worth of requests
    return (generated + before + this.next) / (generated + this.total);
  }

  advance(maxRequests: number): void {
    if (this.pending !== null) {
      // the first slice generates the traffic and nothing else, so the caller can report it before deciding
      const { scenario, generate, families } = this.pending;
      this.pending = null;
      this.build(scenario, generate(), families);
      return;
    }
    let budget = maxRequests;
    while (this.current < this.runners.length) {
      const { runner, arrivals } = this.runners[this.current];
      const n = arrivals.count;
      if (this.next < n) {
        if (!(budget > 0)) return;
        const to = Math.min(n, this.next + budget);
        runner.run(arrivals, this.next, to);
        budget -= to - this.next;
        this.next = to;
        if (to < n) return;
      }
      this.results.push(runner.finish());
      this.current++;
      this.next = 0;
    }
  }

  result(): SimResult {
    if (!this.done) throw new Error('the simulation is not finished: call advance() until done');
    const { tickMs, ticks, startMs } = this.grid!;
    return { tickMs, ticks, durationMs: this.durationMs, startMs, limiters: this.results };
  }
}

function checkArrivals(a: Arrivals, durationMs: number): void {
  const endUs = durationMs * 1000;
  const t = a.tUs;
  let prev = 0;
  for (let i = 0; i < a.count; i++) {
    const v = t[i];
    if (!(v >= prev && v < endUs)) {
      throw new RangeError(`arrival ${i} at ${v} µs: arrivals must be sorted and within [0, ${endUs}) µs`);
    }
    prev = v;
  }
}

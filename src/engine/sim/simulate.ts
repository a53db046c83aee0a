/**
 * The simulation: one scenario in, one SimResult out (contract in result.ts), as a pure function.
 *
 * WHAT IT DOES. It generates the scenario's traffic once (seeded, `generateTraffic`) and runs every
 * limiter of the scenario on those SAME arrivals, independently:
 *   - each Sentinel flow rule in `scenario.rules` → `sentinel:<i>` (sentinel-runner.ts), built as
 *     Sentinel would load it (sentinel-limiter.ts: a rule Sentinel drops runs as `sentinel-none`);
 *   - each Guava limiter in `scenario.guava` → `guava:<i>` (guava-runner.ts).
 * Each gets its own per-tick series, capped request log and summary (limiter-track.ts), so the UI
 * can show one and compare several. Nothing reads a real clock or a random source: the same
 * scenario gives the same bytes in every typed array.
 *
 * SLICES. `startSimulation` returns a SimulationRun that the worker advances a few hundred
 * thousand request decisions at a time, to report progress and stay cancellable. The work runs
 * limiter by limiter (all requests through one limiter, then the next — tight, monomorphic
 * loops); a runner keeps everything it needs between slices in its own fields, so any slicing
 * gives bit-identical results to `simulate`, which is one slice of everything.
 *
 * LOWER LEVEL. `startSimulationOn(scenario, arrivals)` / `simulateArrivals` take the arrivals as
 * columns instead of generating them (the scenario's traffic is then ignored): for replaying a
 * recorded trace with its own per-request acquire, priority, run time and error flag.
 *
 * NOT YET MODELLED. Several flow rules on one resource do not interact here: Sentinel's FlowSlot
 * checks them in order and a request blocked by one never reaches the next (nor is it counted as
 * passed for the others), while Flowlab runs each rule alone on all the traffic, as if each were
 * the only rule. The slot chain across rules is a later issue.
 */
import { resolveColdFactor } from '../sentinel/flow-rule';
import type { Scenario } from '../scenario';
import { generateTraffic } from '../traffic';
import { GuavaRunner } from './guava-runner';
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

/** Starts a run of `scenario`: generates its traffic; `advance` does the rest. */
export function startSimulation(scenario: Scenario): SimulationRun {
  const { traffic, injections, durationMs, seed } = scenario;
  return startSimulationOn(scenario, generateTraffic({ traffic, injections, durationMs, seed }));
}

/** The whole run in one call; bit-identical to `startSimulation` advanced in any slices. */
export function simulate(scenario: Scenario): SimResult {
  return runToEnd(startSimulation(scenario));
}

/**
 * Starts a run of the scenario's limiters on the given arrivals instead of generated traffic.
 * @throws RangeError when the arrivals are not sorted or fall outside [0, durationMs)
 */
export function startSimulationOn(scenario: Scenario, arrivals: Arrivals): SimulationRun {
  return new Simulation(scenario, arrivals);
}

/** `startSimulationOn` run to the end. */
export function simulateArrivals(scenario: Scenario, arrivals: Arrivals): SimResult {
  return runToEnd(startSimulationOn(scenario, arrivals));
}

function runToEnd(run: SimulationRun): SimResult {
  run.advance(Infinity);
  return run.result();
}

class Simulation implements SimulationRun {
  private readonly runners: LimiterRunner[] = [];
  private readonly results: LimiterResult[] = [];
  private readonly grid: RunGrid;
  private readonly durationMs: number;
  /** The runner being advanced, and the next request it decides. */
  private current = 0;
  private next = 0;

  constructor(
    scenario: Scenario,
    private readonly arrivals: Arrivals,
  ) {
    this.durationMs = scenario.durationMs;
    checkArrivals(arrivals, scenario.durationMs);
    const tickMs = chooseTickMs(scenario.durationMs, scenario.view.tickMs);
    const limiters = scenario.rules.length + scenario.guava.length;
    this.grid = {
      startMs: scenario.startMs,
      tickMs,
      ticks: tickCount(scenario.durationMs, tickMs),
      totalRequests: arrivals.count,
      logRows: Math.min(REQUEST_LOG_ROWS, Math.floor(REQUEST_LOG_BUDGET / Math.max(1, limiters))),
    };
    const coldFactor = resolveColdFactor(scenario.coldFactor).value;
    scenario.rules.forEach((rule, i) => {
      const limiter = buildSentinelLimiter(rule, i, scenario.sentinelVersion, coldFactor, scenario.startMs);
      this.runners.push(new SentinelRunner(limiter, `sentinel:${i}`, this.grid));
    });
    scenario.guava.forEach((config, i) => this.runners.push(new GuavaRunner(config, i, this.grid)));
  }

  get done(): boolean {
    return this.current >= this.runners.length;
  }

  get progress(): number {
    const total = this.arrivals.count * this.runners.length;
    if (total === 0) return this.done ? 1 : 0;
    return (this.current * this.arrivals.count + this.next) / total;
  }

  advance(maxRequests: number): void {
    let budget = maxRequests;
    const n = this.arrivals.count;
    while (this.current < this.runners.length) {
      const runner = this.runners[this.current];
      if (this.next < n) {
        if (!(budget > 0)) return;
        const to = Math.min(n, this.next + budget);
        runner.run(this.arrivals, this.next, to);
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
    const { tickMs, ticks, startMs } = this.grid;
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

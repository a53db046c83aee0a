/**
 * The run and the explainer shared by the `limiters`-family modules that decide one request at a time with no
 * family of their own (Spring Cloud Gateway's Redis script, Sentinel-Go's flow rules, nginx limit_req and the
 * textbook algorithms): each module writes a `Stepper` — build the limiter from its item, decide one request,
 * say its verdict, its logged columns and its state at a tick end — and gets its `LimiterRunner` and its
 * `explain` from here, so no two modules copy the tick and log bookkeeping.
 *
 * A stepper's `step` returns the engine's own record of the decision (the object the algorithm returns); the
 * explainer re-runs the stepper up to the request and turns that one record into steps (`steps`), so an
 * explanation shows the numbers the engine decided with, never a recomputation.
 */
import type { Explanation, Step } from '../explain/types';
import type { Scenario } from '../scenario';
import { busiestSecondOfLog } from '../sim/busiest-window';
import { Outcome, type LimiterResult, type LimiterSeries } from '../sim/result';
import { LimiterRunner, type Arrivals, type RunGrid } from '../sim/runner';
import type { ExplainContext, LimiterEngine, RunContext } from './contract';
import type { Phrase } from '../phrase';

/** The state a stepper reports at a tick end: shared series it fills (NaN where absent) and its own series. */
export interface TickState {
  /** `LimiterSeries` values (only the keys given are written) */
  readonly series: Partial<Record<keyof LimiterSeries, number>>;
  /** its own series, in the order of `ownSeries` */
  readonly own: readonly number[];
}

/** One limiter of a module, deciding requests in time order (ms since the run's start). */
export interface Stepper<R> {
  readonly className: string;
  /** what it is, in the page's words (`summary.…`) */
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  /** decides a request of `acquire` permits arriving `tMs` after the start (µs precision) */
  step(tMs: number, acquire: number): R;
  /** the verdict of a record: passed, waited (with its wait) or blocked */
  verdict(r: R): { readonly outcome: Outcome; readonly waitMs: number };
  /** the decision time the log shows for a request at `tMs` (whole ms for limiters on a ms clock) */
  decisionMs(tMs: number): number;
  /** the logged columns of a record, in the module's column order */
  columns(r: R): readonly number[];
  /** the state at `endMs` after the start, read-only */
  sample(endMs: number): TickState;
}

/** How a module builds its stepper and explains a record: everything else is shared. */
export interface SteppedModule<C, R> {
  readonly kind: string;
  /** the module's column names (its `columns`), in order */
  readonly columns: readonly string[];
  /** the module's own series names (its `seriesColumns`), in order */
  readonly ownSeries: readonly string[];
  make(config: C, scenario: Scenario, index: number): Stepper<R>;
  /** the explanation's steps for one record (the last check gives the verdict) */
  steps(r: R, stepper: Stepper<R>, config: C): Step[];
}

class SteppedRunner<R> extends LimiterRunner {
  constructor(
    private readonly stepper: Stepper<R>,
    id: string,
    kind: string,
    grid: RunGrid,
    private readonly columnNames: readonly string[],
    private readonly ownNames: readonly string[],
  ) {
    super(
      { id, kind, className: stepper.className, label: stepper.label, constants: stepper.constants },
      grid,
      columnNames,
      ownNames,
    );
  }

  run(a: Arrivals, from: number, to: number): void {
    const { stepper } = this;
    const cols = this.columnNames.map((name) => this.track.log.columns[name]);
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const tMs = tUs / 1000;
      const acquire = a.acquire[i];
      const r = stepper.step(tMs, acquire);
      const { outcome, waitMs } = stepper.verdict(r);
      const decidedMs = stepper.decisionMs(tMs);
      const passTick = Math.floor((decidedMs + waitMs) / this.tickMs);
      if (!this.book(a, i, decidedMs, outcome, waitMs, passTick)) continue;
      const values = stepper.columns(r);
      for (let c = 0; c < cols.length; c++) cols[c][i] = values[c];
    }
  }

  override finish(): LimiterResult {
    const result = super.finish();
    // the busiest second at the pass times (arrival + wait), on the limiter's own clock
    result.summary.busiest1s = busiestSecondOfLog(result.requests, this.stepper.decisionMs === wholeMs);
    return result;
  }

  protected sample(k: number, endMs: number): void {
    const state = this.stepper.sample(endMs);
    const series = this.track.series as unknown as Record<string, Float64Array>;
    for (const [key, value] of Object.entries(state.series)) series[key][k] = value;
    const own = this.track.ownSeries;
    this.ownNames.forEach((name, j) => (own[name][k] = state.own[j]));
  }
}

/** The module's item `index` of the scenario's `limiters` list (as parsed: defaults filled in). */
export function itemOf<C>(s: Scenario, index: number): C | undefined {
  return (s.limiters ?? [])[index] as C | undefined;
}

/** The engine half of a stepped module: its runner and its explainer. */
export function steppedEngine<C, R>(m: SteppedModule<C, R>): LimiterEngine {
  return {
    flow: null,
    runner: (ctx: RunContext, arrivals: Arrivals) => {
      void arrivals;
      const config = itemOf<C>(ctx.scenario, ctx.index);
      if (config === undefined) throw new Error(`${ctx.id}: no such item`);
      const stepper = m.make(config, ctx.scenario, ctx.index);
      return new SteppedRunner(stepper, ctx.id, m.kind, ctx.grid, m.columns, m.ownSeries);
    },
    explain: ({ scenario: s, index, id, arrivals: a }: ExplainContext, requestIndex: number): Explanation | null => {
      const config = itemOf<C>(s, index);
      if (config === undefined) return null;
      if (requestIndex >= a.count) return null;
      const stepper = m.make(config, s, index);
      for (let i = 0; i < requestIndex; i++) stepper.step(a.tUs[i] / 1000, a.acquire[i]);
      const tMs = a.tUs[requestIndex] / 1000;
      const r = stepper.step(tMs, a.acquire[requestIndex]);
      const v = stepper.verdict(r);
      return {
        limiterId: id,
        requestIndex,
        tMs: stepper.decisionMs(tMs),
        className: stepper.className,
        verdict: { pass: v.outcome !== Outcome.Blocked, waitMs: v.waitMs },
        steps: m.steps(r, stepper, config),
      };
    },
  };
}

/** The verdicts that carry no wait, shared (a stepper's `verdict` runs once per request). */
export const PASSED = Object.freeze({ outcome: Outcome.Passed, waitMs: 0 });
export const BLOCKED = Object.freeze({ outcome: Outcome.Blocked, waitMs: 0 });

/** A runner's whole-ms clock: the floor of the arrival (µs precision) in ms. */
export const wholeMs = (tMs: number): number => Math.floor(tMs);
/** An exact clock: the arrival as it is. */
export const exactMs = (tMs: number): number => tMs;

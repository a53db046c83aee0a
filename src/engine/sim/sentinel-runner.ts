/**
 * Runs one Sentinel flow rule over the run's arrivals: each request goes through FlowSim.arrive (the
 * slot chain around the rule's controller, conformance README "what happens per event") at the
 * whole millisecond Sentinel reads, `startMs + floor(tUs / 1000)`, with the request's own acquire
 * count, priority, run time and error flag. The verdict and the numbers it was made from (the
 * controllers' `lastDecision` explain records) go to the request log.
 *
 * SAMPLING WITHOUT SIDE EFFECTS. Sentinel's own reads (`passQps()` …) create and reset buckets, and
 * a created bucket is where borrowed quota lands (behaviour 6), so a chart that read the node the
 * way Sentinel does could change what later requests see. At a tick end the runner only:
 *   1. `drainUntil(tickEnd)`: runs the deferred actions due by then (pass bookings, completions),
 *      each at its own due time — exactly what the next arrival would run first anyway, in the
 *      same (due, creation) order, so no decision can differ;
 *   2. `peekState()`: the same numbers without creating or resetting any bucket;
 *   3. controller getters and the pure `warningQpsAt(storedTokens)`.
 * The passQps a DefaultController compares (not in its explain record) is read the same way just
 * before `arrive`, for the requests the log keeps: drain to the arrival ms, then peek. test/engine/sim/simulate.test.ts checks that
 * every decision equals a plain FlowSim loop with no sampling at all.
 *
 * Units. The series and log are in ms since the start; ThrottlingController's nanosecond mode keeps
 * `latestPassedTime` on the simulated nano clock (NANO_ORIGIN + ms since start · 1e6), converted
 * here. Waits are exact (waitNs / 1e6) while the deferred pass is booked at t + floor(waitNs / 1e6),
 * as in Sentinel, so `passed` counts it in that millisecond's tick.
 */
import type { FlowRecorder } from '../limiters/flow-part';
import type { TokenSyncExplain, WarmUpController } from '../sentinel/controllers/warm-up';
import type { FlowSim } from '../sentinel/flow-sim';
import { busiestSecondOfLog } from './busiest-window';
import { type LimiterResult, outcomeOf } from './result';
import { LimiterRunner, type Arrivals, type RunGrid } from './runner';
import type { SentinelLimiter } from './sentinel-limiter';
import { encodeTokenSync } from './token-sync-code';

export class SentinelRunner extends LimiterRunner {
  private readonly sim: FlowSim;
  /** What the rule's module logs and samples (limiters/sentinel-recorders.ts). */
  private readonly recorder: FlowRecorder;
  /** WarmUp / WarmUpRateLimiter: the controller whose token sync is charted. */
  private readonly warmUp: WarmUpController | null;
  private readonly warningToken: number;
  /** False for a summaries-only run (RunGrid.summariesOnly): the per-tick series are left unsampled. */
  private readonly sampled: boolean;
  /** WarmUp: the second (absolute ms) of the last token sync written to `syncBranch`. */
  private lastSyncSecondMs = -1;

  constructor(limiter: SentinelLimiter, id: string, grid: RunGrid) {
    const { kind, className, label, constants, module } = limiter;
    super(
      { id, kind, className, label, constants },
      grid,
      module.columns.map((c) => c.name),
    );
    this.sim = limiter.sim;
    const c = this.sim.controller;
    // a summaries-only run (RunGrid.summariesOnly) writes no decision column: the recorder is one that logs nothing
    this.recorder =
      module.flow === null || c === null || grid.summariesOnly === true
        ? { readsBefore: null, warmUp: null, record() {}, sample() {} }
        : module.flow.recorder(c, {
            columns: this.track.log.columns,
            count: this.sim.rule?.count ?? NaN,
            startMs: grid.startMs,
          });
    this.warmUp = this.recorder.warmUp?.c ?? null;
    // summaries only: no series either, and completions skipped where no decision reads them (FlowSim)
    this.sampled = grid.summariesOnly !== true;
    if (!this.sampled) this.sim.skipCompletions();
    this.warningToken = this.recorder.warmUp?.warningToken ?? NaN;
  }

  run(a: Arrivals, from: number, to: number): void {
    const { sim, track, warmUp, recorder } = this;
    const startMs = this.grid.startMs;
    const log = track.log;
    const rows = track.rows;
    const node = sim.node;
    const reads = recorder.readsBefore;
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const relMs = Math.floor(tUs / 1000);
      const now = startMs + relMs;
      const acquire = a.acquire[i];
      // What DefaultController reads (not in an explain record): drain to `now` and peek — only for logged rows.
      let before = NaN;
      if (i < rows && reads !== null) {
        sim.drainUntil(now);
        before = reads === 'passQps' ? node.peekPassQps() : node.curThreadNum();
      }
      const d = sim.arrive(now, acquire, a.prioritized[i] === 1, a.rtMs[i], a.error[i] === 1);
      const waitMs = d.pass ? (d.waitNs > 0 ? d.waitNs / 1e6 : d.waitMs) : 0;
      const outcome = outcomeOf(d.pass, waitMs);
      track.record(this.tick, acquire, outcome, waitMs, Math.floor((relMs + d.waitMs) / this.tickMs));
      // the sync's explain record is built on read: only when a new second's sync ran
      if (warmUp !== null && warmUp.lastSyncSecondMs !== this.lastSyncSecondMs) this.recordSync(warmUp.lastSync);
      if (i >= rows) continue;
      log.tMs[i] = relMs;
      log.acquire[i] = acquire;
      log.prioritized[i] = a.prioritized[i];
      log.outcome[i] = outcome;
      log.waitMs[i] = waitMs;
      recorder.record(i, before);
    }
  }

  /** A new second's token sync (WarmUp): which branch it took and the previousPassQps it read, in this tick. */
  private recordSync(sync: TokenSyncExplain): void {
    this.lastSyncSecondMs = sync.secondMs;
    const code = encodeTokenSync(sync, this.warningToken);
    if (code !== code) return; // same second: nothing happened
    const s = this.track.series;
    s.syncBranch[this.tick] = code;
    s.syncPrevQps[this.tick] = sync.previousPassQps;
  }

  override finish(): LimiterResult {
    const result = super.finish();
    // Sentinel books a deferred pass on the whole ms: the busiest span counts it there
    result.summary.busiest1s = busiestSecondOfLog(result.requests, true);
    return result;
  }

  protected sample(k: number, endMs: number): void {
    if (!this.sampled) return; // draining early changes no decision (see the header): skipping it changes none
    const sim = this.sim;
    const s = this.track.series;
    sim.drainUntil(this.grid.startMs + endMs);
    const st = sim.peekState();
    s.threads[k] = st.curThreadNum;
    s.passQps[k] = st.passQps;
    s.blockQps[k] = st.blockQps;
    this.recorder.sample(st, s, k, endMs);
  }
}

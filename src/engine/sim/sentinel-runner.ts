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
import { NANO_ORIGIN } from '../clock';
import type { RateLimiterController } from '../sentinel/controllers/rate-limiter';
import type { ThrottlingController } from '../sentinel/controllers/throttling';
import { WarmUpController, type TokenSyncExplain } from '../sentinel/controllers/warm-up';
import { WarmUpRateLimiterController } from '../sentinel/controllers/warm-up-rate-limiter';
import type { FlowSim } from '../sentinel/flow-sim';
import { busiestSecondOfLog } from './busiest-window';
import { Outcome, type LimiterResult } from './result';
import { LimiterRunner, type Arrivals, type RunGrid } from './runner';
import type { SentinelLimiter } from './sentinel-limiter';
import { encodeTokenSync } from './token-sync-code';

const NONE = 0;
const DEFAULT_QPS = 1;
const THREAD = 2;
const WARM_UP = 3;
const PACING = 4;
const WARM_UP_PACING = 5;

export class SentinelRunner extends LimiterRunner {
  private readonly sim: FlowSim;
  private readonly mode: number;
  private readonly count: number;
  /** ThrottlingController in nanosecond mode. */
  private readonly nanos: boolean = false;
  private readonly maxQueueingTimeMs: number = NaN;
  /** WarmUp / WarmUpRateLimiter: the controller (for the pure warningQpsAt and its explain record). */
  private readonly warmUp: WarmUpController | null = null;
  /** Pacing (RateLimiter, Throttling, WarmUpRateLimiter): the controller, for the explain record of the queue step. */
  private readonly pacer: RateLimiterController | ThrottlingController | WarmUpRateLimiterController | null = null;
  /** WarmUp: the second (absolute ms) of the last token sync written to `syncBranch`. */
  private lastSyncSecondMs = -1;

  constructor(limiter: SentinelLimiter, id: string, grid: RunGrid) {
    const { kind, className, label } = limiter;
    // the refill threshold above warningToken, (int)count / coldFactor, as the controller computed it
    const w = limiter.sim.controller;
    const constants =
      w instanceof WarmUpController ? { ...limiter.constants, coolDownQps: w.coolDownQps } : limiter.constants;
    super({ id, kind, className, label, constants }, grid);
    this.sim = limiter.sim;
    this.mode = modeOf(kind);
    this.count = this.sim.rule?.count ?? NaN;
    const c = this.sim.controller;
    if (this.mode === WARM_UP) {
      this.warmUp = c as WarmUpController;
    } else if (this.mode === WARM_UP_PACING) {
      const w = c as WarmUpRateLimiterController;
      this.warmUp = w;
      this.pacer = w;
      this.maxQueueingTimeMs = w.maxQueueingTimeMs;
    } else if (this.mode === PACING) {
      const p = c as RateLimiterController | ThrottlingController;
      this.pacer = p;
      this.nanos = p.useNanoSeconds;
      this.maxQueueingTimeMs = p.maxQueueingTimeMs;
    }
  }

  run(a: Arrivals, from: number, to: number): void {
    const { sim, mode, count, track, warmUp, pacer } = this;
    const startMs = this.grid.startMs;
    const log = track.log;
    const rows = track.rows;
    const node = sim.node;
    const maxQueue = this.maxQueueingTimeMs;
    const costScale = this.nanos ? 1e-6 : 1;
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const relMs = Math.floor(tUs / 1000);
      const now = startMs + relMs;
      const acquire = a.acquire[i];
      // What DefaultController reads (not in an explain record): drain to `now` and peek — only for logged rows.
      let inA = NaN;
      if (i < rows && (mode === DEFAULT_QPS || mode === THREAD)) {
        sim.drainUntil(now);
        inA = mode === DEFAULT_QPS ? node.peekPassQps() : node.curThreadNum();
      }
      const d = sim.arrive(now, acquire, a.prioritized[i] === 1, a.rtMs[i], a.error[i] === 1);
      const waitMs = d.pass ? (d.waitNs > 0 ? d.waitNs / 1e6 : d.waitMs) : 0;
      const outcome = !d.pass ? Outcome.Blocked : waitMs > 0 ? Outcome.Waited : Outcome.Passed;
      track.record(this.tick, acquire, outcome, waitMs, Math.floor((relMs + d.waitMs) / this.tickMs));
      // the explain records are built on read: only at a new second's sync and for the rows the log keeps
      if (warmUp !== null && warmUp.lastSyncSecondMs !== this.lastSyncSecondMs) this.recordSync(warmUp.lastSync);
      if (i >= rows) continue;
      log.tMs[i] = relMs;
      log.acquire[i] = acquire;
      log.prioritized[i] = a.prioritized[i];
      log.outcome[i] = outcome;
      log.waitMs[i] = waitMs;
      if (mode === DEFAULT_QPS || mode === THREAD) {
        log.inputA[i] = inA;
        log.inputC[i] = count;
        if (mode === DEFAULT_QPS) log.limitQps[i] = count;
      } else if (mode === WARM_UP) {
        const warmEx = warmUp!.lastDecision;
        log.inputA[i] = warmEx.passQps;
        log.inputB[i] = warmEx.restToken;
        log.inputC[i] = warmEx.warningQps;
        log.storedTokens[i] = warmEx.restToken;
        log.limitQps[i] = warmEx.warningQps;
      } else if (mode === PACING || mode === WARM_UP_PACING) {
        const paceEx = pacer instanceof WarmUpRateLimiterController ? pacer.lastDecision.pacing : pacer!.lastDecision;
        log.inputB[i] = this.sinceStartMs(paceEx.latestPassedTimeBefore);
        log.inputC[i] = maxQueue;
        log.costMs[i] = paceEx.costTime * costScale;
        log.rolledBack[i] = paceEx.rolledBack ? 1 : 0;
        if (mode === PACING) {
          log.limitQps[i] = count;
        } else {
          const warmEx = (pacer as WarmUpRateLimiterController).lastDecision;
          log.storedTokens[i] = warmEx.restToken;
          log.limitQps[i] = warmEx.warningQps;
        }
      }
    }
  }

  /** A new second's token sync (WarmUp): which branch it took and the previousPassQps it read, in this tick. */
  private recordSync(sync: TokenSyncExplain): void {
    this.lastSyncSecondMs = sync.secondMs;
    const code = encodeTokenSync(sync, this.warmUp!.warningToken);
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
    const sim = this.sim;
    const s = this.track.series;
    sim.drainUntil(this.grid.startMs + endMs);
    const st = sim.peekState();
    s.threads[k] = st.curThreadNum;
    s.passQps[k] = st.passQps;
    s.blockQps[k] = st.blockQps;
    const mode = this.mode;
    if (mode === NONE) return;
    if (this.warmUp !== null) {
      s.stored[k] = st.storedTokens;
      s.limitQps[k] = this.warmUp.warningQpsAt(st.storedTokens);
    } else {
      s.limitQps[k] = this.count;
    }
    if (this.pacer !== null) s.queueTailMs[k] = this.sinceStartMs(st.latestPassedTime) - endMs;
  }

  /** latestPassedTime (epoch ms, or nanoTime in ns mode) as ms since the start; NaN for Sentinel's initial -1. */
  private sinceStartMs(latestPassedTime: number): number {
    if (latestPassedTime === -1) return NaN;
    return this.nanos ? (latestPassedTime - NANO_ORIGIN) / 1e6 : latestPassedTime - this.grid.startMs;
  }
}

function modeOf(kind: string): number {
  switch (kind) {
    case 'sentinel-default':
      return DEFAULT_QPS;
    case 'sentinel-thread':
      return THREAD;
    case 'sentinel-warm-up':
      return WARM_UP;
    case 'sentinel-rate-limiter':
    case 'sentinel-throttling':
      return PACING;
    case 'sentinel-warm-up-rate-limiter':
      return WARM_UP_PACING;
    default:
      return NONE;
  }
}

/**
 * The breaker chart's tracks of a slot-chain run (chain-runner.ts): each 1.8 circuit breaker's state per tick,
 * its transitions as they happen (time, from, to, the value compared, the request) and its statistic buckets at
 * the end. Recording listens to the breakers' own callbacks and peeks at their statistics: it changes no decision.
 *
 * SENTINEL 1.7.2 has no circuit breakers: each loaded legacy degrade rule gets a BreakerTrack all the same
 * (className "DegradeRule (1.7.2)"), so the breaker chart shows its cuts: state CLOSED (0) while `cut` is false and
 * OPEN (1) while it is true, never HALF_OPEN (there is no probe); a CLOSED → OPEN transition at each cut (value:
 * what the check compared — average RT, exception ratio or exception count — and the request it rejected) and an
 * OPEN → CLOSED one when the reset task runs (value NaN, request -1); threshold = the rule's count;
 * recoveryTimeoutMs = timeWindow × 1000 (the fixed cut); statIntervalMs = the ClusterNode window the check reads
 * (1000 ms sliding for grades 0 and 1, 60 000 ms for grade 2); maxAllowedRtMs NaN (grade 0 compares the average
 * RT, not each request's); no buckets (the rule keeps no statistics of its own: it reads the node).
 */
import type { ChainSim } from '../sentinel/chain/chain-sim';
import { BreakerState } from '../sentinel/degrade/circuit-breaker';
import { LEGACY_GRADE_EXCEPTION_COUNT } from '../sentinel/degrade-legacy/legacy-degrade-rule';
import type { BreakerTrack } from './chain-result';
import { degradeGradeWords, legacyDegradeGradeName } from './chain-rules';
import type { RunGrid } from './runner';
import { phrase } from '../phrase';

interface BreakerLog {
  tMs: number[];
  from: number[];
  to: number[];
  value: number[];
  requestIndex: number[];
}

/** A track's transitions, as typed columns. */
function transitionsOf(log: BreakerLog): BreakerTrack['transitions'] {
  return {
    count: log.tMs.length,
    tMs: Float64Array.from(log.tMs),
    from: Uint8Array.from(log.from),
    to: Uint8Array.from(log.to),
    value: Float64Array.from(log.value),
    requestIndex: Float64Array.from(log.requestIndex),
  };
}

export class ChainBreakerTracks {
  private readonly logs: BreakerLog[];
  private readonly states: Uint8Array[];
  /** version "1.7.2": per legacy degrade rule (sim.legacyDegrade order), its cuts and resets, and `cut` per tick */
  private readonly legacyLogs: BreakerLog[];
  private readonly legacyStates: Uint8Array[];

  constructor(
    private readonly sim: ChainSim,
    private readonly grid: RunGrid,
  ) {
    this.logs = sim.breakers.map(() => ({ tMs: [], from: [], to: [], value: [], requestIndex: [] }));
    this.states = sim.breakers.map(() => new Uint8Array(grid.ticks));
    sim.breakers.forEach(({ cb }, b) => {
      const log = this.logs[b];
      cb.onStateChange = (from, to, nowMs, value, requestIndex) => {
        log.tMs.push(nowMs - grid.startMs);
        log.from.push(from);
        log.to.push(to);
        log.value.push(value);
        log.requestIndex.push(requestIndex);
      };
    });
    this.legacyLogs = sim.legacyDegrade.map(() => ({ tMs: [], from: [], to: [], value: [], requestIndex: [] }));
    this.legacyStates = sim.legacyDegrade.map(() => new Uint8Array(grid.ticks));
    sim.legacyDegrade.forEach((entry, b) => {
      const log = this.legacyLogs[b];
      entry.onCutChange = (cut, nowMs, value, requestIndex) => {
        log.tMs.push(nowMs - grid.startMs);
        log.from.push(cut ? BreakerState.CLOSED : BreakerState.OPEN);
        log.to.push(cut ? BreakerState.OPEN : BreakerState.CLOSED);
        log.value.push(value);
        log.requestIndex.push(requestIndex);
      };
    });
  }

  /** Each breaker's state at the end of tick `k`. */
  sampleBreakers(k: number): void {
    const sim = this.sim;
    for (let b = 0; b < sim.breakers.length; b++) this.states[b][k] = sim.breakers[b].cb.state;
  }

  /** Each legacy rule's state at the end of tick `k` (OPEN while cut). */
  sampleLegacy(k: number): void {
    const legacy = this.sim.legacyDegrade;
    for (let b = 0; b < legacy.length; b++)
      this.legacyStates[b][k] = legacy[b].checker.cut ? BreakerState.OPEN : BreakerState.CLOSED;
  }

  /** The tracks, breakers first (in degrade-rule order), then the legacy rules. */
  finish(): BreakerTrack[] {
    const startMs = this.grid.startMs;
    const endAbs = startMs + this.grid.ticks * this.grid.tickMs;
    const breakers: BreakerTrack[] = this.sim.breakers.map(({ rule, resource, cb }, b) => {
      const log = this.logs[b];
      const h = cb.stat.history;
      const n = h.length;
      const liveTotal = cb.stat.peekTotal(endAbs);
      const extra = liveTotal > 0 && cb.stat.segmentStartMs >= 0 ? 1 : 0;
      const bucket = {
        count: n + extra,
        startMs: new Float64Array(n + extra),
        endMs: new Float64Array(n + extra),
        bad: new Float64Array(n + extra),
        total: new Float64Array(n + extra),
        value: new Float64Array(n + extra),
      };
      for (let j = 0; j < n; j++) {
        bucket.startMs[j] = h.col.startMs[j] - startMs;
        bucket.endMs[j] = h.col.endMs[j] - startMs;
        bucket.bad[j] = h.col.bad[j];
        bucket.total[j] = h.col.total[j];
        bucket.value[j] = h.col.total[j] < cb.minRequestAmount ? NaN : cb.valueOf(h.col.bad[j], h.col.total[j]);
      }
      if (extra === 1) {
        bucket.startMs[n] = cb.stat.segmentStartMs - startMs;
        bucket.endMs[n] = Math.min(
          this.grid.ticks * this.grid.tickMs,
          cb.stat.segmentStartMs - startMs + cb.stat.windowLengthInMs,
        );
        bucket.bad[n] = cb.stat.peekBad(endAbs);
        bucket.total[n] = liveTotal;
        bucket.value[n] = cb.peekValue(endAbs);
      }
      const r = cb.rule;
      return {
        rule,
        resource,
        grade: r.grade,
        className: cb.className,
        label: phrase('breaker.track', { rule, resource, grade: degradeGradeWords(r.grade) }),
        threshold: cb.threshold,
        maxAllowedRtMs: r.grade === 0 ? Math.round(r.count) : NaN,
        statIntervalMs: r.statIntervalMs,
        minRequestAmount: r.minRequestAmount,
        recoveryTimeoutMs: cb.recoveryTimeoutMs,
        state: this.states[b],
        transitions: transitionsOf(log),
        buckets: bucket,
      };
    });
    this.sim.legacyDegrade.forEach(({ rule, resource, checker }, b) => {
      const log = this.legacyLogs[b];
      const r = checker.rule;
      const none = new Float64Array(0);
      breakers.push({
        rule,
        resource,
        grade: r.grade,
        className: 'DegradeRule (1.7.2)',
        label: phrase('breaker.track.legacy', {
          rule,
          resource,
          timeWindow: r.timeWindow,
          grade: legacyDegradeGradeName(r.grade),
        }),
        threshold: r.count,
        maxAllowedRtMs: NaN,
        statIntervalMs: r.grade === LEGACY_GRADE_EXCEPTION_COUNT ? 60_000 : 1000,
        minRequestAmount: r.minRequestAmount,
        recoveryTimeoutMs: checker.resetDelayMs,
        state: this.legacyStates[b],
        transitions: transitionsOf(log),
        buckets: { count: 0, startMs: none, endMs: none, bad: none, total: none, value: none },
      });
    });
    return breakers;
  }
}

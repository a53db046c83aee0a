/**
 * Degrading before circuit breakers: Sentinel 1.7.2's `DegradeRule.passCheck`, a cut flag and a reset task.
 * Models the live half of `com.alibaba.csp.sentinel.slots.block.degrade.DegradeRule` (tag 1.7.2) and its
 * `ResetTask`; the rule's data and validity are in legacy-degrade-rule.ts.
 *
 * THE MODEL. There is no state machine and no probe, just two fields:
 *
 *   cut        true = every request is rejected, nothing is evaluated or counted by the rule
 *   passCount  grade 0 only: how many checks IN A ROW found the average RT at or above the threshold
 *
 *          check trips                                   the reset task runs
 *   cut: false ───────────► true ─── timeWindow s later ───► false, passCount = 0
 *          (and schedules the reset task, once)              (the next arrival evaluates again at once)
 *
 * Every arrival runs the check against the resource's ClusterNode (second window 2 × 500 ms, sliding;
 * minute window 60 × 1000 ms) BEFORE its own pass is counted:
 *
 *   cut                   → reject
 *   grade 0 (average RT)  avgRt = rt-sum / success-count over the last second (0 without successes);
 *                         avgRt < count → passCount = 0, pass;
 *                         otherwise ++passCount < rtSlowRequestAmount → pass; else trip.
 *                         So the rtSlowRequestAmount-th CONSECUTIVE arrival that sees avgRt ≥ count trips
 *                         (≥, not >). Each RT was capped at 4900 ms when recorded, so count > 4900 never trips.
 *   grade 1 (ratio)       exception, success (= completions, failed ones included), total = pass + block,
 *                         all per second: total < minRequestAmount → pass; success − exception ≤ 0 and
 *                         exception < minRequestAmount → pass; exception / success < count → pass; else trip.
 *                         So it trips when the ratio is ≥ count (not strictly above).
 *   grade 2 (count)       totalException (the whole 60 s minute window) < count → pass; else trip.
 *   any other grade       trip.
 *   trip                  if cut was false: cut = true and schedule the reset at now + timeWindow × 1000 ms;
 *                         reject (the triggering request itself is rejected).
 *
 * Rejected requests count as blocked in the node, which feeds grade 1's `total`. With grade 2 the exceptions
 * stay in the minute window for up to 60 s, so each reset is followed by an immediate re-cut until they age
 * out.
 *
 * WORKED EXAMPLE (test/engine/sentinel/degrade-legacy/legacy-degrade.test.ts). Grade 0, count 100,
 * rtSlowRequestAmount 5, timeWindow 1 s; the last second holds two completions of 300 ms (avgRt 300): the next
 * four arrivals pass with passCount 1..4, the fifth trips (rejected, cut, reset due 1000 ms later); a fast
 * completion in between (avgRt < 100) would have set passCount back to 0.
 *
 * HOW WE DIFFER FROM UPSTREAM. The node is passed in (upstream looks up the ClusterNode by resource name);
 * the reset task is not scheduled here: `lastCheck.resetDueMs` tells the simulator when to call `reset()`.
 * `lastCheck` explains the latest check (reused object).
 */
import type { SimClock } from '../../clock';
import {
  LEGACY_GRADE_EXCEPTION_COUNT,
  LEGACY_GRADE_EXCEPTION_RATIO,
  LEGACY_GRADE_RT,
  type LegacyDegradeRule,
} from './legacy-degrade-rule';

/** What `passCheck` reads from the ClusterNode (StatisticNode has all of it). */
export interface LegacyClusterNode {
  avgRt(): number;
  exceptionQps(): number;
  successQps(): number;
  totalQps(): number;
  totalException(): number;
}

/** Why the latest check decided as it did. */
export const LegacyReason = {
  CUT: 0,
  RT_BELOW: 1,
  RT_NOT_ENOUGH_IN_A_ROW: 2,
  RATIO_TOO_FEW_REQUESTS: 3,
  RATIO_NO_REAL_SUCCESS: 4,
  RATIO_BELOW: 5,
  COUNT_BELOW: 6,
  TRIPPED: 7,
} as const;
export type LegacyReason = (typeof LegacyReason)[keyof typeof LegacyReason];

/** The latest `passCheck` (reused object); NaN for what that grade does not read. */
export interface LegacyCheckExplain {
  nowMs: number;
  pass: boolean;
  reason: LegacyReason;
  cutBefore: boolean;
  /** grade 0 */
  avgRt: number;
  passCount: number;
  /** grade 1 (per second) */
  exceptionQps: number;
  successQps: number;
  totalQps: number;
  /** grade 2 (minute window) */
  totalException: number;
  /** When this check set `cut`: the reset task's due time; NaN otherwise. */
  resetDueMs: number;
}

export class LegacyDegradeChecker {
  cut = false;
  passCount = 0;
  /** `timeWindow × 1000`: delay of the reset task (scheduled in seconds upstream, so no int overflow). */
  readonly resetDelayMs: number;
  readonly lastCheck: LegacyCheckExplain = {
    nowMs: 0,
    pass: true,
    reason: LegacyReason.CUT,
    cutBefore: false,
    avgRt: NaN,
    passCount: 0,
    exceptionQps: NaN,
    successQps: NaN,
    totalQps: NaN,
    totalException: NaN,
    resetDueMs: NaN,
  };

  constructor(
    readonly rule: LegacyDegradeRule,
    private readonly clock: SimClock,
  ) {
    this.resetDelayMs = rule.timeWindow * 1000;
  }

  /** `DegradeRule.passCheck` at the clock's time. */
  passCheck(node: LegacyClusterNode): boolean {
    const x = this.lastCheck;
    x.nowMs = this.clock.nowMs;
    x.cutBefore = this.cut;
    x.avgRt = x.exceptionQps = x.successQps = x.totalQps = x.totalException = x.resetDueMs = NaN;
    x.pass = this.evaluate(node, x);
    x.passCount = this.passCount;
    if (!x.pass && x.reason === LegacyReason.TRIPPED && !this.cut) {
      this.cut = true;
      x.resetDueMs = this.clock.nowMs + this.resetDelayMs;
    }
    return x.pass;
  }

  /** The reset task. */
  reset(): void {
    this.passCount = 0;
    this.cut = false;
  }

  private evaluate(node: LegacyClusterNode, x: LegacyCheckExplain): boolean {
    const rule = this.rule;
    if (this.cut) return this.verdict(x, false, LegacyReason.CUT);
    if (rule.grade === LEGACY_GRADE_RT) {
      const rt = (x.avgRt = node.avgRt());
      if (rt < rule.count) {
        this.passCount = 0;
        return this.verdict(x, true, LegacyReason.RT_BELOW);
      }
      if (++this.passCount < rule.rtSlowRequestAmount)
        return this.verdict(x, true, LegacyReason.RT_NOT_ENOUGH_IN_A_ROW);
    } else if (rule.grade === LEGACY_GRADE_EXCEPTION_RATIO) {
      const exception = (x.exceptionQps = node.exceptionQps());
      const success = (x.successQps = node.successQps());
      const total = (x.totalQps = node.totalQps());
      if (total < rule.minRequestAmount) return this.verdict(x, true, LegacyReason.RATIO_TOO_FEW_REQUESTS);
      if (success - exception <= 0 && exception < rule.minRequestAmount) {
        return this.verdict(x, true, LegacyReason.RATIO_NO_REAL_SUCCESS);
      }
      if (exception / success < rule.count) return this.verdict(x, true, LegacyReason.RATIO_BELOW);
    } else if (rule.grade === LEGACY_GRADE_EXCEPTION_COUNT) {
      if ((x.totalException = node.totalException()) < rule.count)
        return this.verdict(x, true, LegacyReason.COUNT_BELOW);
    }
    return this.verdict(x, false, LegacyReason.TRIPPED);
  }

  private verdict(x: LegacyCheckExplain, pass: boolean, reason: LegacyReason): boolean {
    x.reason = reason;
    return pass;
  }
}

/**
 * The token server's statistics for one flowId: sums and per-second averages over its window, and the
 * "occupy the next bucket" test for prioritized requests. Models
 * `com.alibaba.csp.sentinel.cluster.flow.statistic.metric.ClusterMetric`.
 *
 * READS. `getSum(event)` touches the current bucket (`currentWindow`: creates or resets it, which can land
 * occupied tokens, see cluster-metric-leap-array.ts), then sums the non-deprecated buckets.
 * `getAvg(event) = getSum(event) / intervalInSecond` (intervalInSecond = windowIntervalMs / 1000.0): with a
 * 2000 ms window the sum is halved, so "QPS" means per second whatever the window.
 *
 * OCCUPY (`tryOccupyNext`). Asked by ClusterFlowChecker when a prioritized request does not fit:
 *
 *   canOccupy:  latestQps + (acquireCount + occupiedCount) − headPass <= threshold
 *     latestQps      getAvg(PASS)                         per second
 *     occupiedCount  permits already occupied, pending    permits
 *     headPass       PASS of the window's oldest bucket   permits (a raw count, NOT divided by intervalInSecond)
 *   yes → addOccupyPass(acquireCount), WAITING += acquireCount in the current bucket, return 1000 / sampleCount
 *   no  → return 0
 *
 * The wait is `1000 / sampleCount` (integer division) whatever the bucket length: 100 ms for 10 × 100 ms, but
 * also 250 ms for 4 × 500 ms (conformance `cl-server-window-config`). With sampleCount > 1000 it is 0, which the
 * checker reads as "could not occupy" although the tokens were booked (upstream does the same).
 *
 *   GLOBAL count 5, 10 × 100 ms: 5 passes at t=050 (bucket [0,100)).
 *   t=051 prioritized: 5 + (1 + 0) − head 0 = 6 > 5 → 0 (the burst is in the CURRENT bucket, the head is empty)
 *   t=930 prioritized: head = bucket [0,100) = 5 → 5 + 1 + 0 − 5 = 1 <= 5 → wait 100 ms; then 2, 3, 4, 5;
 *                      the 6th: 5 + 1 + 5 − 5 = 6 > 5 → 0            (worked example, also a test)
 *
 * HOW WE DIFFER FROM UPSTREAM. The clock is injected; `lastOccupy` keeps what the last `canOccupy` read, for
 * the decision record.
 */
import type { SimClock } from '../../clock';
import { ClusterFlowEvent, ClusterMetricLeapArray } from './cluster-metric-leap-array';

// Module-level copies: read in the hot path without going through the import binding.
const E_PASS = ClusterFlowEvent.PASS;
const E_WAITING = ClusterFlowEvent.WAITING;

/** What the last `tryOccupyNext` read and computed (reused object). */
export interface OccupyExplain {
  latestQps: number;
  headPass: number;
  occupiedCount: number;
  canOccupy: boolean;
  waitInMs: number;
}

export class ClusterMetric {
  readonly metric: ClusterMetricLeapArray;
  readonly lastOccupy: OccupyExplain = { latestQps: 0, headPass: 0, occupiedCount: 0, canOccupy: false, waitInMs: 0 };

  /** @throws RangeError as AssertUtil would: sampleCount > 0, intervalInMs > 0, evenly divided. */
  constructor(
    private readonly clock: SimClock,
    sampleCount: number,
    intervalInMs: number,
  ) {
    this.metric = new ClusterMetricLeapArray(sampleCount, intervalInMs);
  }

  get sampleCount(): number {
    return this.metric.sampleCount;
  }
  get windowIntervalMs(): number {
    return this.metric.intervalInMs;
  }
  get intervalInSecond(): number {
    return this.metric.intervalInSecond;
  }
  /** The SHOULD_WAIT wait this window answers: `1000 / sampleCount` (int division). */
  get shouldWaitMs(): number {
    return Math.trunc(1000 / this.metric.sampleCount);
  }

  add(event: ClusterFlowEvent, count: number): void {
    const m = this.metric;
    m.add(m.currentWindow(this.clock.nowMs), event, count);
  }

  getSum(event: ClusterFlowEvent): number {
    const now = this.clock.nowMs;
    this.metric.currentWindow(now);
    return this.metric.sum(now, event);
  }

  getAvg(event: ClusterFlowEvent): number {
    return this.getSum(event) / this.metric.intervalInSecond;
  }

  /** Occupied PASS permits not yet transferred to a bucket (the trace's `occupyPending`). */
  occupyPending(): number {
    return this.metric.getOccupiedCount(E_PASS);
  }

  /** ms to wait for the next bucket when the occupy succeeded (and was booked); 0 when it cannot occupy. */
  tryOccupyNext(event: ClusterFlowEvent, acquireCount: number, threshold: number): number {
    const ex = this.lastOccupy;
    const latestQps = this.getAvg(E_PASS);
    const headPass = this.metric.getFirstCountOfWindow(this.clock.nowMs, event);
    const occupiedCount = this.metric.getOccupiedCount(event);
    ex.latestQps = latestQps;
    ex.headPass = headPass;
    ex.occupiedCount = occupiedCount;
    ex.canOccupy = latestQps + (acquireCount + occupiedCount) - headPass <= threshold;
    ex.waitInMs = 0;
    if (!ex.canOccupy) return 0;
    this.metric.addOccupyPass(acquireCount);
    this.add(E_WAITING, acquireCount);
    ex.waitInMs = this.shouldWaitMs;
    return ex.waitInMs;
  }
}

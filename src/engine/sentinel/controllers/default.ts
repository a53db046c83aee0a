/**
 * Fast reject: admit while the current usage plus this request stays within `count`, reject otherwise.
 * Models `com.alibaba.csp.sentinel.slots.block.flow.controller.DefaultController`, the controller of every
 * THREAD rule and of QPS rules with `controlBehavior: 0` (or an unknown behaviour).
 *
 * WHAT IT DOES. Reads the usage from the node:
 *   grade 1 (QPS)     curCount = (int) node.passQps()     passes in the sliding second (2 × 500 ms)
 *   grade 0 (THREAD)  curCount = node.curThreadNum()     requests admitted and not yet completed
 * and passes iff `curCount + acquire <= count`. Nothing is recorded here: StatisticSlot counts the pass
 * (or the block) afterwards, which the event loop does (flow-sim.ts).
 *
 * THE PRIORITIZED PATH (QPS only). When a prioritized request is over the limit, the controller asks the node
 * to borrow quota of the next 500 ms bucket (`tryOccupyNext`, see statistic-node.ts). If the wait it returns
 * is below the occupy timeout (500 ms), the controller itself books the quota — `addWaitingRequest(now + wait)`
 * for the future bucket and `addOccupiedPass` in the minute counter, both at `now` — and admits the request
 * after the wait. Sentinel signals this by sleeping and throwing `PriorityWaitException`; StatisticSlot then
 * only raises the thread count (the pass is already booked). Here it is `priorityWait: true` with `waitMs`.
 *
 *   count 5, QPS; 5 passes at t=1000..1040 (bucket [1000,1500)), then at t=1300:
 *     plain request       (int) 5 + 1 > 5                        → reject
 *     prioritized request 5 passes in the current bucket + 0 borrowed + 1 > 5 → cannot borrow → reject
 *   same, but the 5 passes were at t=700..740 (bucket [500,1000)), prioritized at t=1300:
 *     the oldest bucket's 5 expire at 1500: 5 − 5 + 0 + 1 <= 5 → admitted, priorityWait, waitMs 200
 *   (both are cases in test/engine/sentinel/controllers/default.test.ts)
 *
 * SURPRISES. `(int) passQps` truncates (harmless here: the window is exactly 1 s, so passQps is integral).
 * With acquire > 1 a big request can be rejected while small ones still pass in the same second. A
 * prioritized request arriving exactly on a 500 ms boundary is never admitted (the wait would be 500).
 *
 * HOW WE DIFFER FROM UPSTREAM. Time comes from the injected clock; the verdict (and the wait that upstream
 * sleeps) is written into the FlowDecision instead of returned/thrown. The occupy timeout is the default
 * `OccupyTimeoutProperty` value (500 ms).
 */
import type { SimClock } from '../../clock';
import { toInt as toInt_EXPORT } from '../../java';
import { FLOW_GRADE_QPS as FLOW_GRADE_QPS_EXPORT, FLOW_GRADE_THREAD as FLOW_GRADE_THREAD_EXPORT } from '../flow-rule';
import { DEFAULT_OCCUPY_TIMEOUT_MS as DEFAULT_OCCUPY_TIMEOUT_MS_EXPORT } from '../statistic-node';
import type { FlowDecision, FlowNode, TrafficShapingController } from '../types';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const toInt = toInt_EXPORT;
const FLOW_GRADE_QPS = FLOW_GRADE_QPS_EXPORT;
const FLOW_GRADE_THREAD = FLOW_GRADE_THREAD_EXPORT;
const DEFAULT_OCCUPY_TIMEOUT_MS = DEFAULT_OCCUPY_TIMEOUT_MS_EXPORT;

/** What the last DefaultController decision computed, for an "explain this decision" panel (reused object). */
export interface DefaultExplain {
  acquireCount: number;
  prioritized: boolean;
  /** The usage compared with count: (int) passQps() for QPS, curThreadNum() for THREAD. */
  curCount: number;
  /** The prioritized path was tried: tryOccupyNext's wait in ms (>= occupyTimeoutMs: cannot borrow); NaN if not tried. */
  waitInMs: number;
  /** currentTime + waitInMs, the time whose bucket got the borrowed quota (addWaitingRequest); NaN if none. */
  occupiedTimeMs: number;
  pass: boolean;
  priorityWait: boolean;
}

export class DefaultController implements TrafficShapingController {
  readonly className: string = 'DefaultController';
  /** The occupy timeout this controller compares the borrow wait with (ms). */
  readonly occupyTimeoutMs = DEFAULT_OCCUPY_TIMEOUT_MS;
  /** What the last decision computed (reused object). */
  readonly lastDecision: DefaultExplain = {
    acquireCount: 0,
    prioritized: false,
    curCount: 0,
    waitInMs: NaN,
    occupiedTimeMs: NaN,
    pass: false,
    priorityWait: false,
  };

  constructor(
    private readonly clock: SimClock,
    /** The rule's threshold: permits per second (QPS) or concurrent requests (THREAD). */
    readonly count: number,
    /** 0 = THREAD, 1 = QPS. */
    readonly grade: number,
  ) {}

  /** The usage the threshold is compared with, as Sentinel computes it (reads the node; a QPS read touches it). */
  avgUsedTokens(node: FlowNode): number {
    return this.grade === FLOW_GRADE_THREAD ? node.curThreadNum() : toInt(node.passQps());
  }

  canPass(node: FlowNode, acquireCount: number, prioritized: boolean, out: FlowDecision): void {
    out.waitMs = 0;
    out.waitNs = 0;
    out.priorityWait = false;
    const ex = this.lastDecision;
    const curCount = this.avgUsedTokens(node);
    ex.acquireCount = acquireCount;
    ex.prioritized = prioritized;
    ex.curCount = curCount;
    ex.waitInMs = NaN;
    ex.occupiedTimeMs = NaN;
    ex.priorityWait = false;
    if (curCount + acquireCount <= this.count) {
      out.pass = ex.pass = true;
      return;
    }
    out.pass = ex.pass = false;
    if (!prioritized || this.grade !== FLOW_GRADE_QPS) return;
    const currentTime = this.clock.currentTimeMillis();
    const waitInMs = node.tryOccupyNext(currentTime, acquireCount, this.count);
    ex.waitInMs = waitInMs;
    if (waitInMs < this.occupyTimeoutMs) {
      node.addWaitingRequest(currentTime + waitInMs, acquireCount);
      node.addOccupiedPass(acquireCount);
      out.pass = ex.pass = true;
      out.waitMs = waitInMs;
      out.priorityWait = ex.priorityWait = true;
      ex.occupiedTimeMs = currentTime + waitInMs;
    }
  }
}

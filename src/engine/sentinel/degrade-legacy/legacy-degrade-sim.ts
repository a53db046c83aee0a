/**
 * The event loop for one resource with one Sentinel 1.7.2 degrade rule: the slot chain
 * `NodeSelectorSlot → ClusterBuilderSlot → StatisticSlot → DegradeSlot` around `DegradeRule.passCheck`
 * (legacy-degrade.ts), on a simulated clock. Models `StatisticSlot.entry/exit` (1.7.2), `Tracer.traceEntry`,
 * the resource's `ClusterNode` (a StatisticNode with 1.7.2's `statisticMaxRt` of 4900 ms) and the degrade
 * rule's reset task on `DegradeRule`'s ScheduledExecutorService.
 *
 * PER ARRIVAL at time t (`arrive`), as the conformance README's "Legacy degrade" describes:
 *   0. run every deferred action due ≤ t (completions, the reset task), each at its own due time;
 *   1. the clock is set to t and the rule checks the ClusterNode (BEFORE this request is counted);
 *   2. rejected → `increaseBlockQps(acquire)`; if the check set `cut`, the reset task is queued at
 *      t + timeWindow × 1000 (it sets passCount = 0 and cut = false);
 *      admitted → `increaseThreadNum` and `addPassRequest(acquire)` at t;
 *   3. at t + rtMs an admitted request completes: with an error, `increaseExceptionQps(acquire)` (Tracer, to
 *      the ClusterNode), then `addRtAndSuccess(min(rtMs, 4900), acquire)` — a failed request is a success
 *      too, and the RT is added ONCE while successes grow by `acquire` — and `decreaseThreadNum`.
 *
 *   grade 0, count 100 ms, rtSlowRequestAmount 5, timeWindow 2 s:
 *   requests of 300 ms complete; each later arrival sees avgRt 300 ≥ 100: passCount 1, 2, 3, 4 pass, the 5th
 *   is rejected and cuts; everything is rejected for 2 s; then the reset clears cut and passCount.
 *
 * ORDERING. Deferred actions run by (due time, creation order): a reset due at exactly t runs before the
 * arrival at t. Only arrivals produce decisions, so a reset followed by an immediate re-cut at the same
 * arrival never shows `cut: false`.
 *
 * FOR CHARTS. `cutLog` records every change of `cut` (time, new value, the request that tripped it; -1 for
 * a reset). `peek()` shows what the rule would read now without touching any bucket; `checker.lastCheck`
 * explains the latest decision.
 *
 * HOW WE DIFFER FROM UPSTREAM. One rule only: 1.7.2 keeps a resource's rules in a HashSet and stops at the
 * first rejecting one, so with several rules the order (and which passCounts move) is unspecified. The
 * reset task runs exactly at its due time (a real executor runs it a little later). No threads or Entry
 * objects; the origin and entrance nodes (which the rule never reads) are left out.
 */
import { SimClock } from '../../clock';
import { ColumnLog } from '../degrade/column-log';
import { PendingRequests } from '../pending-requests';
import { EventQueue } from '../event-queue';
import { MetricEvent } from '../metric-bucket';
import { StatisticNode } from '../statistic-node';
import { LegacyDegradeChecker } from './legacy-degrade';
import { isValidLegacyDegradeRule, LEGACY_STATISTIC_MAX_RT, type LegacyDegradeRule } from './legacy-degrade-rule';

const COMPLETION = 0; // payload: slot in the completion pool
const RESET = 1; // payload: unused

export interface LegacyDegradeDecision {
  pass: boolean;
  /** 0-based arrival number. */
  requestIndex: number;
}

/** What the rule would read at the clock's time, and its flags (reused object). */
export interface LegacyDegradeView {
  cut: boolean;
  passCount: number;
  avgRt: number;
  exceptionQps: number;
  successQps: number;
  totalQps: number;
  totalException: number;
}

export type CutLogColumn = 'tMs' | 'cut' | 'requestIndex';

export class LegacyDegradeSim {
  readonly clock: SimClock;
  /** The resource's ClusterNode. */
  readonly node: StatisticNode;
  readonly rule: LegacyDegradeRule | null;
  /** The live rule, or null when there is none or Sentinel 1.7.2 would drop it. */
  readonly checker: LegacyDegradeChecker | null;
  readonly ruleLoaded: boolean;
  readonly statisticMaxRt = LEGACY_STATISTIC_MAX_RT;
  readonly decision: LegacyDegradeDecision = { pass: true, requestIndex: -1 };
  /** Every change of `cut`: 1 at a trip (with the request index), 0 at a reset (request index -1). */
  readonly cutLog = new ColumnLog<CutLogColumn>(['tMs', 'cut', 'requestIndex']);

  private readonly queue = new EventQueue(256);
  private readonly view: LegacyDegradeView = {
    cut: false,
    passCount: 0,
    avgRt: 0,
    exceptionQps: 0,
    successQps: 0,
    totalQps: 0,
    totalException: 0,
  };
  private arrivals = 0;
  private readonly pending = new PendingRequests();

  constructor(rule: LegacyDegradeRule | null, startMs = 0) {
    this.clock = new SimClock(startMs);
    this.node = new StatisticNode(this.clock, { statisticMaxRt: LEGACY_STATISTIC_MAX_RT });
    this.rule = rule;
    this.checker = rule !== null && isValidLegacyDegradeRule(rule) ? new LegacyDegradeChecker(rule, this.clock) : null;
    this.ruleLoaded = this.checker !== null;
  }

  get pendingActions(): number {
    return this.queue.size;
  }

  nextDueMs(): number {
    return this.queue.peekDue();
  }

  /** One request arrives at `tMs` (epoch ms, ≥ the clock). Returns the reused decision. */
  arrive(tMs: number, acquire: number, _prioritized: boolean, rtMs: number, error: boolean): LegacyDegradeDecision {
    const clock = this.clock;
    if (tMs < clock.nowMs) throw new RangeError(`arrival at ${tMs} is before the clock (${clock.nowMs})`);
    if (!(rtMs >= 0)) throw new RangeError(`rtMs must be >= 0, got ${rtMs}`);
    if (this.queue.size > 0) this.runDue(tMs);
    clock.nowMs = tMs;
    const d = this.decision;
    d.requestIndex = this.arrivals++;
    const checker = this.checker;
    d.pass = checker === null || checker.passCheck(this.node);
    const node = this.node;
    if (!d.pass) {
      node.increaseBlockQps(acquire);
      const due = checker!.lastCheck.resetDueMs;
      if (!Number.isNaN(due)) {
        this.queue.push(due, RESET, 0);
        this.logCut(tMs, 1, d.requestIndex);
      }
      return d;
    }
    node.increaseThreadNum();
    node.addPassRequest(acquire);
    const rt = Math.min(rtMs, LEGACY_STATISTIC_MAX_RT);
    if (rtMs === 0) this.complete(0, acquire, error);
    else this.queue.push(tMs + rtMs, COMPLETION, this.pending.add(rt, 0, acquire, error, d.requestIndex));
    return d;
  }

  /** Run every deferred action due ≤ `tMs` and advance the clock to `tMs` (never backwards). */
  drainUntil(tMs: number): void {
    this.runDue(tMs);
    if (tMs > this.clock.nowMs) this.clock.nowMs = tMs;
  }

  /** The rule's `cut` flag (false when no rule is loaded). */
  get cut(): boolean {
    return this.checker !== null && this.checker.cut;
  }

  /** What the rule would read now, without creating or resetting any bucket. */
  peek(): LegacyDegradeView {
    const v = this.view;
    const second = this.node.rollingCounterInSecond;
    const perSec = second.getWindowIntervalInSec();
    v.cut = this.cut;
    v.passCount = this.checker?.passCount ?? 0;
    const success = second.peek(MetricEvent.SUCCESS);
    v.avgRt = success === 0 ? 0 : second.peek(MetricEvent.RT) / success;
    v.exceptionQps = second.peek(MetricEvent.EXCEPTION) / perSec;
    v.successQps = success / perSec;
    v.totalQps = (second.peek(MetricEvent.PASS) + second.peek(MetricEvent.BLOCK)) / perSec;
    v.totalException = this.node.rollingCounterInMinute.peek(MetricEvent.EXCEPTION);
    return v;
  }

  private logCut(tMs: number, cut: number, requestIndex: number): void {
    const log = this.cutLog;
    const i = log.append();
    log.col.tMs[i] = tMs;
    log.col.cut[i] = cut;
    log.col.requestIndex[i] = requestIndex;
  }

  private runDue(tMs: number): void {
    const q = this.queue;
    while (q.size > 0 && q.peekDue() <= tMs) {
      const kind = q.pop();
      this.clock.nowMs = q.poppedDue;
      if (kind === RESET) {
        this.checker!.reset();
        this.logCut(q.poppedDue, 0, -1);
        continue;
      }
      const r = q.poppedPayload;
      const p = this.pending;
      this.complete(p.rtMs[r], p.acquire[r], p.error[r] === 1);
      p.release(r);
    }
  }

  /** Tracer.traceEntry (errors) then StatisticSlot.exit: RT (already capped) and success, thread count down. */
  private complete(rtMs: number, acquire: number, error: boolean): void {
    const node = this.node;
    if (error) node.increaseExceptionQps(acquire);
    node.addRtAndSuccess(rtMs, acquire);
    node.decreaseThreadNum();
  }
}

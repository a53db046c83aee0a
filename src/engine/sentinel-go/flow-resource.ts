/**
 * Flow control for one resource in sentinel-golang v1.0.4 (alibaba/sentinel-golang `core/flow`):
 * what `flow.LoadRules(rules)` builds and what `api.Entry(res, WithBatchCount(n))` then does
 * through the default slot chain, with the entry `Exit()`ed at once.
 *
 * THE PIPELINE. LoadRules turns each valid rule into a TrafficShapingController (controller.ts):
 * a calculator (Direct: the threshold; WarmUp: a lower allowance while cold) and a checker (Reject:
 * the window's pass count + batch must not exceed the allowance; Throttling: requests spaced
 * statInterval/allowance apart, queued up to MaxQueueingTimeMs). An Entry runs the flow slot — every
 * controller of the resource in rule order; the first "blocked" ends it; a "should wait" sleeps and
 * goes on — and then the stat slots: a passed entry adds batchCount passes to the resource's global
 * ring (and to a rule's own ring, if it has one); a blocked one adds batchCount blocks.
 *
 *   rule ──LoadRules──▶ controller = calculator → allowed ──▶ checker(batch, allowed) ──▶ pass | wait | block
 *                                      ▲                         │
 *                          ring of 500 ms buckets ◀── stat slot ─┘ (passes counted at ARRIVAL)
 *
 * SURPRISES the traces show, next to Java Sentinel:
 *  - Buckets sit on the absolute clock (epoch ms multiples of 500), not on the rule's start: with
 *    startMs ≡ 230 (mod 500) a window refills 270 ms after start, then every 500 ms.
 *  - Warm-up starts COLD: storedTokens fill to maxToken at the first call, so the allowance begins at
 *    threshold/coldFactor (3 of 10 per second with coldFactor 3) and climbs as passes drain the bucket.
 *  - Throttling blocks a batch larger than the threshold outright, with an empty block message.
 *  - A queued Throttling entry is counted as a pass at its arrival, not when its wait ends (the wait
 *    is a sleep in the caller; the statistic is written right after the check).
 *  - StatIntervalInMs picks the window: 1000 (or 0) reads the resource's default 2 × 500 ms window,
 *    2000 a 4-bucket window of the global ring, 100 a one-bucket ring of the rule's own (rule.ts).
 *  - WarmUp's "previous QPS" is the sliding window one bucket ago (sliding-window-metric.ts).
 *
 * Worked example (sentinel-go-reject: Direct/Reject threshold 5, startMs ≡ 230 mod 500): five
 * entries at t = 0 pass (window sum 1…5), the sixth is blocked ("flow reject check blocked"); still
 * blocked at t = 269 and 769; at t = 770 (absolute …1000) the bucket of the first five leaves the
 * 1 s window and an entry passes with sum 1.
 *
 * RELOADING (`loadRules`) keeps the controller of an unchanged rule and hands a changed rule's new
 * controller the old window, as `buildResourceTrafficShapingController` does.
 *
 * HOW WE DIFFER: one resource per instance and only the flow slot (no system, isolation, hotspot or
 * circuit-breaker rules); "the same rules" is judged on this resource's rules only; time passed in as epoch ms (the nano clock reads the same instant); waits
 * returned, not slept; invalid rules are reported in `ignoredRules` (upstream logs and drops them).
 */
import { ResourceNode, TrafficShapingController, type ControllerCheck } from './controller';
import { MetricEventBlock, MetricEventComplete, MetricEventPass } from './leap-array';
import { DirectTrafficShapingCalculator, RejectTrafficShapingChecker } from './reject';
import { isEqualsTo, isStatReusable, ruleIssue, sameRules, type SentinelGoFlowRule } from './rule';

export interface EntryDecision {
  nowMs: number;
  batchCount: number;
  passed: boolean;
  /** Sum of the flow slot's `util.Sleep`s (ns). */
  waitNs: number;
  /** Index into `controllers` of the one that blocked, or null. */
  blockedBy: number | null;
  /** `BlockError.BlockMsg()` when blocked ("" when the result has none), else null. */
  blockMsg: string | null;
  /** One per controller that was asked, in order. */
  checks: ControllerCheck[];
}

/** What a (re)load did with each loaded controller, in rule order. */
export interface LoadDecision {
  /** false: the rules were the same as the current ones (reflect.DeepEqual), nothing happened. */
  updated: boolean;
  controllers: {
    /** kept: an equal old rule's controller, state and all; reusedStat: new controller on the old window. */
    origin: 'kept' | 'reusedStat' | 'new';
    /** Index of the old controller kept or whose statistic was reused, else null. */
    previousIndex: number | null;
  }[];
}

export class SentinelGoFlowResource {
  readonly resource: string;
  readonly node: ResourceNode;
  #controllers: TrafficShapingController[] = [];
  #ignoredRules: { rule: SentinelGoFlowRule; reason: string }[] = [];
  /** `currentRules` for this resource: as given, except WarmUp rules upstream rewrote (cold factor 3). */
  #currentRules: SentinelGoFlowRule[] = [];
  /** Every controller is Direct + Reject: `allow` decides without records (see there). */
  #allDirectReject = true;

  /** `flow.LoadRules(rules)` at `nowMs` for the rules of `resource` (others are not this resource's). */
  constructor(resource: string, rules: readonly SentinelGoFlowRule[], nowMs: number) {
    this.resource = resource;
    this.node = new ResourceNode(nowMs);
    this.loadRules(rules, nowMs);
  }

  get controllers(): readonly TrafficShapingController[] {
    return this.#controllers;
  }

  get ignoredRules(): readonly { rule: SentinelGoFlowRule; reason: string }[] {
    return this.#ignoredRules;
  }

  /**
   * `flow.LoadRules(rules)` again at `nowMs` (`onRuleUpdate` → `buildResourceTrafficShapingController`):
   * an old controller whose rule is equal (`isEqualsTo`) is kept with its state; a changed rule over
   * the same statistic interval gets a new controller on the OLD window (`isStatReusable`), so its
   * counts carry over while Throttling's timeline and WarmUp's tokens start afresh. Reloading the very
   * same list is a no-op — unless a WarmUp rule had warmUpColdFactor 0: upstream rewrote the stored rule
   * to 3, so the same input no longer equals it and the warm-up restarts cold.
   */
  loadRules(rules: readonly SentinelGoFlowRule[], nowMs: number): LoadDecision {
    const mine = rules.filter((r) => r.resource === this.resource);
    if (sameRules(this.#currentRules, mine)) {
      return { updated: false, controllers: [] };
    }
    const old = this.#controllers.map((tc, index) => ({ tc, index }));
    const controllers: TrafficShapingController[] = [];
    const origins: LoadDecision['controllers'] = [];
    const ignored: { rule: SentinelGoFlowRule; reason: string }[] = [];
    const current: SentinelGoFlowRule[] = [];
    for (const rule of mine) {
      const reason = ruleIssue(rule);
      if (reason !== null) {
        ignored.push({ rule, reason });
        current.push(rule);
        continue;
      }
      const equalIdx = old.findIndex((o) => isEqualsTo(o.tc.rule, rule));
      if (equalIdx >= 0) {
        controllers.push(old[equalIdx].tc);
        origins.push({ origin: 'kept', previousIndex: old[equalIdx].index });
        old.splice(equalIdx, 1);
        current.push(rule);
        continue;
      }
      const reuseIdx = old.findIndex((o) => isStatReusable(o.tc.rule, rule));
      const tc = new TrafficShapingController(
        rule,
        this.node,
        nowMs,
        reuseIdx >= 0 ? old[reuseIdx].tc.boundStat : undefined,
      );
      controllers.push(tc);
      origins.push(
        reuseIdx >= 0
          ? { origin: 'reusedStat', previousIndex: old[reuseIdx].index }
          : { origin: 'new', previousIndex: null },
      );
      if (reuseIdx >= 0) old.splice(reuseIdx, 1);
      current.push(tc.rule);
    }
    this.#controllers = controllers;
    this.#allDirectReject = controllers.every(
      (tc) =>
        tc.flowCalculator instanceof DirectTrafficShapingCalculator &&
        tc.flowChecker instanceof RejectTrafficShapingChecker,
    );
    this.#ignoredRules = ignored;
    this.#currentRules = current;
    return { updated: true, controllers: origins };
  }

  /**
   * `entry(batchCount, nowMs).passed`, for a caller that only wants the verdict (the peer benchmark, as Go's
   * `err == nil`). When every controller is Direct + Reject (the commonest rule) it runs the same checks and
   * statistic writes without building a record: the window's pass sum (`sumOf`, the buckets `readSum` reads)
   * plus the batch against the threshold, in rule order, the first block ending it. Any other controller takes
   * `entry`. test/engine/sentinel-go/allow.test.ts checks both give the same verdicts and windows.
   */
  allow(batchCount: number, nowMs: number): boolean {
    if (!this.#allDirectReject) return this.entry(batchCount, nowMs).passed;
    checkBatchCount(batchCount);
    const controllers = this.#controllers;
    let passed = true;
    for (let i = 0; i < controllers.length; i++) {
      const tc = controllers[i];
      const curCount = tc.boundStat.readOnlyMetric.sumOf(MetricEventPass, nowMs);
      if (curCount + batchCount > (tc.flowCalculator as DirectTrafficShapingCalculator).threshold) {
        passed = false;
        break;
      }
    }
    this.#recordStat(passed, batchCount, nowMs);
    return passed;
  }

  /** `api.Entry(resource, WithBatchCount(batchCount))` at `nowMs`, then `Exit()` if it passed. */
  entry(batchCount: number, nowMs: number): EntryDecision {
    checkBatchCount(batchCount);
    const checks: ControllerCheck[] = [];
    let waitNs = 0;
    let blockedBy: number | null = null;
    let blockMsg: string | null = null;
    const controllers = this.#controllers;
    for (let i = 0; i < controllers.length; i++) {
      const c = controllers[i].performChecking(batchCount, nowMs);
      checks.push(c);
      if (c.result.status === 'blocked') {
        blockedBy = i;
        blockMsg = c.result.blockMsg ?? '';
        break;
      }
      if (c.result.status === 'shouldWait') waitNs += c.result.waitNs;
    }
    const passed = blockedBy === null;
    this.#recordStat(passed, batchCount, nowMs);
    return { nowMs, batchCount, passed, waitNs, blockedBy, blockMsg, checks };
  }

  /** The stat slots after the flow slot: passes (resource ring, rules' own rings, completions) or blocks. */
  #recordStat(passed: boolean, batchCount: number, nowMs: number): void {
    if (passed) {
      // stat.Slot, then StandaloneStatSlot, then Exit's OnCompleted (rt 0).
      this.node.arr.addCount(MetricEventPass, batchCount, nowMs);
      for (const tc of this.#controllers) {
        if (!tc.boundStat.reuseResourceStat) tc.boundStat.writeOnlyMetric?.addCount(MetricEventPass, batchCount, nowMs);
      }
      this.node.arr.addCount(MetricEventComplete, batchCount, nowMs);
    } else {
      this.node.arr.addCount(MetricEventBlock, batchCount, nowMs);
    }
  }
}

function checkBatchCount(batchCount: number): void {
  if (!Number.isInteger(batchCount) || batchCount < 0 || batchCount > 4294967295) {
    throw new RangeError(`batchCount must be a uint32: ${batchCount}`);
  }
}

/**
 * ChainSim: Sentinel's slot chain (AuthoritySlot → SystemSlot → FlowSlot → DegradeSlot, counted by
 * StatisticSlot) on a simulated clock, driven request by request. Every expected value below is read off the
 * Sentinel 1.8.9 Java source (sentinel-core, com.alibaba.csp.sentinel.*); the comment above each assertion
 * says which class and why.
 *
 * Times: T0 is a whole second, so the 500 ms buckets of a node's 1 s window start at T0, T0 + 500, …; a pass
 * at T0 + x (x < 500) leaves the window when the bucket [T0, T0 + 500) is replaced at T0 + 1000.
 */
import { describe, expect, it } from 'vitest';
import type { AuthorityRule } from '../../../src/engine/sentinel/authority-rule';
import {
  ChainSim,
  type ChainConfig,
  type ChainRequest,
  type ChainVerdict,
} from '../../../src/engine/sentinel/chain/chain-sim';
import { ThrottlingController } from '../../../src/engine/sentinel/controllers/throttling';
import { BreakerState } from '../../../src/engine/sentinel/degrade/circuit-breaker';
import { DEGRADE_RULE_DEFAULTS, type DegradeRule } from '../../../src/engine/sentinel/degrade/degrade-rule';
import type { FlowRule } from '../../../src/engine/sentinel/flow-rule';
import { SYSTEM_RULE_DEFAULTS, type SystemRule } from '../../../src/engine/sentinel/system-rule';
import { NOT_STOPPED, Reason, Slot } from '../../../src/engine/sim/chain-result';

const T0 = 1_700_000_000_000;
const CTX = 'sentinel_default_context';

function flow(over: Partial<FlowRule> = {}): FlowRule {
  return {
    resource: 'demo',
    limitApp: 'default',
    grade: 1,
    count: 10,
    strategy: 0,
    controlBehavior: 0,
    warmUpPeriodSec: 10,
    maxQueueingTimeMs: 500,
    clusterMode: false,
    regex: false,
    ...over,
  };
}
/** RATE_LIMITER count 10 (ThrottlingController in ms mode: one pass per 100 ms), queue up to 1000 ms. */
const pacing = (over: Partial<FlowRule> = {}) =>
  flow({ controlBehavior: 2, count: 10, maxQueueingTimeMs: 1000, ...over });

function degrade(over: Partial<DegradeRule> = {}): DegradeRule {
  return { ...DEGRADE_RULE_DEFAULTS, resource: 'demo', timeWindow: 10, ...over };
}
/** Error-count breaker that opens on the first error (ExceptionCircuitBreaker: errorCount 1 > count 0). */
const openOnFirstError = (over: Partial<DegradeRule> = {}) =>
  degrade({ grade: 2, count: 0, minRequestAmount: 1, ...over });

function authority(over: Partial<AuthorityRule>): AuthorityRule {
  return { resource: 'demo', limitApp: null, strategy: 0, regex: false, ...over };
}
function system(over: Partial<SystemRule>): SystemRule {
  return { ...SYSTEM_RULE_DEFAULTS, ...over };
}

type Seen = Omit<ChainVerdict, 'request'> & { request: ChainRequest; atMs: number };

/** A chain on its own clock; `arrive(ms, …)` enters a request at startMs + ms and returns its index. */
function chainOf(over: Partial<ChainConfig> = {}) {
  const config: ChainConfig = {
    version: '1.8.9',
    coldFactor: 3,
    startMs: T0,
    flowRules: [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    ...over,
  };
  const sim = new ChainSim(config);
  const seen: Seen[] = [];
  sim.onVerdict = (v) => seen.push({ ...v, request: { ...v.request }, atMs: sim.clock.nowMs });
  let n = 0;
  const arrive = (ms: number, r: Partial<ChainRequest> = {}): number => {
    sim.arrive(config.startMs + ms, {
      resource: 'demo',
      origin: '',
      context: CTX,
      entryIn: true,
      acquire: 1,
      prioritized: false,
      rtMs: 0,
      error: false,
      ...r,
    });
    return n++;
  };
  const verdict = (i: number): Seen | undefined => seen.find((v) => v.index === i);
  const drain = (ms: number) => sim.drainUntil(config.startMs + ms);
  /** Every state change of breaker `b` as [ms since start, from, to]. */
  const transitions = (b: number) => {
    const log: [number, number, number][] = [];
    sim.breakers[b].cb.onStateChange = (from, to, nowMs) => log.push([nowMs - config.startMs, from, to]);
    return log;
  };
  return { sim, seen, arrive, verdict, drain, transitions };
}

const { CLOSED, OPEN, HALF_OPEN } = BreakerState;
const passed = { pass: true, stoppedBy: NOT_STOPPED, rule: -1 };

describe('FlowSlot with several rules on one resource', () => {
  it('a request blocked by the first rule never reaches the second (the pacing rule keeps its state)', () => {
    // FlowRuleChecker.checkFlow: `for (rule : rules) if (!canPassCheck(...)) throw new FlowException` — the
    // throw ends the loop, so ThrottlingController.canPass of rule 1 is not called for the blocked request and
    // its latestPassedTime stays at request 0's pass (T0). Had it been called, it would have queued the
    // request: latestPassedTime T0 + 100.
    const c = chainOf({ flowRules: [flow({ count: 2 }), pacing()] });
    const a = c.arrive(0, { acquire: 2 });
    const b = c.arrive(1);
    expect(c.verdict(a)).toMatchObject({ ...passed, waitMs: 0, flowRulesChecked: 2 });
    // DefaultController: passQps 2 + acquire 1 > count 2
    expect(c.verdict(b)).toMatchObject({
      pass: false,
      stoppedBy: Slot.Flow,
      rule: 0,
      reason: Reason.FlowClusterNode,
      value: 3,
      limit: 2,
      flowRulesChecked: 1,
      atMs: T0 + 1,
    });
    const pacer = c.sim.flowRulesOf('demo')[1].controller as ThrottlingController;
    expect(pacer).toBeInstanceOf(ThrottlingController);
    expect(pacer.latestPassedTime).toBe(T0);
    expect(c.sim.pendingActions).toBe(0);
  });

  it.each([
    // counts in list order; both "default", so FlowRuleComparator keeps their order (compare → 0)
    [[5, 3], 1, 2],
    [[3, 5], 0, 1],
  ])('counts %j: the 4th request is blocked by rule %i after %i rule(s) checked it', (counts, rule, checked) => {
    const c = chainOf({ flowRules: counts.map((count) => flow({ count })) });
    for (let i = 0; i < 3; i++) expect(c.verdict(c.arrive(i))).toMatchObject({ ...passed, flowRulesChecked: 2 });
    // the count-3 rule refuses: passQps 3 + 1 > 3; the count-5 rule lets it through (4 ≤ 5)
    expect(c.verdict(c.arrive(3))).toMatchObject({
      pass: false,
      stoppedBy: Slot.Flow,
      rule,
      value: 4,
      limit: 3,
      flowRulesChecked: checked,
    });
  });

  it('FlowRuleComparator: rules for a named origin and "other" are checked before "default" ones', () => {
    // compare(): a "default" limitApp sorts after any other limitApp; Collections.sort is stable otherwise.
    const c = chainOf({
      flowRules: [flow({ count: 1 }), flow({ limitApp: 'other', count: 1 }), flow({ limitApp: 'appA', count: 1 })],
    });
    expect(c.sim.flowRulesOf('demo').map((r) => r.index)).toEqual([1, 2, 0]);
    // appA's first request passes all three; its second would fail the "default" rule 0 (cluster passQps 1 + 1
    // > 1) and its own rule 2 (origin passQps 1 + 1 > 1): rule 2 is checked first, so it decides.
    expect(c.verdict(c.arrive(0, { origin: 'appA' }))).toMatchObject({ ...passed, flowRulesChecked: 3 });
    expect(c.verdict(c.arrive(1, { origin: 'appA' }))).toMatchObject({
      pass: false,
      rule: 2,
      reason: Reason.FlowOriginNode,
      flowRulesChecked: 2,
    });
    // no origin: rules 1 and 2 select no node (pass), rule 0 reads the ClusterNode
    expect(c.verdict(c.arrive(2))).toMatchObject({
      pass: false,
      rule: 0,
      reason: Reason.FlowClusterNode,
      flowRulesChecked: 3,
    });
  });

  it('equal rules count once (FlowRuleUtil keeps them in a HashSet; a blank limitApp is "default" first)', () => {
    // FlowRule.equals / AbstractRule.limitAppEquals: "" equals "default"; buildFlowRuleMap sets a blank limitApp
    // to "default" before `flowRules.add(rule)`, so rules 1 and 2 are the same element as rule 0.
    const c = chainOf({ flowRules: [pacing(), pacing(), pacing({ limitApp: '' }), pacing({ count: 20 })] });
    expect(c.sim.flowRulesOf('demo').map((r) => r.index)).toEqual([0, 3]);
    expect(c.sim.droppedFlowRules.map((d) => d.index)).toEqual([1, 2]);
    expect(c.verdict(c.arrive(0))).toMatchObject({ ...passed, flowRulesChecked: 2 });
  });

  it('rules that differ only in id are equal: AbstractRule.equals / hashCode never read id', () => {
    // AbstractRule.equals compares resource, regex and limitApp; FlowRule.equals adds grade, count, strategy,
    // controlBehavior, warmUpPeriodSec, maxQueueingTimeMs, clusterMode, refResource, clusterConfig. `id` is in
    // neither (nor in hashCode), so the HashSet in FlowRuleUtil.buildFlowRuleMap keeps one of the two rules and
    // FlowSlot checks one rule per request.
    const c = chainOf({ flowRules: [flow({ id: 1, count: 3 }), flow({ id: 2, count: 3 })] });
    expect(c.sim.flowRulesOf('demo')).toHaveLength(1);
    expect(c.sim.droppedFlowRules.map((d) => d.index)).toEqual([1]);
    expect(c.verdict(c.arrive(0))).toMatchObject({ ...passed, flowRulesChecked: 1 });
  });
});

describe('time inside the walk: a flow wait delays the later slots', () => {
  it('a paced request meets DegradeSlot at arrival + wait: a breaker that opened meanwhile blocks it', () => {
    // ThrottlingController.canPass sleeps the wait inside FlowSlot, then DegradeSlot.performChecking calls
    // tryPass at T0 + 100. Request 0 (error, rt 50) completes at T0 + 50: ExceptionCircuitBreaker errorCount 1
    // > count 0 with minRequestAmount 1 → OPEN, retry at T0 + 50 + 10 s. So request 1, which arrived at T0 + 1
    // with the breaker CLOSED, is blocked by the breaker when its wait ends.
    const c = chainOf({ flowRules: [pacing()], degradeRules: [openOnFirstError()] });
    const log = c.transitions(0);
    c.arrive(0, { rtMs: 50, error: true });
    const b = c.arrive(1, { rtMs: 10 });
    expect(c.sim.breakers[0].cb.state).toBe(CLOSED);
    expect(c.verdict(b)).toBeUndefined();
    expect(c.sim.arrival).toMatchObject({ index: b, settled: false, waitMs: 99, priorityWait: false });
    c.drain(99);
    expect(log).toEqual([[50, CLOSED, OPEN]]);
    expect(c.verdict(b)).toBeUndefined();
    c.drain(100);
    expect(c.verdict(b)).toMatchObject({
      pass: false,
      stoppedBy: Slot.Degrade,
      rule: 0,
      reason: Reason.DegradeOpen,
      waitMs: 99,
      flowRulesChecked: 1,
      atMs: T0 + 100,
    });
    // StatisticSlot counts the block when it is thrown, at T0 + 100; only request 0 passed
    const node = c.sim.clusterNode('demo');
    expect([node.passQps(), node.blockQps(), node.curThreadNum()]).toEqual([1, 1, 0]);
  });

  it('without the error the same request passes DegradeSlot at arrival + wait', () => {
    const c = chainOf({ flowRules: [pacing()], degradeRules: [openOnFirstError()] });
    c.arrive(0, { rtMs: 50 });
    const b = c.arrive(1, { rtMs: 10 });
    c.drain(100);
    expect(c.verdict(b)).toMatchObject({ ...passed, waitMs: 99, atMs: T0 + 100 });
  });

  it('the pass (and the thread) is counted at arrival + wait, and the RT is measured from the arrival', () => {
    // StatisticSlot.entry: fireEntry (which sleeps in FlowSlot) returns, THEN increaseThreadNum + addPassRequest.
    // StatisticSlot.exit: rt = completeStatTime − entry.createTimestamp (the entry was created at arrival).
    const c = chainOf({ flowRules: [pacing()] });
    c.arrive(0);
    const b = c.arrive(0, { rtMs: 30 });
    const node = c.sim.clusterNode('demo');
    const e = c.sim.entryNode;
    expect([node.passQps(), node.curThreadNum(), e.passQps()]).toEqual([1, 0, 1]);
    c.drain(99);
    expect([node.passQps(), node.curThreadNum(), e.passQps()]).toEqual([1, 0, 1]);
    c.drain(100);
    expect([node.passQps(), node.curThreadNum(), e.passQps(), e.curThreadNum()]).toEqual([2, 1, 2, 1]);
    expect(c.verdict(b)).toMatchObject({ ...passed, waitMs: 100, atMs: T0 + 100 });
    c.drain(130);
    expect(node.curThreadNum()).toBe(0);
    // RTs 0 and 100 + 30: avgRt = 130 / 2
    expect(node.avgRt()).toBe(65);
    expect(e.avgRt()).toBe(65);
  });

  it('a reject rule after a pacing rule reads the 1 s window as it is when the wait ends', () => {
    // Rules: RATE_LIMITER count 1 (cost 1000 ms), then QPS reject count 1. Request 0 passes at T0 + 400.
    // Request 1 arrives at T0 + 401: passQps would be 1 + 1 > 1 now, but it first sleeps 999 ms in the pacer
    // and DefaultController reads passQps at T0 + 1400, when request 0's bucket [T0, T0 + 500) has left the
    // window (ArrayMetric.pass sums only buckets not older than 1000 ms): 0 + 1 ≤ 1, it passes.
    const c = chainOf({ flowRules: [pacing({ count: 1 }), flow({ count: 1 })] });
    c.arrive(400);
    const b = c.arrive(401);
    c.drain(1400);
    expect(c.verdict(b)).toMatchObject({ ...passed, waitMs: 999, flowRulesChecked: 2, atMs: T0 + 1400 });
    // and while request 1 waits, a request with no queue ahead of it meets the reject rule at once: blocked
    const d = chainOf({ flowRules: [flow({ count: 1 })] });
    d.arrive(400);
    expect(d.verdict(d.arrive(401))).toMatchObject({ pass: false, rule: 0 });
  });
});

describe('PriorityWaitException: the occupy path of DefaultController', () => {
  it('skips later flow rules and DegradeSlot, counts only the thread at t + wait, and still completes on the breakers', () => {
    // Rule 0: QPS count 2 on the ClusterNode. Rule 1: CHAIN from context "ctxB", count 0 (blocks every ctxB
    // request that reaches it). Breaker: opens on the first error, timeWindow 1 s.
    const c = chainOf({
      flowRules: [flow({ count: 2 }), flow({ strategy: 2, refResource: 'ctxB', count: 0 })],
      degradeRules: [openOnFirstError({ timeWindow: 1 })],
    });
    const cb = c.sim.breakers[0].cb;
    const log = c.transitions(0);
    const node = c.sim.clusterNode('demo');
    // Request 0 (ctxA, acquire 2) fills the count and fails at T0 + 50 → OPEN, retry at T0 + 1050.
    c.arrive(0, { context: 'ctxA', acquire: 2, rtMs: 50, error: true });
    c.drain(50);
    expect(cb.state).toBe(OPEN);
    // Request 1, prioritized, in ctxB at T0 + 510: passQps 2 + 1 > 2 → StatisticNode.tryOccupyNext: the oldest
    // bucket [T0, T0 + 500) (2 passes) leaves the window in 500 − 10 = 490 ms and 2 + 0 + 1 − 2 ≤ 2, and
    // 490 < occupyTimeout 500 → addWaitingRequest(T0 + 1000, 1), addOccupiedPass, sleep 490 ms, throw
    // PriorityWaitException. That exception leaves FlowRuleChecker.checkFlow (rule 1 is never checked) and
    // skips DegradeSlot (which comes after FlowSlot), so the OPEN breaker does not see it.
    const p = c.arrive(510, { context: 'ctxB', prioritized: true, rtMs: 100 });
    expect(c.sim.arrival).toMatchObject({ index: p, settled: false, priorityWait: true, waitMs: 490 });
    c.drain(999);
    expect(c.verdict(p)).toBeUndefined();
    expect(node.curThreadNum()).toBe(0);
    c.drain(1000);
    expect(c.verdict(p)).toMatchObject({
      pass: true,
      stoppedBy: NOT_STOPPED,
      rule: -1,
      reason: Reason.PriorityWait,
      waitMs: 490,
      flowRulesChecked: 1,
      atMs: T0 + 1000,
    });
    // StatisticSlot's `catch (PriorityWaitException)` only increases the thread counts (node, origin node,
    // ENTRY_NODE): the pass was booked by the controller on the node the rule selected (the ClusterNode), as a
    // borrowed pass of the bucket starting at T0 + 1000. ENTRY_NODE gets no pass at all.
    expect(node.curThreadNum()).toBe(1);
    expect(c.sim.entryNode.curThreadNum()).toBe(1);
    expect(node.passQps()).toBe(1);
    expect(c.sim.entryNode.passQps()).toBe(0);
    expect(cb.state).toBe(OPEN);
    // Request 2 (ctxA) at T0 + 1050: passQps 1 (the borrowed pass) + 1 ≤ 2; the breaker's retry time has come,
    // so it is the half-open probe (AbstractCircuitBreaker.fromOpenToHalfOpen).
    const q = c.arrive(1050, { context: 'ctxA', rtMs: 1000 });
    expect(c.verdict(q)).toMatchObject({ ...passed, probe: true });
    expect(cb.state).toBe(HALF_OPEN);
    // Request 1 completes at T0 + 1100 without error: DegradeSlot.exit calls onRequestComplete on every breaker
    // for an entry without block error (a PriorityWait entry has none), and in HALF_OPEN that completion decides
    // (ExceptionCircuitBreaker.handleStateChangeWhenThresholdExceeded: no error → fromHalfOpenToClose).
    c.drain(1100);
    expect(cb.state).toBe(CLOSED);
    expect(cb.lastCompletion).toMatchObject({ requestIndex: p, rtMs: 590, error: false });
    expect(log).toEqual([
      [50, CLOSED, OPEN],
      [1050, OPEN, HALF_OPEN],
      [1100, HALF_OPEN, CLOSED],
    ]);
    // Control: rule 1 does block a ctxB request that reaches it (DefaultNode of ctxB: passQps 0 + 1 > 0).
    expect(c.verdict(c.arrive(2100, { context: 'ctxB' }))).toMatchObject({
      pass: false,
      rule: 1,
      reason: Reason.FlowChainNode,
      flowRulesChecked: 2,
    });
  });

  it('a prioritized request that cannot borrow within occupyTimeout is blocked', () => {
    // At T0 + 10 the oldest bucket leaves the window only in 990 ms ≥ 500 (the first candidate, 490 ms, frees
    // the empty bucket [T0 − 500, T0)): tryOccupyNext returns occupyTimeout, canPass returns false.
    const c = chainOf({ flowRules: [flow({ count: 2 })] });
    c.arrive(0, { acquire: 2 });
    expect(c.verdict(c.arrive(10, { prioritized: true }))).toMatchObject({ pass: false, rule: 0, waitMs: 0 });
  });
});

describe('AuthoritySlot', () => {
  it('a black list blocks the listed origins only; requests without origin pass', () => {
    // AuthorityRuleChecker.passCheck: empty origin → true; contain = an exact entry of limitApp.split(",");
    // black list → !contain. The resource's rule is rule 1 of the list.
    const c = chainOf({
      flowRules: [flow({ count: 100 })],
      authorityRules: [
        authority({ resource: 'elsewhere', limitApp: 'appA' }),
        authority({ limitApp: 'appA,appB', strategy: 1 }),
      ],
    });
    expect(c.verdict(c.arrive(0, { origin: 'appA' }))).toMatchObject({
      pass: false,
      stoppedBy: Slot.Authority,
      rule: 1,
      reason: Reason.AuthorityBlack,
      flowRulesChecked: 0,
      value: NaN,
      limit: NaN,
    });
    expect(c.verdict(c.arrive(1, { origin: 'appC' }))).toMatchObject(passed);
    expect(c.verdict(c.arrive(2, { origin: 'app' }))).toMatchObject(passed); // a substring, not an entry
    expect(c.verdict(c.arrive(3))).toMatchObject(passed);
    expect(c.verdict(c.arrive(4, { origin: 'appB', entryIn: false }))).toMatchObject({
      pass: false,
      reason: Reason.AuthorityBlack,
    });
    // StatisticSlot's catch (BlockException): increaseBlockQps on the DefaultNode (→ ClusterNode) and, for IN
    // entries only, on ENTRY_NODE.
    const node = c.sim.clusterNode('demo');
    expect([node.passQps(), node.blockQps()]).toEqual([3, 2]);
    expect([c.sim.entryNode.passQps(), c.sim.entryNode.blockQps()]).toEqual([3, 1]);
  });

  it('a white list blocks the unlisted origins; requests without origin pass', () => {
    const c = chainOf({ authorityRules: [authority({ limitApp: 'appA' })] });
    expect(c.verdict(c.arrive(0, { origin: 'appB' }))).toMatchObject({
      pass: false,
      stoppedBy: Slot.Authority,
      rule: 0,
      reason: Reason.AuthorityWhite,
    });
    expect(c.verdict(c.arrive(1, { origin: 'appA' }))).toMatchObject(passed);
    expect(c.verdict(c.arrive(2))).toMatchObject(passed);
    expect(c.sim.clusterNode('demo').blockQps()).toBe(1);
  });

  it('AuthoritySlot comes before SystemSlot, SystemSlot before FlowSlot', () => {
    // DefaultSlotChainBuilder order (by @Spi order): Authority −6000, System −5000, Flow −2000, Degrade −1000.
    const c = chainOf({
      flowRules: [flow({ count: 0 })],
      authorityRules: [authority({ limitApp: 'bad', strategy: 1 })],
      systemRules: [system({ qps: 0 })],
    });
    expect(c.verdict(c.arrive(0, { origin: 'bad' }))).toMatchObject({ stoppedBy: Slot.Authority });
    expect(c.verdict(c.arrive(1, { origin: 'good' }))).toMatchObject({ stoppedBy: Slot.System, flowRulesChecked: 0 });
    expect(c.verdict(c.arrive(2, { origin: 'good', entryIn: false }))).toMatchObject({ stoppedBy: Slot.Flow });
  });
});

describe('node selection (FlowRuleChecker.selectNodeByRequesterAndStrategy)', () => {
  it('limitApp "appA" limits appA on its origin node; other callers are not limited', () => {
    const c = chainOf({ flowRules: [flow({ limitApp: 'appA', count: 1 })] });
    expect(c.verdict(c.arrive(0, { origin: 'appA' }))).toMatchObject(passed);
    for (let i = 1; i <= 3; i++) {
      expect(c.verdict(c.arrive(i, { origin: 'appB' }))).toMatchObject(passed);
      expect(c.verdict(c.arrive(i))).toMatchObject(passed);
    }
    // the origin node of (demo, appA) holds 1 pass: 1 + 1 > 1
    expect(c.verdict(c.arrive(5, { origin: 'appA' }))).toMatchObject({
      pass: false,
      rule: 0,
      reason: Reason.FlowOriginNode,
      value: 2,
      limit: 1,
    });
    expect(c.sim.clusterNode('demo').passQps()).toBe(7);
  });

  it('"other" applies, on its own origin node, to each origin that has no rule of its own', () => {
    // FlowRuleManager.isOtherOrigin: false for an empty origin and for an origin some rule of the resource names.
    const c = chainOf({ flowRules: [flow({ limitApp: 'other', count: 1 }), flow({ limitApp: 'appA', count: 2 })] });
    expect(c.verdict(c.arrive(0, { origin: 'appB' }))).toMatchObject(passed);
    expect(c.verdict(c.arrive(1, { origin: 'appB' }))).toMatchObject({
      pass: false,
      rule: 0,
      reason: Reason.FlowOriginNode,
    });
    expect(c.verdict(c.arrive(2, { origin: 'appC' }))).toMatchObject(passed); // appC's own origin node
    expect(c.verdict(c.arrive(3, { origin: 'appA' }))).toMatchObject(passed);
    expect(c.verdict(c.arrive(4, { origin: 'appA' }))).toMatchObject(passed); // "other" does not apply to appA
    expect(c.verdict(c.arrive(5, { origin: 'appA' }))).toMatchObject({ pass: false, rule: 1 });
    for (let i = 6; i < 9; i++) expect(c.verdict(c.arrive(i))).toMatchObject(passed);
  });

  it('RELATE limits resource B by resource A’s ClusterNode (none until A is entered)', () => {
    // selectReferenceNode: STRATEGY_RELATE → ClusterBuilderSlot.getClusterNode(refResource), null before A's
    // first entry (then passLocalCheck returns true). B's own passes are not what the rule reads.
    const c = chainOf({ flowRules: [flow({ resource: 'B', strategy: 1, refResource: 'A', count: 2 })] });
    for (let i = 0; i < 3; i++) expect(c.verdict(c.arrive(i, { resource: 'B' }))).toMatchObject(passed);
    c.arrive(3, { resource: 'A' });
    expect(c.verdict(c.arrive(4, { resource: 'B' }))).toMatchObject(passed); // A: 1 + 1 ≤ 2
    c.arrive(5, { resource: 'A' });
    expect(c.verdict(c.arrive(6, { resource: 'B' }))).toMatchObject({
      pass: false,
      rule: 0,
      reason: Reason.FlowRelateNode,
      value: 3,
      limit: 2,
    });
    expect(c.sim.clusterNode('B').passQps()).toBe(4);
  });

  it('CHAIN limits only requests in the named context, on that context’s DefaultNode', () => {
    // selectReferenceNode: STRATEGY_CHAIN → the DefaultNode (NodeSelectorSlot: one per context and resource) when
    // refResource equals the context name, else null (the rule passes).
    const c = chainOf({ flowRules: [flow({ strategy: 2, refResource: 'ctx1', count: 1 })] });
    for (let i = 0; i < 3; i++) expect(c.verdict(c.arrive(i, { context: 'ctx2' }))).toMatchObject(passed);
    expect(c.verdict(c.arrive(3, { context: 'ctx1' }))).toMatchObject(passed); // ctx2's passes are not ctx1's
    expect(c.verdict(c.arrive(4, { context: 'ctx1' }))).toMatchObject({
      pass: false,
      reason: Reason.FlowChainNode,
      value: 2,
      limit: 1,
    });
    for (let i = 5; i < 8; i++) expect(c.verdict(c.arrive(i, { context: 'ctx2' }))).toMatchObject(passed);
    // the ClusterNode sums every context (DefaultNode forwards to it)
    expect(c.sim.clusterNode('demo').passQps()).toBe(7);
  });
});

describe('SystemSlot', () => {
  it('qps: ENTRY_NODE counts IN entries of every resource; OUT entries are neither checked nor counted', () => {
    // SystemRuleManager: qps = min over rules (rule 1's 3); checkSystem returns at once for EntryType.OUT;
    // StatisticSlot adds to ENTRY_NODE only for EntryType.IN.
    const c = chainOf({ systemRules: [system({ qps: 10 }), system({ qps: 3 })] });
    for (const [ms, resource] of [
      [0, 'A'],
      [1, 'B'],
      [2, 'A'],
    ] as const) {
      expect(c.verdict(c.arrive(ms, { resource }))).toMatchObject(passed);
    }
    for (let i = 0; i < 5; i++) expect(c.verdict(c.arrive(3, { resource: 'A', entryIn: false }))).toMatchObject(passed);
    expect(c.sim.entryNode.passQps()).toBe(3);
    expect(c.sim.clusterNode('A').passQps()).toBe(7);
    // passQps 3 + acquire 1 > 3
    expect(c.verdict(c.arrive(4, { resource: 'B' }))).toMatchObject({
      pass: false,
      stoppedBy: Slot.System,
      rule: 1,
      reason: Reason.SystemQps,
      value: 4,
      limit: 3,
      flowRulesChecked: 0,
    });
    expect(c.sim.entryNode.blockQps()).toBe(1);
  });

  it('maxThread: curThreadNum > maxThread, read before the request counts (so maxThread + 1 run)', () => {
    const c = chainOf({ systemRules: [system({ maxThread: 2 })] });
    c.arrive(0, { entryIn: false, rtMs: 1000 });
    c.arrive(0, { entryIn: false, rtMs: 1000 });
    for (let i = 1; i <= 3; i++) expect(c.verdict(c.arrive(i, { rtMs: 1000 }))).toMatchObject(passed);
    expect(c.verdict(c.arrive(4, { rtMs: 1000 }))).toMatchObject({
      pass: false,
      stoppedBy: Slot.System,
      reason: Reason.SystemThread,
      value: 3,
      limit: 2,
    });
    expect(c.sim.entryNode.curThreadNum()).toBe(3);
    expect(c.sim.clusterNode('demo').curThreadNum()).toBe(5);
    // the first IN request completes at 1001: 2 in flight again
    expect(c.verdict(c.arrive(1001))).toMatchObject(passed);
  });

  it('highestSystemLoad: above it BBR still admits while curThreadNum ≤ 1', () => {
    // checkBbr: block only if curThreadNum > 1 && curThreadNum > maxSuccessQps × minRt / 1000. After one
    // success with rt 1 ms: maxSuccessQps = max(1, 1) × 2 buckets / 1 s = 2, minRt = 1 → capacity 0.002.
    const c = chainOf({
      systemRules: [system({ highestSystemLoad: 1 })],
      systemInputs: (rel) => ({ load: rel >= 1000 ? 5 : 0, cpu: 0 }),
    });
    expect(c.verdict(c.arrive(1000, { rtMs: 1 }))).toMatchObject(passed); // 0 in flight
    c.drain(1001);
    expect(c.sim.entryNode.minRt()).toBe(1);
    expect(c.verdict(c.arrive(1002, { rtMs: 5000 }))).toMatchObject(passed); // 0 in flight
    expect(c.verdict(c.arrive(1003, { rtMs: 5000 }))).toMatchObject(passed); // 1 in flight: 1 > 1 is false
    expect(c.verdict(c.arrive(1004, { rtMs: 5000 }))).toMatchObject({
      pass: false,
      stoppedBy: Slot.System,
      reason: Reason.SystemLoad,
      value: 5,
      limit: 1,
    });
  });

  it('highestSystemLoad with an empty window: BBR capacity is 2 × statisticMaxRt 5000 ms / 1000 = 10', () => {
    // ArrayMetric.maxSuccess is at least 1; minRt starts at SentinelConfig.statisticMaxRt() (5000) in an empty
    // bucket. So 11 requests (0..10 in flight) pass, the 12th (11 > 10) is blocked.
    const c = chainOf({ systemRules: [system({ highestSystemLoad: 1 })], systemInputs: () => ({ load: 5, cpu: 0 }) });
    for (let i = 0; i < 11; i++) expect(c.verdict(c.arrive(i, { rtMs: 5000 }))).toMatchObject(passed);
    expect(c.verdict(c.arrive(11, { rtMs: 5000 }))).toMatchObject({ pass: false, reason: Reason.SystemLoad });
  });

  it('the status listener samples once a second from the start: a change within a second is seen from the next', () => {
    // SystemStatusListener runs scheduleAtFixedRate(…, 0, 1, SECONDS) from startup: samples at start + 0, 1000,
    // 2000 ms. The CPU input changes at 1500 ms after the start; the check sees it from the sample at 2000 ms.
    // The start is not on a whole epoch second, so sampling on epoch seconds would see it at 1750 ms already.
    const startMs = T0 + 250;
    const c = chainOf({
      startMs,
      systemRules: [system({ highestCpuUsage: 0.5 })],
      systemInputs: (rel) => ({ load: 0, cpu: rel >= 1500 ? 0.9 : 0.1 }),
    });
    expect(c.verdict(c.arrive(1500))).toMatchObject(passed);
    expect(c.sim.systemStatus.cpu).toBe(0.1);
    expect(c.verdict(c.arrive(1750))).toMatchObject(passed);
    expect(c.verdict(c.arrive(1999))).toMatchObject(passed);
    expect(c.verdict(c.arrive(2000))).toMatchObject({
      pass: false,
      stoppedBy: Slot.System,
      reason: Reason.SystemCpu,
      value: 0.9,
      limit: 0.5,
    });
    expect(c.sim.systemStatus.cpu).toBe(0.9);
  });
});

describe('DegradeSlot: several breakers, and RT from the arrival', () => {
  it('a half-open probe blocked by a later breaker sends the first back to OPEN, deadline unchanged', () => {
    // Both breakers open on request 0's error at T0 + 10: breaker 0 retries at T0 + 1010, breaker 1 at T0 + 5010.
    // DegradeSlot.performChecking tries them in order: breaker 0 goes HALF_OPEN (fromOpenToHalfOpen registers
    // entry.whenTerminate), breaker 1 throws DegradeException; the entry exits with a block error, so the hook
    // sets breaker 0 back to OPEN (compareAndSet only: nextRetryTimestamp is not updated) — issue #1638.
    const c = chainOf({
      degradeRules: [openOnFirstError({ timeWindow: 1 }), openOnFirstError({ timeWindow: 5 })],
    });
    const [b0, b1] = c.sim.breakers.map((b) => b.cb);
    const log0 = c.transitions(0);
    c.arrive(0, { rtMs: 10, error: true });
    c.drain(10);
    expect([b0.state, b1.state]).toEqual([OPEN, OPEN]);
    const blockedBy1 = { pass: false, stoppedBy: Slot.Degrade, rule: 1, reason: Reason.DegradeOpen };
    expect(c.verdict(c.arrive(1010))).toMatchObject(blockedBy1);
    expect(b0.state).toBe(OPEN);
    expect(b0.nextRetryTimestamp).toBe(T0 + 1010);
    // every later request probes breaker 0 again, and is again blocked by breaker 1
    expect(c.verdict(c.arrive(1500))).toMatchObject(blockedBy1);
    expect(log0).toEqual([
      [10, CLOSED, OPEN],
      [1010, OPEN, HALF_OPEN],
      [1010, HALF_OPEN, OPEN],
      [1500, OPEN, HALF_OPEN],
      [1500, HALF_OPEN, OPEN],
    ]);
    // from T0 + 5010 both let a probe through; a second request meets breaker 0 HALF_OPEN with its probe out
    const probe = c.arrive(5010, { rtMs: 10 });
    expect(c.verdict(probe)).toMatchObject({ ...passed, probe: true });
    expect([b0.state, b1.state]).toEqual([HALF_OPEN, HALF_OPEN]);
    expect(c.verdict(c.arrive(5015))).toMatchObject({ pass: false, rule: 0, reason: Reason.DegradeHalfOpen });
    c.drain(5020);
    expect([b0.state, b1.state]).toEqual([CLOSED, CLOSED]);
  });

  it('a slow-ratio breaker counts a request slow because of its pacing wait (RT from the arrival)', () => {
    // ResponseTimeCircuitBreaker: rt = completeTimestamp − entry.createTimestamp. Request 1 waits 100 ms in the
    // pacer and runs 20 ms: rt 120 > maxAllowedRt 50 → slow. 1 slow of 2 = 0.5 > 0.4 with minRequestAmount 2.
    const c = chainOf({
      flowRules: [pacing()],
      degradeRules: [degrade({ grade: 0, count: 50, slowRatioThreshold: 0.4, minRequestAmount: 2 })],
    });
    const cb = c.sim.breakers[0].cb;
    const log = c.transitions(0);
    c.arrive(0, { rtMs: 20 });
    const b = c.arrive(0, { rtMs: 20 });
    c.drain(119);
    expect(cb.state).toBe(CLOSED);
    expect(cb.lastCompletion).toMatchObject({ rtMs: 20, bad: false });
    c.drain(120);
    expect(cb.lastCompletion).toMatchObject({ requestIndex: b, rtMs: 120, bad: true });
    expect(cb.state).toBe(OPEN);
    expect(log).toEqual([[120, CLOSED, OPEN]]);
  });
});

describe('numbersBelow: a refusal’s value and limit only for the first requests', () => {
  it('changes nothing but the numbers of later refusals, which become NaN', () => {
    // every kind of flow controller FlowSlot reads numbers of, and requests arriving faster than they admit
    const rules = [
      flow({ count: 5 }),
      pacing({ count: 20, maxQueueingTimeMs: 50 }),
      flow({ controlBehavior: 1, count: 8 }),
    ];
    const run = (numbersBelow: number) => {
      const c = chainOf({ flowRules: rules });
      c.sim.numbersBelow = numbersBelow;
      for (let i = 0; i < 400; i++) c.arrive(i * 7, { rtMs: i % 13 });
      c.drain(400 * 7 + 5000);
      return c.seen;
    };
    const all = run(Infinity);
    const first = run(50);
    expect(all.filter((v) => !v.pass && v.index >= 50).length).toBeGreaterThan(100);
    expect(all.filter((v) => !v.pass && Number.isNaN(v.value))).toEqual([]);
    const blank = (v: Seen) => (v.index >= 50 && !v.pass ? { ...v, value: NaN, limit: NaN } : v);
    expect(first).toEqual(all.map(blank));
  });
});

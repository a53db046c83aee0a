/**
 * Sentinel's slot chain on a simulated clock: every rule kind of one Sentinel instance — authority, system, flow,
 * degrade — deciding together on requests that enter several resources, from several origins and contexts.
 *
 * THE CHAIN (DefaultSlotChainBuilder's order; each request walks it left to right):
 *   NodeSelectorSlot   the context's DefaultNode for the resource (one per context name and resource)
 *   ClusterBuilderSlot the resource's ClusterNode, and the origin's node under it when the request has an origin
 *   LogSlot            logs blocks; decides nothing
 *   StatisticSlot      lets the rest decide, then counts: pass → thread + 1 and addPassRequest on the DefaultNode
 *                      (which forwards to the ClusterNode), the origin node and, for an inbound (IN) entry,
 *                      Constants.ENTRY_NODE; block → increaseBlockQps on the same nodes
 *   AuthoritySlot      the resource's authority rule: origin on the white list / not on the black list
 *   SystemSlot         inbound entries only: ENTRY_NODE's passQps + acquire > qps, curThreadNum > maxThread,
 *                      avgRt > avgRt, load > highestSystemLoad (unless the BBR check lets it in), cpu > highestCpuUsage
 *   FlowSlot           the resource's flow rules in FlowRuleManager's order (flow-rule-table.ts), each on the node it
 *                      selects; the first that says no throws FlowException
 *   DegradeSlot        the resource's circuit breakers in rule order; the first that is OPEN (or HALF_OPEN with its
 *                      probe out) throws DegradeException
 * and, when an admitted request completes (after its run time), the exit walk: StatisticSlot records the RT
 * (measured from the entry's creation, so waits count), success and exception on the same nodes and frees the
 * thread; DegradeSlot tells every breaker of the resource (`onRequestComplete`).
 *
 * SENTINEL 1.7.2 (`version` "1.7.2"): flow as 1.8.6 (RateLimiterController), and no circuit breakers. DegradeSlot
 * runs `DegradeRule.passCheck` (degrade-legacy/legacy-degrade.ts) of each of the resource's rules in list order
 * against the resource's ClusterNode, at the walk's time: the first that says no throws DegradeException
 * (`Reason.DegradeOpen`). A check that sets `cut` queues the rule's reset task in the same event queue, due
 * timeWindow × 1000 ms later (it clears `cut` and `passCount`). Nothing tells the rules about completions: they
 * read the node. The exit walk is 1.7.2's: the RT is capped at statisticMaxRt 4900 ms, and a business exception is
 * counted on the ClusterNode only (Tracer.traceEntry), not on the context, origin or entry node.
 *
 * TIME INSIDE THE WALK. A flow controller that makes a request wait really sleeps in Sentinel: the thread stops in
 * FlowSlot and carries on after the wait. So the next flow rule, the DegradeSlot and the StatisticSlot's counting
 * all happen at t + wait, seeing whatever other requests did meanwhile. The walk is therefore resumable: a waiting
 * request is parked in the event queue and continues at its due time. A prioritized request admitted by
 * DefaultController's "occupy the next window" path is different: the controller sleeps and throws
 * PriorityWaitException, which skips every later flow rule and the DegradeSlot; StatisticSlot then only raises the
 * thread count (the pass was booked by the controller). Its completion still reaches the breakers.
 *
 * ORDER. Deferred work (a walk resuming, a completion) runs by (due time, the request's arrival order) — the same
 * rule the single-rule loops use (flow-sim.ts, degrade-sim.ts), and with one flow rule or only degrade rules on one
 * resource this loop gives exactly their decisions (test/conformance/replay-chain.ts replays every
 * sentinel-flow and sentinel-degrade trace through it). A 1.7.2 reset task ranks by (due time, creation): it is
 * created by the check that cut, so it runs after completions due at the same ms that were queued earlier and
 * before the arrival at its due time — exactly legacy-degrade-sim.ts's order (the chain replays every
 * sentinel-degrade-legacy trace too: test/conformance/replay-chain.ts).
 *
 * VERDICTS. A request's verdict may come after its arrival (it waits, then a later slot may still block it):
 * `onVerdict` hears each one when it is final, with the clock at that moment.
 *
 * HOW WE DIFFER FROM UPSTREAM. One entry per request (no nested entries); a request's resource, origin, context
 * and entry type are given, not taken from a thread-local context. Regex resources are matched literally.
 * 1.7.2 keeps a resource's degrade rules in a HashSet (iteration order unspecified); we check them in list order.
 * 1.7.2's reset task runs exactly at its due time (a real executor runs it a little later).
 * Status listener: load and CPU are sampled once a second from the scenario's inputs (SystemStatusListener runs
 * every second from startup).
 */
import { SimClock } from '../../clock';
import { EventQueue } from '../event-queue';
import {
  authorityPassCheck,
  loadAuthorityRules,
  type AuthorityRule,
  type LoadedAuthorityRules,
} from '../authority-rule';
import { checkSystem, mergeSystemRules, type MergedSystemRules, type SystemRule } from '../system-rule';
import { DefaultController } from '../controllers/default';
import { RateLimiterController } from '../controllers/rate-limiter';
import { ThrottlingController } from '../controllers/throttling';
import { WarmUpController } from '../controllers/warm-up';
import { WarmUpRateLimiterController } from '../controllers/warm-up-rate-limiter';
import { newCircuitBreakerFrom } from '../degrade';
import { BreakerState, type CircuitBreaker } from '../degrade/circuit-breaker';
import { DEGRADE_RULE_DEFAULTS, type DegradeRule } from '../degrade/degrade-rule';
import { LegacyDegradeChecker, LegacyReason } from '../degrade-legacy/legacy-degrade';
import {
  isValidLegacyDegradeRule,
  LEGACY_DEGRADE_RULE_DEFAULTS,
  LEGACY_GRADE_EXCEPTION_COUNT,
  LEGACY_GRADE_EXCEPTION_RATIO,
  LEGACY_GRADE_RT,
  LEGACY_STATISTIC_MAX_RT,
  type LegacyDegradeRule,
} from '../degrade-legacy/legacy-degrade-rule';
import { FLOW_GRADE_THREAD, STRATEGY_CHAIN, STRATEGY_DIRECT, STRATEGY_RELATE, type FlowRule } from '../flow-rule';
import { StatisticNode } from '../statistic-node';
import { newDecision, type FlowDecision, type SentinelVersion, type TrafficShapingController } from '../types';
import { NOT_STOPPED, Reason, Slot } from '../../sim/chain-result';
import { DefaultNode } from './default-node';
import { loadFlowRuleTable, type LoadedFlowRule } from './flow-rule-table';

/** What the queue holds for a request (its record's `phase`). */
const RESUME_FLOW = 0;
const PRIORITY_ENTER = 1;
const COMPLETION = 2;
/** A 1.7.2 degrade rule's reset task (payload: index into `legacyDegrade`, not a walk). */
const LEGACY_RESET = 3;

/**
 * A degrade rule as the scenario holds it: a 1.8+ DegradeRule, or with version "1.7.2" a 1.7.2 LegacyDegradeRule.
 * The fields they share are required; each version's own are optional, and missing ones are read as that
 * version's defaults (asDegradeRule / asLegacyDegradeRule).
 */
export type ChainDegradeRule = Omit<DegradeRule, 'slowRatioThreshold' | 'statIntervalMs' | 'regex'> &
  Partial<Pick<DegradeRule, 'slowRatioThreshold' | 'statIntervalMs' | 'regex'>> &
  Partial<Pick<LegacyDegradeRule, 'rtSlowRequestAmount'>>;

/** A 1.7.2 degrade rule Sentinel loaded: its passCheck state, and the number its latest cut compared. */
export interface LegacyDegradeEntry {
  /** index into `degradeRules` */
  rule: number;
  resource: string;
  checker: LegacyDegradeChecker;
  /** what the check that set `cut` compared (avgRt, exception ratio or exception count); NaN before any cut */
  cutValue: number;
  /** every change of `cut`: true at a cut (the compared value, the request), false when the reset task runs (NaN, -1) */
  onCutChange: ((cut: boolean, nowMs: number, value: number, requestIndex: number) => void) | null;
}

export interface ChainConfig {
  version: SentinelVersion;
  coldFactor: number;
  startMs: number;
  flowRules: readonly FlowRule[];
  /** 1.8+ circuit-breaker rules, or with version "1.7.2" the legacy rules */
  degradeRules: readonly ChainDegradeRule[];
  authorityRules: readonly AuthorityRule[];
  systemRules: readonly SystemRule[];
  /** system load and CPU usage (0..1) at ms since the start; sampled once a second */
  systemInputs?: (relMs: number) => { load: number; cpu: number };
}

/** A request as the chain sees it. `resource`, `origin`, `context` are names ('' origin = none). */
export interface ChainRequest {
  resource: string;
  origin: string;
  context: string;
  entryIn: boolean;
  acquire: number;
  prioritized: boolean;
  rtMs: number;
  error: boolean;
}

/** A final verdict (reused object; valid during the `onVerdict` call). */
export interface ChainVerdict {
  /** arrival number, 0-based */
  index: number;
  /** arrival time, epoch ms */
  arrivalMs: number;
  pass: boolean;
  /** ms between arrival and the verdict (the flow waits slept so far) */
  waitMs: number;
  /** exact wait in ms when a ThrottlingController in ns mode made it (else = waitMs) */
  exactWaitMs: number;
  stoppedBy: number;
  /** index into the scenario list of the deciding rule's kind, -1 if none */
  rule: number;
  reason: number;
  value: number;
  limit: number;
  probe: boolean;
  flowRulesChecked: number;
  /** resource / origin / context of the request (names) */
  request: Readonly<ChainRequest>;
}

/** A resource's nodes and rules. */
interface ResourceEntry {
  name: string;
  cluster: StatisticNode;
  /** origin name → origin node */
  origins: Map<string, StatisticNode>;
  /** context name → DefaultNode */
  contexts: Map<string, DefaultNode>;
  flow: LoadedFlowRule[];
  breakers: { rule: number; cb: CircuitBreaker }[];
  /** version "1.7.2": the legacy degrade rules, in list order */
  legacy: LegacyDegradeEntry[];
  authority: { rule: AuthorityRule; index: number }[];
  /** origin → index in `authority` of the rule that blocks it, or -1 */
  authorityByOrigin: Map<string, number>;
}

/** A request between arrival and completion. */
interface Walk {
  index: number;
  arrivalMs: number;
  req: ChainRequest;
  res: ResourceEntry;
  node: DefaultNode;
  originNode: StatisticNode | null;
  flowNext: number;
  waitMs: number;
  exactWaitMs: number;
  /** the pass time, once admitted (the RT is measured from arrivalMs) */
  passedAt: number;
  probe: boolean;
}

export class ChainSim {
  readonly clock: SimClock;
  /** Constants.ENTRY_NODE: every inbound entry of the instance */
  readonly entryNode: StatisticNode;
  readonly version: SentinelVersion;
  readonly system: MergedSystemRules | null;
  readonly authority: LoadedAuthorityRules;
  /** flow rules Sentinel dropped (index into the list, why) */
  readonly droppedFlowRules: { index: number; reason: string }[];
  /** degrade rules Sentinel dropped */
  readonly droppedDegradeRules: number[] = [];
  /** every breaker, in degrade-rule order, with its rule index and resource (none with version "1.7.2") */
  readonly breakers: { rule: number; resource: string; cb: CircuitBreaker }[] = [];
  /** version "1.7.2": every loaded legacy degrade rule, in degrade-rule order */
  readonly legacyDegrade: LegacyDegradeEntry[] = [];
  onVerdict: ((v: ChainVerdict) => void) | null = null;
  /**
   * Hears each flow rule's check right after its controller decided (request index, rule index, the node it read
   * as a Reason, the controller — its `lastDecision` is still this check's — and the decision): for explanations.
   */
  onFlowCheck:
    | ((index: number, rule: number, reason: number, controller: TrafficShapingController, out: FlowDecision) => void)
    | null = null;
  /**
   * The latest arrival as its caller saw it when `arrive` returned: `settled` when its verdict is already final
   * (then `pass`), else parked by a flow wait (`waitMs`, `waitNs` in ns mode, `priorityWait`) — for replaying
   * single-rule traces, whose rows are written at the arrival.
   */
  readonly arrival = { index: -1, settled: false, pass: true, waitMs: 0, waitNs: 0, priorityWait: false };

  private readonly resources = new Map<string, ResourceEntry>();
  private readonly queue = new EventQueue(256);
  private readonly walks: Walk[] = [];
  private readonly phases: number[] = [];
  private readonly free: number[] = [];
  private arrivals = 0;
  private readonly flowOut = newDecision();
  private readonly verdict: ChainVerdict;
  private readonly inputs: ((relMs: number) => { load: number; cpu: number }) | null;
  private sampledAtMs = -Infinity;
  /** Walks parked in FlowSlot (waiting for their verdict). */
  private unsettled = 0;
  /** The Reason of the node the last `selectNode` picked. */
  private selectedReason: number = Reason.None;
  private load = 0;
  private cpu = 0;
  /** version "1.7.2": legacy degrade rules, 1.7.2's exit walk (RT cap, exceptions on the ClusterNode only) */
  private readonly legacyMode: boolean;
  /** options of the nodes this chain creates (1.7.2: statisticMaxRt 4900) */
  private readonly nodeOptions: { statisticMaxRt?: number };

  constructor(config: ChainConfig) {
    this.clock = new SimClock(config.startMs);
    this.version = config.version;
    this.legacyMode = config.version === '1.7.2';
    this.nodeOptions = this.legacyMode ? { statisticMaxRt: LEGACY_STATISTIC_MAX_RT } : {};
    this.entryNode = new StatisticNode(this.clock, this.nodeOptions);
    const table = loadFlowRuleTable(config.flowRules, config.version, config.coldFactor, this.clock);
    this.droppedFlowRules = table.dropped;
    for (const [name, rules] of table.byResource) this.resource(name).flow = rules;
    config.degradeRules.forEach((given, index) => {
      if (this.legacyMode) {
        const rule = asLegacyDegradeRule(given);
        if (!isValidLegacyDegradeRule(rule)) {
          this.droppedDegradeRules.push(index);
          return;
        }
        const entry: LegacyDegradeEntry = {
          rule: index,
          resource: rule.resource,
          checker: new LegacyDegradeChecker(rule, this.clock),
          cutValue: NaN,
          onCutChange: null,
        };
        this.resource(rule.resource).legacy.push(entry);
        this.legacyDegrade.push(entry);
        return;
      }
      const rule = asDegradeRule(given);
      const cb = newCircuitBreakerFrom(rule, this.clock);
      if (cb === null) {
        this.droppedDegradeRules.push(index);
        return;
      }
      this.resource(rule.resource).breakers.push({ rule: index, cb });
      this.breakers.push({ rule: index, resource: rule.resource, cb });
    });
    this.authority = loadAuthorityRules(config.authorityRules);
    for (const [name, list] of this.authority.byResource) this.resource(name).authority = list;
    const merged = config.systemRules.length > 0 ? mergeSystemRules(config.systemRules) : null;
    this.system = merged !== null && merged.checkSystemStatus ? merged : null;
    this.inputs = config.systemInputs ?? null;
    this.verdict = {
      index: -1,
      arrivalMs: 0,
      pass: true,
      waitMs: 0,
      exactWaitMs: 0,
      stoppedBy: NOT_STOPPED,
      rule: -1,
      reason: Reason.None,
      value: NaN,
      limit: NaN,
      probe: false,
      flowRulesChecked: 0,
      request: {
        resource: '',
        origin: '',
        context: '',
        entryIn: true,
        acquire: 1,
        prioritized: false,
        rtMs: 0,
        error: false,
      },
    };
  }

  /** The resource's ClusterNode (created on first use, like ClusterBuilderSlot's). */
  clusterNode(resource: string): StatisticNode {
    return this.resource(resource).cluster;
  }

  /** The flow rules FlowSlot checks for `resource`, in order. */
  flowRulesOf(resource: string): readonly LoadedFlowRule[] {
    return this.resources.get(resource)?.flow ?? [];
  }

  /** The load and CPU usage the status listener last sampled. */
  get systemStatus(): { load: number; cpu: number } {
    return { load: this.load, cpu: this.cpu };
  }

  get pendingActions(): number {
    return this.queue.size;
  }

  /** One request arrives at `tMs` (epoch ms, ≥ the clock). Verdicts (this one's, if final now) go to onVerdict. */
  arrive(tMs: number, req: ChainRequest): void {
    const clock = this.clock;
    if (tMs < clock.nowMs) throw new RangeError(`arrival at ${tMs} is before the clock (${clock.nowMs})`);
    if (!(req.rtMs >= 0)) throw new RangeError(`rtMs must be >= 0, got ${req.rtMs}`);
    this.runDue(tMs);
    clock.nowMs = tMs;
    const res = this.resource(req.resource);
    let node = res.contexts.get(req.context);
    if (node === undefined) {
      node = new DefaultNode(clock, res.cluster);
      res.contexts.set(req.context, node);
    }
    let originNode: StatisticNode | null = null;
    if (req.origin !== '') {
      originNode = res.origins.get(req.origin) ?? null;
      if (originNode === null) {
        originNode = new StatisticNode(clock, this.nodeOptions);
        res.origins.set(req.origin, originNode);
      }
    }
    const slot = this.take();
    const w = this.walks[slot];
    const a = this.arrival;
    a.index = this.arrivals;
    a.settled = false;
    a.pass = true;
    a.waitMs = 0;
    a.waitNs = 0;
    a.priorityWait = false;
    w.index = this.arrivals++;
    w.arrivalMs = tMs;
    w.req = req;
    w.res = res;
    w.node = node;
    w.originNode = originNode;
    w.flowNext = 0;
    w.waitMs = 0;
    w.exactWaitMs = 0;
    w.passedAt = NaN;
    w.probe = false;
    if (!this.checkAuthority(w) || !this.checkSystem(w)) {
      this.release(slot);
      return;
    }
    this.continueWalk(slot, true);
  }

  /**
   * Run the queue until every request has its verdict (a request still waiting in FlowSlot when the run ends
   * would otherwise never get one), with the completions due before then. Call at the end of a run.
   */
  settle(): void {
    while (this.unsettled > 0) this.drainUntil(this.queue.peekDue());
  }

  /** Run every deferred action due ≤ `tMs` and advance the clock to `tMs` (never backwards). */
  drainUntil(tMs: number): void {
    this.runDue(tMs);
    if (tMs > this.clock.nowMs) this.clock.nowMs = tMs;
  }

  // ---- the slots ----

  private checkAuthority(w: Walk): boolean {
    const rules = w.res.authority;
    if (rules.length === 0) return true;
    // A rule's verdict depends only on the origin: computed once per origin (passCheck builds its explanation).
    let failed = w.res.authorityByOrigin.get(w.req.origin);
    if (failed === undefined) {
      failed = -1;
      for (let i = 0; i < rules.length && failed < 0; i++) {
        if (!authorityPassCheck(rules[i].rule, w.req.origin).pass) failed = i;
      }
      w.res.authorityByOrigin.set(w.req.origin, failed);
    }
    if (failed < 0) return true;
    const { rule, index } = rules[failed];
    const reason = rule.strategy === 1 ? Reason.AuthorityBlack : Reason.AuthorityWhite;
    this.block(w, Slot.Authority, index, reason, NaN, NaN, 0);
    return false;
  }

  private checkSystem(w: Walk): boolean {
    const sys = this.system;
    if (sys === null || !w.req.entryIn) return true;
    this.sampleStatus();
    const e = this.entryNode;
    // Read in SystemRuleManager.checkSystem's order (each read touches ENTRY_NODE's buckets like upstream's).
    const entryPassQps = e.passQps();
    const entryCurThreadNum = e.curThreadNum();
    const entryAvgRt = e.avgRt();
    const acquire = w.req.acquire;
    // The same comparisons as checkSystem, without building its explanation, for the common case: it passes.
    const loadHigh = sys.highestSystemLoadIsSet && this.load > sys.highestSystemLoad;
    if (
      !(entryPassQps + acquire > sys.qps) &&
      !(entryCurThreadNum > sys.maxThread) &&
      !(entryAvgRt > sys.maxRt) &&
      !loadHigh &&
      !(sys.highestCpuUsageIsSet && this.cpu > sys.highestCpuUsage)
    ) {
      return true;
    }
    const check = checkSystem(sys, {
      acquire,
      entryPassQps,
      entryCurThreadNum,
      entryAvgRt,
      entryMaxSuccessQps: loadHigh ? e.maxSuccessQps() : 0,
      entryMinRt: loadHigh ? e.minRt() : 0,
      systemLoad: this.load,
      cpuUsage: this.cpu,
    });
    if (check.pass) return true;
    const reason = SYSTEM_REASONS[check.limitType];
    const rule = sys.sources[SYSTEM_SOURCE_FIELD[check.limitType]] ?? -1;
    this.block(w, Slot.System, rule, reason, check.value, check.threshold, 0);
    return false;
  }

  /** FlowSlot from rule `w.flowNext` on, then DegradeSlot and StatisticSlot's counting — unless a wait parks it. */
  private continueWalk(slot: number, fresh: boolean): void {
    const w = this.walks[slot];
    const rules = w.res.flow;
    const out = this.flowOut;
    while (w.flowNext < rules.length) {
      const loaded = rules[w.flowNext++];
      if (loaded.passesAll) continue;
      const node = this.selectNode(loaded, w);
      if (node === null) continue;
      out.pass = true;
      out.waitMs = 0;
      out.waitNs = 0;
      out.priorityWait = false;
      loaded.controller.canPass(node, w.req.acquire, w.req.prioritized, out);
      if (this.onFlowCheck !== null)
        this.onFlowCheck(w.index, loaded.index, this.selectedReason, loaded.controller, out);
      if (!out.pass) {
        const { value, limit } = flowNumbers(loaded, node, w.req.acquire);
        this.block(w, Slot.Flow, loaded.index, this.selectedReason, value, limit, w.flowNext);
        this.release(slot);
        return;
      }
      const wait = out.waitMs;
      const exact = out.waitNs > 0 ? out.waitNs / 1e6 : wait;
      if (out.priorityWait) {
        // PriorityWaitException: later flow rules and the DegradeSlot are skipped.
        w.waitMs += wait;
        w.exactWaitMs += exact;
        this.park(slot, this.clock.nowMs + wait, PRIORITY_ENTER, fresh);
        return;
      }
      if (wait > 0 || exact > 0) {
        w.waitMs += wait;
        w.exactWaitMs += exact;
        if (wait > 0) {
          this.park(slot, this.clock.nowMs + wait, RESUME_FLOW, fresh);
          return;
        }
      }
    }
    // DegradeSlot
    if (this.legacyMode) {
      if (!this.checkLegacyDegrade(w, rules.length)) {
        this.release(slot);
        return;
      }
      this.enter(w, true);
      this.emit(w, true, NOT_STOPPED, -1, Reason.None, NaN, NaN, rules.length);
      this.scheduleCompletion(slot, fresh);
      return;
    }
    const breakers = w.res.breakers;
    for (let i = 0; i < breakers.length; i++) {
      const cb = breakers[i].cb;
      if (!cb.tryPass(w.index)) {
        for (let j = 0; j < i; j++) if (breakers[j].cb.lastTry.probe) breakers[j].cb.onProbeBlocked();
        const reason = cb.state === BreakerState.HALF_OPEN ? Reason.DegradeHalfOpen : Reason.DegradeOpen;
        this.block(w, Slot.Degrade, breakers[i].rule, reason, cb.lastOpenValue, cb.threshold, rules.length);
        this.release(slot);
        return;
      }
      if (cb.lastTry.probe) w.probe = true;
    }
    // StatisticSlot: pass
    this.enter(w, true);
    this.emit(w, true, NOT_STOPPED, -1, Reason.None, NaN, NaN, rules.length);
    this.scheduleCompletion(slot, fresh);
  }

  /** Which node `loaded` checks for this request (its Reason in `selectedReason`); null when the rule does not apply. */
  private selectNode(loaded: LoadedFlowRule, w: Walk): StatisticNode | null {
    const { rule, limitApp } = loaded;
    const origin = w.req.origin;
    const direct = rule.strategy === STRATEGY_DIRECT;
    if (limitApp === origin && origin !== 'default' && origin !== 'other') {
      this.selectedReason = Reason.FlowOriginNode;
      return direct ? w.originNode : this.referenceNode(rule, w);
    }
    if (limitApp === 'default') {
      this.selectedReason = Reason.FlowClusterNode;
      return direct ? w.res.cluster : this.referenceNode(rule, w);
    }
    if (limitApp === 'other' && origin !== '' && !w.res.flow.some((r) => r.limitApp === origin)) {
      this.selectedReason = Reason.FlowOriginNode;
      return direct ? w.originNode : this.referenceNode(rule, w);
    }
    return null;
  }

  private referenceNode(rule: FlowRule, w: Walk): StatisticNode | null {
    const ref = rule.refResource ?? '';
    if (ref.trim() === '') return null;
    if (rule.strategy === STRATEGY_RELATE) {
      const other = this.resources.get(ref);
      this.selectedReason = Reason.FlowRelateNode;
      return other === undefined || other.contexts.size === 0 ? null : other.cluster;
    }
    if (rule.strategy === STRATEGY_CHAIN) {
      this.selectedReason = Reason.FlowChainNode;
      return ref === w.req.context ? w.node : null;
    }
    return null;
  }

  /**
   * 1.7.2's DegradeRuleManager.checkDegrade: each legacy rule's passCheck on the resource's ClusterNode; the first
   * that says no blocks (false). A check that cuts queues the rule's reset task.
   */
  private checkLegacyDegrade(w: Walk, checked: number): boolean {
    const list = w.res.legacy;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i];
      const checker = entry.checker;
      if (checker.passCheck(w.res.cluster)) continue;
      const x = checker.lastCheck;
      const limit = checker.rule.count;
      if (x.reason === LegacyReason.TRIPPED) {
        // the rule read a value and found it over the line
        const value = legacyComparedValue(checker);
        if (!Number.isNaN(x.resetDueMs)) {
          entry.cutValue = value;
          this.queue.push(x.resetDueMs, LEGACY_RESET, this.legacyDegrade.indexOf(entry));
          entry.onCutChange?.(true, this.clock.nowMs, value, w.index);
        }
        this.block(w, Slot.Degrade, entry.rule, Reason.DegradeOpen, value, limit, checked);
      } else {
        // cut: nothing is compared; the row shows what the cut was about
        this.block(w, Slot.Degrade, entry.rule, Reason.DegradeOpen, entry.cutValue, limit, checked);
      }
      return false;
    }
    return true;
  }

  /** StatisticSlot's counting of an admitted request (`counted` false for PriorityWait: the thread only). */
  private enter(w: Walk, counted: boolean): void {
    const acquire = w.req.acquire;
    w.passedAt = this.clock.nowMs;
    w.node.increaseThreadNum();
    if (counted) w.node.addPassRequest(acquire);
    if (w.originNode !== null) {
      w.originNode.increaseThreadNum();
      if (counted) w.originNode.addPassRequest(acquire);
    }
    if (w.req.entryIn) {
      this.entryNode.increaseThreadNum();
      if (counted) this.entryNode.addPassRequest(acquire);
    }
  }

  /** StatisticSlot's catch (BlockException) and the verdict. */
  private block(
    w: Walk,
    slot: number,
    rule: number,
    reason: number,
    value: number,
    limit: number,
    checked: number,
  ): void {
    const acquire = w.req.acquire;
    w.node.increaseBlockQps(acquire);
    if (w.originNode !== null) w.originNode.increaseBlockQps(acquire);
    if (w.req.entryIn) this.entryNode.increaseBlockQps(acquire);
    this.emit(w, false, slot, rule, reason, value, limit, checked);
  }

  private scheduleCompletion(slot: number, fresh: boolean): void {
    const w = this.walks[slot];
    if (w.req.rtMs === 0) {
      this.complete(w);
      this.release(slot);
    } else this.park(slot, this.clock.nowMs + w.req.rtMs, COMPLETION, fresh);
  }

  /** The exit walk: StatisticSlot records RT (from the entry's creation), success, exception; DegradeSlot tells the breakers. */
  private complete(w: Walk): void {
    const now = this.clock.nowMs;
    if (this.legacyMode) {
      this.completeLegacy(w, now);
      return;
    }
    const rt = now - w.arrivalMs;
    const { acquire, error } = w.req;
    recordComplete(w.node, rt, acquire, error);
    if (w.originNode !== null) recordComplete(w.originNode, rt, acquire, error);
    if (w.req.entryIn) recordComplete(this.entryNode, rt, acquire, error);
    const breakers = w.res.breakers;
    for (let i = 0; i < breakers.length; i++) breakers[i].cb.onRequestComplete(rt, error, w.index);
  }

  /**
   * 1.7.2's exit: Tracer.traceEntry counts a business exception on the ClusterNode only, then StatisticSlot.exit
   * records the RT (capped at statisticMaxRt 4900 ms) and success and frees the thread on the DefaultNode (and so
   * the ClusterNode), the origin node and, for IN, ENTRY_NODE. Nothing tells the degrade rules.
   */
  private completeLegacy(w: Walk, now: number): void {
    const rt = Math.min(now - w.arrivalMs, LEGACY_STATISTIC_MAX_RT);
    const { acquire, error } = w.req;
    if (error) w.res.cluster.increaseExceptionQps(acquire);
    recordComplete(w.node, rt, acquire, false);
    if (w.originNode !== null) recordComplete(w.originNode, rt, acquire, false);
    if (w.req.entryIn) recordComplete(this.entryNode, rt, acquire, false);
  }

  private emit(
    w: Walk,
    pass: boolean,
    slot: number,
    rule: number,
    reason: number,
    value: number,
    limit: number,
    checked: number,
  ): void {
    if (w.index === this.arrival.index) {
      const a = this.arrival;
      a.settled = true;
      a.pass = pass;
      a.waitMs = w.waitMs;
      a.waitNs = this.flowOut.waitNs;
    }
    const listener = this.onVerdict;
    if (listener === null) return;
    const v = this.verdict;
    v.index = w.index;
    v.arrivalMs = w.arrivalMs;
    v.pass = pass;
    v.waitMs = w.waitMs;
    v.exactWaitMs = w.exactWaitMs;
    v.stoppedBy = slot;
    v.rule = rule;
    v.reason = reason;
    v.value = value;
    v.limit = limit;
    v.probe = pass && w.probe; // a probe blocked by a later breaker was not admitted
    v.flowRulesChecked = checked;
    v.request = w.req;
    listener(v);
  }

  // ---- the queue of parked walks ----

  /** Park walk `slot` until `dueMs`: its first queue record is pushed; later ones re-file the popped record. */
  private park(slot: number, dueMs: number, phase: number, fresh: boolean): void {
    this.phases[slot] = phase;
    if (phase !== COMPLETION) this.unsettled++;
    const w = this.walks[slot];
    if (w.index === this.arrival.index && phase !== COMPLETION) {
      const a = this.arrival;
      a.waitMs = w.waitMs;
      a.waitNs = this.flowOut.waitNs;
      a.priorityWait = phase === PRIORITY_ENTER;
    }
    if (fresh) this.queue.push(dueMs, phase, slot);
    else this.queue.repush(dueMs, phase);
  }

  private runDue(tMs: number): void {
    const q = this.queue;
    const clock = this.clock;
    while (q.peekDue() <= tMs) {
      const phase = q.pop();
      clock.nowMs = q.poppedDue;
      if (phase === LEGACY_RESET) {
        const entry = this.legacyDegrade[q.poppedPayload];
        entry.checker.reset();
        entry.onCutChange?.(false, q.poppedDue, NaN, -1);
        continue;
      }
      const slot = q.poppedPayload;
      const w = this.walks[slot];
      if (phase !== COMPLETION) this.unsettled--;
      if (phase === RESUME_FLOW) this.continueWalk(slot, false);
      else if (phase === PRIORITY_ENTER) {
        this.enter(w, false);
        this.emit(w, true, NOT_STOPPED, -1, Reason.PriorityWait, NaN, NaN, w.flowNext);
        this.scheduleCompletion(slot, false);
      } else {
        this.complete(w);
        this.release(slot);
      }
    }
  }

  private take(): number {
    const slot = this.free.pop();
    if (slot !== undefined) return slot;
    this.walks.push({
      index: 0,
      arrivalMs: 0,
      req: this.verdict.request,
      res: null as unknown as ResourceEntry,
      node: null as unknown as DefaultNode,
      originNode: null,
      flowNext: 0,
      waitMs: 0,
      exactWaitMs: 0,
      passedAt: NaN,
      probe: false,
    });
    this.phases.push(0);
    return this.walks.length - 1;
  }

  private release(slot: number): void {
    this.free.push(slot);
  }

  private resource(name: string): ResourceEntry {
    let r = this.resources.get(name);
    if (r === undefined) {
      r = {
        name,
        cluster: new StatisticNode(this.clock, this.nodeOptions),
        origins: new Map(),
        contexts: new Map(),
        flow: [],
        breakers: [],
        legacy: [],
        authority: [],
        authorityByOrigin: new Map(),
      };
      this.resources.set(name, r);
    }
    return r;
  }

  /** SystemStatusListener: runs every second from startup; each run reads the current load and CPU. */
  private sampleStatus(): void {
    const inputs = this.inputs;
    if (inputs === null) return;
    const rel = this.clock.nowMs - this.clock.startMs;
    const at = Math.floor(rel / 1000) * 1000;
    if (at === this.sampledAtMs) return;
    this.sampledAtMs = at;
    const s = inputs(at);
    this.load = s.load;
    this.cpu = s.cpu;
  }
}

/** StatisticSlot.recordCompleteFor. */
function recordComplete(node: StatisticNode, rt: number, acquire: number, error: boolean): void {
  node.addRtAndSuccess(rt, acquire);
  node.decreaseThreadNum();
  if (error) node.increaseExceptionQps(acquire);
}

const SYSTEM_REASONS = {
  qps: Reason.SystemQps,
  thread: Reason.SystemThread,
  rt: Reason.SystemRt,
  load: Reason.SystemLoad,
  cpu: Reason.SystemCpu,
} as const;
const SYSTEM_SOURCE_FIELD = {
  qps: 'qps',
  thread: 'maxThread',
  rt: 'avgRt',
  load: 'highestSystemLoad',
  cpu: 'highestCpuUsage',
} as const;

/** The numbers a flow controller compared when it refused (read at the same ms, so nothing changes). */
function flowNumbers(loaded: LoadedFlowRule, node: StatisticNode, acquire: number): { value: number; limit: number } {
  const c = loaded.controller;
  if (
    c instanceof WarmUpRateLimiterController ||
    c instanceof RateLimiterController ||
    c instanceof ThrottlingController
  ) {
    const p = c instanceof WarmUpRateLimiterController ? c.lastDecision.pacing : c.lastDecision;
    const scale = p.unit === 'ns' ? 1e-6 : 1;
    return { value: p.waitTime * scale, limit: p.maxQueueingTime * scale };
  }
  if (c instanceof WarmUpController) {
    return { value: c.lastDecision.passQps + acquire, limit: c.lastDecision.warningQps };
  }
  if (c instanceof DefaultController) {
    const used = loaded.rule.grade === FLOW_GRADE_THREAD ? node.curThreadNum() : Math.trunc(node.passQps());
    return { value: used + acquire, limit: loaded.rule.count };
  }
  return { value: NaN, limit: NaN };
}

/** A scenario degrade rule read as 1.8's DegradeRule (a missing 1.8-only field is 1.8's default). */
function asDegradeRule(r: ChainDegradeRule): DegradeRule {
  if (r.slowRatioThreshold !== undefined && r.statIntervalMs !== undefined && r.regex !== undefined) {
    return r as DegradeRule;
  }
  const D = DEGRADE_RULE_DEFAULTS;
  return {
    ...r,
    slowRatioThreshold: r.slowRatioThreshold ?? D.slowRatioThreshold,
    statIntervalMs: r.statIntervalMs ?? D.statIntervalMs,
    regex: r.regex ?? D.regex,
  };
}

/** A scenario degrade rule read as 1.7.2's DegradeRule (its fields only; `rtSlowRequestAmount` defaults to 5). */
function asLegacyDegradeRule(r: ChainDegradeRule): LegacyDegradeRule {
  return {
    resource: r.resource,
    limitApp: r.limitApp,
    grade: r.grade,
    count: r.count,
    timeWindow: r.timeWindow,
    rtSlowRequestAmount: r.rtSlowRequestAmount ?? LEGACY_DEGRADE_RULE_DEFAULTS.rtSlowRequestAmount,
    minRequestAmount: r.minRequestAmount,
  };
}

/**
 * The number a tripping legacy check compared with `count`: grade 0 the average RT, grade 1 exceptionQps /
 * successQps, grade 2 the minute window's exceptions; NaN for a grade that matches no strategy (it trips unread).
 */
function legacyComparedValue(checker: LegacyDegradeChecker): number {
  const x = checker.lastCheck;
  switch (checker.rule.grade) {
    case LEGACY_GRADE_RT:
      return x.avgRt;
    case LEGACY_GRADE_EXCEPTION_RATIO:
      return x.exceptionQps / x.successQps;
    case LEGACY_GRADE_EXCEPTION_COUNT:
      return x.totalException;
    default:
      return NaN;
  }
}

/**
 * Sentinel's slot chain on a simulated clock: every rule kind of one Sentinel instance — authority, system, flow,
 * degrade — deciding together on requests that enter several resources, from several origins and contexts.
 *
 * THE CHAIN (chain-slots.ts: Sentinel's SPI order, one file per slot, the version's implementations picked once):
 * NodeSelectorSlot → ClusterBuilderSlot → LogSlot → StatisticSlot → AuthoritySlot → SystemSlot →
 * GatewayFlowSlot → ParamFlowSlot → FlowSlot → DegradeSlot (the two hot-parameter slots read the request's `args`; without rules
 * of theirs they are left out). The first four never block; the deciding ones are one ordered list that every walk
 * goes through (`walk`), each answering NEXT, BLOCKED or PARKED (walk.ts); a new slot is one line in that list.
 *
 * When an admitted request completes (after its run time), the exit walk: StatisticSlot records the RT (measured
 * from the entry's creation, so waits count), success and exception and frees the thread; then each slot's `exit`
 * (DegradeSlot tells its breakers `onRequestComplete`).
 *
 * ORDER. Deferred work (a walk resuming, a completion, a slot's timer) runs by (due time, creation) — for a walk, the
 * rank of its arrival, the same rule the single-rule loops use (flow-sim.ts, degrade-sim.ts), and with one flow rule
 * or only degrade rules on one resource this loop gives exactly their decisions (test/conformance/replay-chain.ts
 * replays every sentinel-flow, sentinel-degrade and sentinel-degrade-legacy trace through it).
 *
 * VERDICTS. A request's verdict may come after its arrival (it waits, then a later slot may still block it):
 * `onVerdict` hears each one when it is final, with the clock at that moment.
 *
 * HOW WE DIFFER FROM UPSTREAM. One entry per request (no nested entries); a request's resource, origin, context
 * and entry type are given, not taken from a thread-local context. Each slot's file says how it differs.
 */
import { SimClock } from '../../clock';
import type { LoadedAuthorityRules } from '../authority-rule';
import type { CircuitBreaker } from '../degrade/circuit-breaker';
import type { StatisticNode } from '../statistic-node';
import type { MergedSystemRules } from '../system-rule';
import type { SentinelVersion } from '../types';
import { NOT_STOPPED, Reason } from './chain-codes';
import { buildChain, type ChainConfig } from './chain-slots';
import type { LoadedFlowRule } from './flow-rule-table';
import type { FlowCheckListener, FlowSlot } from './flow-slot';
import type { LegacyDegradeEntry } from './legacy-degrade-slot';
import type { NodeSelection } from './node-selector-slot';
import type { ChainGatewayFlowSlot, ChainParamFlowSlot, ParamCheckListener, ParamFlowShared } from './param-flow-slots';
import type { StatisticSlot } from './statistic-slot';
import type { SystemSlot } from './system-slot';
import { Verdicts } from './verdicts';
import type { Phrase } from '../../phrase';
import { WalkPool } from './walk-pool';
import {
  BLOCKED,
  COMPLETION,
  NEXT,
  PRIORITY_ENTER,
  RESUME,
  TIMER,
  type ChainContext,
  type ChainRequest,
  type ChainSlot,
  type ChainVerdict,
  type TimedSlot,
  type Walk,
} from './walk';

export type { ChainRequest, ChainVerdict } from './walk';
export type { ChainConfig } from './chain-slots';
export type { ChainDegradeRule } from './degrade-slot';
export type { LegacyDegradeEntry } from './legacy-degrade-slot';
export type { ParamCheckListener } from './param-flow-slots';

export class ChainSim {
  readonly clock: SimClock;
  /** Constants.ENTRY_NODE: every inbound entry of the instance */
  readonly entryNode: StatisticNode;
  readonly version: SentinelVersion;
  readonly system: MergedSystemRules | null;
  readonly authority: LoadedAuthorityRules;
  /** flow rules Sentinel dropped (index into the list, why) */
  readonly droppedFlowRules: { index: number; reason: Phrase }[];
  /** degrade rules Sentinel dropped */
  readonly droppedDegradeRules: number[];
  /** every breaker, in degrade-rule order, with its rule index and resource (none with version "1.7.2") */
  readonly breakers: { rule: number; resource: string; cb: CircuitBreaker }[];
  /** version "1.7.2": every loaded legacy degrade rule, in degrade-rule order */
  readonly legacyDegrade: LegacyDegradeEntry[];
  /**
   * The latest arrival as its caller saw it when `arrive` returned: `settled` when its verdict is already final
   * (then `pass`), else parked by a flow wait (`waitMs`, `waitNs` in ns mode, `priorityWait`) — for replaying
   * single-rule traces, whose rows are written at the arrival.
   */
  readonly arrival: Verdicts['arrival'];
  /** ParamFlowSlot (its rule manager, per-input-rule `problems`) and GatewayFlowSlot (its GatewayRuleManager) */
  readonly paramFlow: ChainParamFlowSlot;
  readonly gatewayFlow: ChainGatewayFlowSlot;

  private readonly nodes: NodeSelection;
  private readonly statistic: StatisticSlot;
  private readonly flow: FlowSlot;
  private readonly systemSlot: SystemSlot;
  private readonly paramShared: ParamFlowShared;
  /** the deciding slots a walk goes through, in chain order (idle ones left out) */
  private readonly slots: ChainSlot[];
  /** the slots with an exit, in chain order */
  private readonly exits: ChainSlot[];
  /** slots that asked for timers (a timer's queue kind is TIMER + its index here) */
  private readonly timed: TimedSlot[] = [];
  private readonly pool: WalkPool;
  private arrivals = 0;
  private readonly out = new Verdicts();
  /** Walks parked in a slot (waiting for their verdict). */
  private unsettled = 0;
  private readonly ctx: ChainContext;

  constructor(config: ChainConfig) {
    this.arrival = this.out.arrival;
    const clock = (this.clock = new SimClock(config.startMs));
    this.version = config.version;
    const chain = buildChain(config, clock);
    this.nodes = chain.nodes;
    this.statistic = chain.statistic;
    this.entryNode = chain.statistic.entryNode;
    this.flow = chain.flow;
    this.droppedFlowRules = chain.flow.dropped;
    const degrade = chain.degrade;
    this.breakers = 'breakers' in degrade ? degrade.breakers : [];
    this.legacyDegrade = 'entries' in degrade ? degrade.entries : [];
    this.droppedDegradeRules = degrade.dropped;
    this.authority = chain.authority.loaded;
    this.systemSlot = chain.system;
    this.paramFlow = chain.paramFlow;
    this.gatewayFlow = chain.gatewayFlow;
    this.paramShared = chain.paramShared;
    this.system = chain.system.system;
    this.slots = chain.slots;
    this.exits = this.slots.filter((s) => s.exit !== undefined);
    this.pool = new WalkPool();
    this.ctx = {
      clock,
      block: (w, slot, rule, reason, value, limit) => this.block(w, slot, rule, reason, value, limit),
      park: (w, dueMs, phase) => this.park(w, dueMs, phase),
      schedule: (dueMs, slot, payload) => this.schedule(dueMs, slot, payload),
    };
  }

  /** Hears each final verdict (a reused object, valid during the call), with the clock at that moment. */
  get onVerdict(): ((v: ChainVerdict) => void) | null {
    return this.out.listener;
  }
  set onVerdict(listener: ((v: ChainVerdict) => void) | null) {
    this.out.listener = listener;
  }

  /**
   * Hears each flow rule's check right after its controller decided (request index, rule index, the node it read
   * as a Reason, the controller — its `lastDecision` is still this check's — and the decision): for explanations.
   */
  get onFlowCheck(): FlowCheckListener | null {
    return this.flow.onCheck;
  }
  set onFlowCheck(listener: FlowCheckListener | null) {
    this.flow.onCheck = listener;
  }

  /** Requests numbered below this get a FlowSlot refusal's value and limit in their verdict (the rest NaN). */
  get numbersBelow(): number {
    return this.flow.numbersBelow;
  }
  set numbersBelow(n: number) {
    this.flow.numbersBelow = n;
  }

  /** Hears each GatewayFlowSlot / ParamFlowSlot decision (request index, slot code, the engine's record). */
  get onParamCheck(): ParamCheckListener | null {
    return this.paramShared.onCheck;
  }
  set onParamCheck(listener: ParamCheckListener | null) {
    this.paramShared.onCheck = listener;
  }

  /** The resource's ClusterNode (created on first use, like ClusterBuilderSlot's). */
  clusterNode(resource: string): StatisticNode {
    return this.nodes.resource(resource).cluster;
  }

  /** The flow rules FlowSlot checks for `resource`, in order. */
  flowRulesOf(resource: string): readonly LoadedFlowRule[] {
    return this.flow.rulesOf(resource);
  }

  /** The load and CPU usage the status listener last sampled. */
  get systemStatus(): { load: number; cpu: number } {
    return { load: this.systemSlot.load, cpu: this.systemSlot.cpu };
  }

  get pendingActions(): number {
    return this.pool.queue.size;
  }

  /** One request arrives at `tMs` (epoch ms, ≥ the clock). Verdicts (this one's, if final now) go to onVerdict. */
  arrive(tMs: number, req: ChainRequest): void {
    const clock = this.clock;
    if (tMs < clock.nowMs) throw new RangeError(`arrival at ${tMs} is before the clock (${clock.nowMs})`);
    if (!(req.rtMs >= 0)) throw new RangeError(`rtMs must be >= 0, got ${req.rtMs}`);
    this.runDue(tMs);
    clock.nowMs = tMs;
    const w = this.pool.take();
    this.out.arrived(this.arrivals);
    w.index = this.arrivals++;
    w.arrivalMs = tMs;
    const own = w.req;
    own.resource = req.resource;
    own.origin = req.origin;
    own.context = req.context;
    own.entryIn = req.entryIn;
    own.acquire = req.acquire;
    own.prioritized = req.prioritized;
    own.rtMs = req.rtMs;
    own.error = req.error;
    own.source = req.source ?? -1;
    own.args = req.args ?? null;
    this.nodes.select(w, own);
    w.at = 0;
    w.cursor = 0;
    w.flowChecked = 0;
    w.waitMs = 0;
    w.exactWaitMs = 0;
    w.passedAt = NaN;
    w.probe = false;
    w.queued = false;
    this.walk(w);
  }

  /**
   * Run the queue until every request has its verdict (a request still waiting in FlowSlot when the run ends
   * would otherwise never get one), with the completions due before then. Call at the end of a run.
   */
  settle(): void {
    while (this.unsettled > 0) this.drainUntil(this.pool.queue.peekDue());
  }

  /** Run every deferred action due ≤ `tMs` and advance the clock to `tMs` (never backwards). */
  drainUntil(tMs: number): void {
    this.runDue(tMs);
    if (tMs > this.clock.nowMs) this.clock.nowMs = tMs;
  }

  /** The deciding slots from `w.at` on, then StatisticSlot's counting — unless a slot blocks or parks the walk. */
  private walk(w: Walk): void {
    const slots = this.slots;
    const ctx = this.ctx;
    while (w.at < slots.length) {
      const outcome = slots[w.at].entry(w, ctx);
      if (outcome === NEXT) {
        w.at++;
        w.cursor = 0;
        continue;
      }
      if (outcome === BLOCKED) this.pool.release(w);
      return;
    }
    this.statistic.enter(w, true, this.clock.nowMs);
    this.out.emit(w, this.flow.out.waitNs, true, NOT_STOPPED, -1, Reason.None, NaN, NaN);
    this.scheduleCompletion(w);
  }

  /** StatisticSlot's catch (BlockException) and the verdict. */
  private block(w: Walk, slot: number, rule: number, reason: number, value: number, limit: number): void {
    this.statistic.block(w);
    this.out.emit(w, this.flow.out.waitNs, false, slot, rule, reason, value, limit, this.paramShared.blockedParam);
  }

  private scheduleCompletion(w: Walk): void {
    if (w.req.rtMs === 0) {
      this.complete(w);
      this.pool.release(w);
    } else this.park(w, this.clock.nowMs + w.req.rtMs, COMPLETION);
  }

  /** The exit walk: StatisticSlot, then every slot with an exit, in chain order. */
  private complete(w: Walk): void {
    const rt = this.clock.nowMs - w.arrivalMs;
    this.statistic.exit(w, rt);
    const exits = this.exits;
    for (let i = 0; i < exits.length; i++) exits[i].exit!(w, rt);
  }

  // ---- the queue of parked walks and slot timers ----

  /** Park the walk until `dueMs`: its first queue record is pushed; later ones re-file the popped record. */
  private park(w: Walk, dueMs: number, phase: number): void {
    if (phase !== COMPLETION) {
      this.unsettled++;
      this.out.parked(w, this.flow.out.waitNs, phase === PRIORITY_ENTER);
    }
    this.pool.park(w, dueMs, phase);
  }

  private schedule(dueMs: number, slot: TimedSlot, payload: number): void {
    let k = this.timed.indexOf(slot);
    if (k < 0) k = this.timed.push(slot) - 1;
    this.pool.queue.push(dueMs, TIMER + k, payload);
  }

  private runDue(tMs: number): void {
    const pool = this.pool;
    const q = pool.queue;
    const clock = this.clock;
    while (q.peekDue() <= tMs) {
      const phase = q.pop();
      clock.nowMs = q.poppedDue;
      if (phase >= TIMER) {
        this.timed[phase - TIMER].onTimer(q.poppedPayload, q.poppedDue);
        continue;
      }
      const w = pool.popped(q.poppedPayload);
      if (phase !== COMPLETION) this.unsettled--;
      if (phase === RESUME) this.walk(w);
      else if (phase === PRIORITY_ENTER) {
        this.statistic.enter(w, false, clock.nowMs);
        this.out.emit(w, this.flow.out.waitNs, true, NOT_STOPPED, -1, Reason.PriorityWait, NaN, NaN);
        this.scheduleCompletion(w);
      } else {
        this.complete(w);
        pool.release(w);
      }
    }
  }
}

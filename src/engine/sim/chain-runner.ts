/**
 * Runs the scenario's whole Sentinel configuration — flow, degrade, authority and system rules — as one slot
 * chain (sentinel/chain/chain-sim.ts) over the run's arrivals, and turns it into the `chain:0` LimiterResult with
 * its ChainResult (chain-result.ts).
 *
 * Each request enters the resource, origin, context and entry type of its traffic source (a source without a
 * resource enters the scenario's main resource: the first rule's). Its verdict may come after its arrival (a flow
 * wait, then a later slot): it is recorded when final, in the LimiterTrack at its arrival tick (blocked, waited)
 * and its pass tick (passed); so its wait joins the wait percentiles of the tick it passed in.
 *
 * SAMPLING at each tick end (after running what is due by then, as the next arrival would): the main resource's
 * ClusterNode (peeked, nothing touched), its first flow rule's controller state, each breaker's state, and the
 * system track (Constants.ENTRY_NODE and the status inputs). ENTRY_NODE is read the way SystemSlot reads it; that
 * can only create or reset its own buckets, which hold no borrowed quota, so no decision can change.
 *
 * The breaker chart's tracks (each breaker's states and transitions, and 1.7.2's legacy rules read as
 * breakers) are recorded by chain-breaker-tracks.ts.
 */
import type { FlowPart, FlowParts } from '../limiters/flow-part';
import type { SourceIdentity } from './inputs';
import { ChainSim, type ChainRequest, type ChainVerdict } from '../sentinel/chain/chain-sim';
import type { LoadedFlowRule } from '../sentinel/chain/flow-rule-table';
import type { ChainLog, ChainResult, ChainRuleInfo, SystemTrack } from './chain-result';
import { ChainBreakerTracks } from './chain-breaker-tracks';
import { busiestSecondOfLog } from './busiest-window';
import { ExtensionSlot, NOT_STOPPED } from './chain-result';
import { HotValueRecorder } from './hot-value-track';
import { describeRules } from './chain-rules';
import { GatewayArgs } from './gateway-args';
import { type LimiterResult, outcomeOf } from './result';
import { LimiterRunner, type Arrivals, type RunGrid } from './runner';

/** The chain's decision columns: what the stopping check compared, and with what (ChainLog value / limit). */
const CHAIN_COLUMNS = ['value', 'limit'];

/** Who a traffic source's requests are, as Sentinel sees them. */

export class ChainRunner extends LimiterRunner {
  private readonly sim: ChainSim;
  private readonly resources: string[] = [];
  private readonly origins: string[] = [];
  private readonly contexts: string[] = [];
  private readonly idOf = {
    resource: new Map<string, number>(),
    origin: new Map<string, number>(),
    context: new Map<string, number>(),
  };
  private readonly log: ChainLog;
  private readonly perResource: { passed: Float64Array; blocked: Float64Array }[] = [];
  /** by slot code (chain-codes.ts: the core slots, then GatewayFlow 8 and ParamFlow 9) */
  private readonly blockedBySlot = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  /** the breaker chart's tracks: every breaker's (and 1.7.2 legacy rule's) states and transitions */
  private readonly breakerTracks: ChainBreakerTracks;
  private readonly systemTrack: SystemTrack | null;
  /** per-value series of the hot-parameter rules (null without any loaded) */
  private readonly hot: HotValueRecorder | null;
  /** the same for the gateway rules' converted rules (by gateway rule index) */
  private readonly gatewayHot: HotValueRecorder | null;
  private readonly mainResource: string;
  private readonly rules: ChainRuleInfo[];
  private readonly systemAt: ((relMs: number) => { load: number; cpu: number }) | null;
  /** per traffic source: the request object `run` refills for each arrival (the chain copies it) */
  private readonly scratch: ChainRequest[];
  /** per traffic source: its resource, origin and context ids (the request's `source` tag indexes them) */
  private readonly sourceIds: { resource: number; origin: number; context: number }[];
  /** the gateway adapter's parse of each gateway source's requests (null: no gateway source) */
  private readonly gateway: GatewayArgs | null;
  /** RunGrid.summariesOnly: the log's shared columns only, no chain columns */
  private readonly summariesOnly: boolean;

  constructor(
    sim: ChainSim,
    identities: SourceIdentity[],
    mainResource: string,
    rules: ChainRuleInfo[],
    grid: RunGrid,
    systemAt: ((relMs: number) => { load: number; cpu: number }) | null,
    /** the flow modules' parts (handed in: see limiters/flow-part.ts) */
    private readonly flows: FlowParts,
  ) {
    super(
      {
        id: 'chain:0',
        kind: 'sentinel-chain',
        className: 'ProcessorSlotChain',
        label: describeRules(rules),
        constants: {},
      },
      grid,
      CHAIN_COLUMNS,
    );
    this.sim = sim;
    this.mainResource = mainResource;
    this.rules = rules;
    this.systemAt = systemAt;
    this.intern('resource', mainResource);
    for (const r of rules) this.intern('resource', r.resource);
    this.sourceIds = identities.map((id) => ({
      resource: this.intern('resource', id.resource),
      origin: this.intern('origin', id.origin),
      context: this.intern('context', id.context),
    }));
    this.scratch = identities.map((id, k) => ({
      resource: id.resource,
      origin: id.origin,
      context: id.context,
      entryIn: id.entryIn,
      acquire: 1,
      prioritized: false,
      rtMs: 0,
      error: false,
      source: k,
    }));
    // a summaries-only run keeps the chain's own columns empty too (see RunGrid.summariesOnly)
    this.summariesOnly = grid.summariesOnly === true;
    const rows = this.summariesOnly ? 0 : this.track.rows;
    this.log = {
      resource: new Uint16Array(rows),
      origin: new Uint16Array(rows),
      context: new Uint16Array(rows),
      stoppedBy: new Uint8Array(rows).fill(NOT_STOPPED),
      rule: new Int16Array(rows).fill(-1),
      reason: new Uint8Array(rows),
      value: new Float64Array(rows).fill(NaN),
      limit: new Float64Array(rows).fill(NaN),
      probe: new Uint8Array(rows),
      flowRulesChecked: new Uint16Array(rows),
      blockedParam: new Int32Array(rows).fill(-1),
    };
    this.breakerTracks = new ChainBreakerTracks(sim, grid);
    if (sim.system !== null) {
      const nan = () => new Float64Array(grid.ticks).fill(NaN);
      const s = sim.system;
      const setOrNaN = (v: number, isSet: boolean) => (isSet ? v : NaN);
      this.systemTrack = {
        entryPassQps: nan(),
        entryThreads: nan(),
        entryAvgRt: nan(),
        load: nan(),
        cpu: nan(),
        limits: {
          qps: setOrNaN(s.qps, s.sources.qps >= 0),
          maxThread: setOrNaN(s.maxThread, s.sources.maxThread >= 0),
          avgRt: setOrNaN(s.maxRt, s.sources.avgRt >= 0),
          highestSystemLoad: setOrNaN(s.highestSystemLoad, s.highestSystemLoadIsSet),
          highestCpuUsage: setOrNaN(s.highestCpuUsage, s.highestCpuUsageIsSet),
        },
      };
    } else this.systemTrack = null;
    const gw = new GatewayArgs(
      sim.gatewayFlow.manager,
      identities.map((id) => ({ resource: id.resource, resourceMode: id.gatewayMode ?? null })),
    );
    this.gateway = gw.any ? gw : null;
    sim.onVerdict = (v) => this.onVerdict(v);
    const recorder = () => new HotValueRecorder(grid.ticks, grid.tickMs, grid.startMs);
    const hot = sim.paramFlow.idle ? null : recorder();
    const gatewayHot = sim.gatewayFlow.idle ? null : recorder();
    if (hot !== null || gatewayHot !== null) {
      const { paramFlow, gatewayFlow } = sim;
      sim.onParamCheck = (_index, code, d) => {
        if (code === ExtensionSlot.ParamFlow) hot?.record(d, sim.clock.nowMs, (p) => paramFlow.inputIndexOf(p));
        else if (code === ExtensionSlot.GatewayFlow)
          gatewayHot?.record(d, sim.clock.nowMs, (p) => gatewayFlow.inputIndexOf(p));
      };
    }
    this.hot = hot;
    this.gatewayHot = gatewayHot;
    sim.numbersBelow = rows; // only the log's kept rows keep a refusal's numbers
  }

  private intern(kind: 'resource' | 'origin' | 'context', name: string): number {
    const map = this.idOf[kind];
    let id = map.get(name);
    if (id === undefined) {
      const list = kind === 'resource' ? this.resources : kind === 'origin' ? this.origins : this.contexts;
      id = list.length;
      list.push(name);
      map.set(name, id);
      if (kind === 'resource') {
        this.perResource.push({
          passed: new Float64Array(this.grid.ticks),
          blocked: new Float64Array(this.grid.ticks),
        });
      }
    }
    return id;
  }

  run(a: Arrivals, from: number, to: number): void {
    const startMs = this.grid.startMs;
    const source = a.source;
    const scratch = this.scratch;
    const args = a.args;
    const tuples = a.argTuples;
    const gateway = this.gateway;
    const gatewayRequest = a.gatewayRequest;
    const gatewayRequests = a.gatewayRequests ?? [];
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const req = scratch[source === undefined ? 0 : source[i]] ?? scratch[0];
      req.acquire = a.acquire[i];
      req.prioritized = a.prioritized[i] === 1;
      req.rtMs = a.rtMs[i];
      req.error = a.error[i] === 1;
      req.args = args === undefined || tuples === undefined ? null : (tuples[args[i]] ?? null);
      if (gateway !== null && gatewayRequest !== undefined && source !== undefined) {
        const parsed = gateway.args(source[i], gatewayRequest[i], gatewayRequests);
        if (parsed !== null) req.args = parsed;
      }
      this.sim.arrive(startMs + Math.floor(tUs / 1000), req);
    }
  }

  private onVerdict(v: ChainVerdict): void {
    const relMs = v.arrivalMs - this.grid.startMs;
    const tick = Math.floor(relMs / this.tickMs);
    const waitMs = v.pass ? v.exactWaitMs : 0;
    const outcome = outcomeOf(v.pass, waitMs);
    const passTick = Math.floor((relMs + v.waitMs) / this.tickMs);
    const acquire = v.request.acquire;
    this.track.record(tick, acquire, outcome, waitMs, passTick);
    const ids = this.sourceIds[v.request.source] ?? this.idsOf(v.request);
    const r = ids.resource;
    const per = this.perResource[r];
    if (v.pass) {
      if (passTick < this.grid.ticks) per.passed[passTick] += acquire;
    } else {
      per.blocked[tick] += acquire;
      this.blockedBySlot[v.stoppedBy]++;
    }
    const i = v.index;
    if (i >= this.track.rows) return;
    const log = this.track.log;
    log.tMs[i] = relMs;
    log.acquire[i] = acquire;
    log.prioritized[i] = v.request.prioritized ? 1 : 0;
    log.outcome[i] = outcome;
    log.waitMs[i] = waitMs;
    if (this.summariesOnly) return;
    log.columns.value[i] = v.value;
    log.columns.limit[i] = v.limit;
    const c = this.log;
    c.resource[i] = r;
    c.origin[i] = ids.origin;
    c.context[i] = ids.context;
    c.stoppedBy[i] = v.stoppedBy;
    c.rule[i] = v.rule;
    c.reason[i] = v.reason;
    c.value[i] = v.value;
    c.limit[i] = v.limit;
    c.probe[i] = v.probe ? 1 : 0;
    c.flowRulesChecked[i] = v.flowRulesChecked;
    if (v.blockedParam !== '' && c.blockedParam !== undefined) c.blockedParam[i] = this.paramId(v.blockedParam);
  }

  private readonly blockedParams: string[] = [];
  private readonly paramIds = new Map<string, number>();
  private paramId(p: string): number {
    let id = this.paramIds.get(p);
    if (id === undefined) {
      id = this.blockedParams.length;
      this.blockedParams.push(p);
      this.paramIds.set(p, id);
    }
    return id;
  }

  /** The loaded rule `flowPartOf` answered last, and its answer. */
  private partRule: LoadedFlowRule | null = null;
  private part: FlowPart | undefined = undefined;

  /**
   * `flows.of(first.rule, first.controller)`, asked again only when the rule object changes: the answer scans
   * every limiter module, and asking it at each tick end was a third of a sweep point's time through the chain.
   */
  private flowPartOf(first: LoadedFlowRule): FlowPart | undefined {
    if (first !== this.partRule) {
      this.partRule = first;
      this.part = this.flows.of(first.rule, first.controller);
    }
    return this.part;
  }

  /** The ids of a request that came without a source tag. */
  private idsOf(req: ChainRequest): { resource: number; origin: number; context: number } {
    return {
      resource: this.idOf.resource.get(req.resource) ?? 0,
      origin: this.idOf.origin.get(req.origin) ?? 0,
      context: this.idOf.context.get(req.context) ?? 0,
    };
  }

  protected sample(k: number, endMs: number): void {
    const sim = this.sim;
    const startMs = this.grid.startMs;
    sim.drainUntil(startMs + endMs);
    const s = this.track.series;
    const node = sim.clusterNode(this.mainResource);
    s.threads[k] = node.curThreadNum();
    s.passQps[k] = node.peekPassQps();
    s.blockQps[k] = node.peekBlockQps();
    const first = sim.flowRulesOf(this.mainResource)[0];
    // what the chart shows of the first flow rule is its module's declaration (limiters/*/index.ts `chainSample`)
    if (first !== undefined) {
      this.flowPartOf(first)?.chainSample(first.controller, first.rule, s, k, startMs, endMs);
    }
    this.breakerTracks.sampleBreakers(k);
    // The last tick: requests still waiting in FlowSlot get their verdict (after the run's end).
    if (k === this.grid.ticks - 1) sim.settle();
    this.breakerTracks.sampleLegacy(k);
    const sys = this.systemTrack;
    if (sys !== null) {
      const e = sim.entryNode;
      sys.entryPassQps[k] = e.peekPassQps();
      sys.entryThreads[k] = e.curThreadNum();
      sys.entryAvgRt[k] = e.avgRt();
      const at = this.systemAt;
      if (at !== null) {
        const v = at(Math.floor(endMs / 1000) * 1000);
        sys.load[k] = v.load;
        sys.cpu[k] = v.cpu;
      }
    }
  }

  override finish(): LimiterResult {
    const base = super.finish();
    // every resource's passes, on the whole ms Sentinel books them at
    base.summary.busiest1s = busiestSecondOfLog(base.requests, true);
    const breakers = this.breakerTracks.finish();
    const chain: ChainResult = {
      resources: this.resources,
      origins: this.origins,
      contexts: this.contexts,
      log: this.log,
      breakers,
      system: this.systemTrack,
      rules: this.rules,
      blockedBySlot: this.blockedBySlot,
      perResource: this.perResource,
      hotParams: this.hot === null ? [] : this.hot.finish(),
      blockedParams: this.blockedParams,
      gatewayParams: this.gatewayHot === null ? [] : this.gatewayHot.finish(),
    };
    return { ...base, chain };
  }
}

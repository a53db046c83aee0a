/**
 * What the slot-chain run adds to its LimiterResult (`id` "chain:0", kind `sentinel-chain`): every Sentinel
 * rule of the scenario — flow, degrade, authority, system — working together on the same requests, as one
 * Sentinel instance would run them, and for each request the walk through the chain.
 *
 * Sentinel's default chain, in order:
 *   NodeSelectorSlot → ClusterBuilderSlot → LogSlot → StatisticSlot → AuthoritySlot → SystemSlot → FlowSlot → DegradeSlot
 * The first four never block: they pick the statistics nodes (the context's DefaultNode, the resource's ClusterNode,
 * the origin's node) and StatisticSlot counts the verdict after the later slots have spoken. A request is stopped
 * by the first slot that throws; `stoppedBy` says which, `rule` which rule, `value`/`limit` the numbers it compared.
 *
 * The request log rows are the chain limiter's `requests` rows (same index), so the QPS and request charts work
 * on the chain like on any limiter. Times are ms since the scenario's start, like everywhere in results.
 */

export { NOT_STOPPED, Reason, SLOT_EXCEPTIONS, SLOT_NAMES, Slot } from '../sentinel/chain/chain-codes';
export { EXTENSION_SLOTS, ExtensionReason, ExtensionSlot } from '../sentinel/chain/chain-codes';
import type { Phrase } from '../phrase';
import type { FlowRefusal } from '../limiters/flow-part';
import type { HotParamTrack } from './hot-value-track';
export type { HotBucketEvent, HotParamTrack, HotValueSeries } from './hot-value-track';

/** The kind of rule a `rule` column entry indexes (into the scenario list of that kind). */
export type ChainRuleKind = 'flow' | 'degrade' | 'authority' | 'system' | 'paramFlow' | 'gatewayFlow';

/** One row per logged request (same rows and length as the chain limiter's RequestLog). */
export interface ChainLog {
  /** index into ChainResult.resources / origins / contexts */
  resource: Uint16Array;
  origin: Uint16Array;
  context: Uint16Array;
  /** the Slot that stopped the request, or NOT_STOPPED */
  stoppedBy: Uint8Array;
  /** index of the deciding rule in its scenario list (rules / degradeRules / authorityRules / systemRules), -1 if none */
  rule: Int16Array;
  /** Reason code */
  reason: Uint8Array;
  /**
   * the number the deciding check compared, NaN if none: flow — what the controller read (passQps + acquire for
   * reject, the expected wait for pacing, …); system — the measured value of `reason`'s limit; degrade — the
   * breaker's ratio / count at the time; authority — NaN
   */
  value: Float64Array;
  /** the threshold `value` was compared against (count, maxQueueingTimeMs, qps, highestSystemLoad, …); NaN if none */
  limit: Float64Array;
  /** 1 = admitted as the half-open probe of some breaker */
  probe: Uint8Array;
  /** how many flow rules checked the request (0 when stopped before FlowSlot) */
  flowRulesChecked: Uint16Array;
  /**
   * a hot-parameter block (ParamFlowSlot / GatewayFlowSlot): index into ChainResult.blockedParams of
   * ParamFlowException's parameter, `String.valueOf(args[paramIdx])`; -1 otherwise (absent: never)
   */
  blockedParam?: Int32Array;
}

/** A circuit breaker's life over the run (one per loaded degrade rule, in rule order). */
export interface BreakerTrack {
  /** index into scenario.degradeRules */
  rule: number;
  resource: string;
  /** 0 slow-request ratio, 1 error ratio, 2 error count */
  grade: number;
  /** `ResponseTimeCircuitBreaker` or `ExceptionCircuitBreaker` */
  className: string;
  /** what the track is, as words of the page's catalogs (`breaker.track`) */
  label: Phrase;
  /** what `value` is compared against: slowRatioThreshold (grade 0), count (grades 1 and 2) */
  threshold: number;
  /** grade 0: the RT (ms) above which a request is slow (the rule's `count`) */
  maxAllowedRtMs: number;
  statIntervalMs: number;
  minRequestAmount: number;
  recoveryTimeoutMs: number;
  /** BreakerState (0 CLOSED, 1 OPEN, 2 HALF_OPEN) at each tick's end */
  state: Uint8Array;
  /** every state change; OPEN → HALF_OPEN rows are the probes */
  transitions: {
    count: number;
    tMs: Float64Array;
    from: Uint8Array;
    to: Uint8Array;
    /** the ratio / count that caused it (NaN for OPEN → HALF_OPEN) */
    value: Float64Array;
    /** the request that caused it (the probe, or the completion that closed / re-opened it) */
    requestIndex: Float64Array;
  };
  /** each stat interval's counts as it ended (rolled over or cleared), plus the live one at the run's end */
  buckets: {
    count: number;
    startMs: Float64Array;
    endMs: Float64Array;
    /** slow (grade 0) or error (1, 2) requests completed in it */
    bad: Float64Array;
    total: Float64Array;
    /** what the breaker compares: bad / total (grades 0, 1) or bad (grade 2); NaN below minRequestAmount */
    value: Float64Array;
  };
}

/** Sentinel's system-wide inbound node and the status listener's inputs, per tick (NaN when not applicable). */
export interface SystemTrack {
  /** Constants.ENTRY_NODE at tick end */
  entryPassQps: Float64Array;
  entryThreads: Float64Array;
  entryAvgRt: Float64Array;
  /** the load and CPU usage SystemStatusListener last sampled */
  load: Float64Array;
  cpu: Float64Array;
  /** the merged SystemRule limits (SystemRuleManager keeps each field's minimum); NaN = not set */
  limits: { qps: number; maxThread: number; avgRt: number; highestSystemLoad: number; highestCpuUsage: number };
}

/** A rule as Sentinel loaded it, for the slot view's legend. */
export type { FlowRefusal };

export interface ChainRuleInfo {
  kind: ChainRuleKind;
  /** index into the scenario list of that kind */
  index: number;
  resource: string;
  loaded: boolean;
  /** e.g. "FlowRule 0 on demo: QPS 20, WarmUp" and why Sentinel dropped it, as a phrase (`rules.*`) */
  label: Phrase;
  /** a 1.7.2 legacy degrade rule (its cut is worded apart from a breaker's) */
  legacy?: true;
  /**
   * A loaded flow rule: what its controller's refusal logs as `value` / `limit` (its module's
   * `flow.refusal`), so its words never depend on the label's text.
   */
  refusal?: FlowRefusal;
}

export interface ChainResult {
  resources: string[];
  origins: string[];
  contexts: string[];
  log: ChainLog;
  breakers: BreakerTrack[];
  /** null when no system rule is loaded */
  system: SystemTrack | null;
  rules: ChainRuleInfo[];
  /** requests stopped by each slot over the whole run, by slot code (Slot, then ExtensionSlot: length 10) */
  blockedBySlot: number[];
  /** per resource (same order as `resources`), passed and blocked acquire-counts per tick */
  perResource: { passed: Float64Array; blocked: Float64Array }[];
  /** the distinct blocked parameters ChainLog.blockedParam indexes */
  blockedParams?: string[];
  /** per loaded hot-parameter rule that checked a value: its top values' series (hot-value-track.ts); absent: none */
  hotParams?: HotParamTrack[];
  /**
   * per loaded gateway rule that checked a value: the top values of its converted hot-parameter rule (the parsed
   * attribute, "$NM" and "$D" as such), `rule` indexing gatewayFlowRules; absent: none
   */
  gatewayParams?: HotParamTrack[];
}

/**
 * The hot-parameter slots of the chain: GatewayFlowSlot (`@Spi(order = -4000)`, sentinel-api-gateway-adapter-common)
 * and ParamFlowSlot (`@Spi(order = -3000)`, sentinel-parameter-flow-control), between SystemSlot (-5000) and
 * FlowSlot (-2000) — adapters over the engines in ../param-flow and ../gateway, which decide; this file only
 * feeds them the walk and turns their decision into a chain outcome.
 *
 * THE MODEL. A request's `args` are the arguments its caller passed to `SphU.entry(resource, type, count, args)`:
 *   args null (the default)  → both slots pass without looking at any rule: an adapter that enters without
 *                              arguments never triggers a hot rule (alibaba/Sentinel #3453);
 *   otherwise                → the engine's slot checks the resource's rules in their check order; a refusal is
 *                              ParamFlowException (both slots throw it), which StatisticSlot counts as a block.
 * A pacing rule (controlBehavior 2) that makes the request wait sleeps inside the check in Sentinel: here the walk
 * parks for the decision's total wait and, at the due time, goes on (or, when a later rule or element refused it
 * after the sleep, is blocked then).
 *
 * STATISTIC CALLBACKS. ParamFlowStatisticSlotCallbackInit registers ParamFlowStatisticEntryCallback (onPass: +1
 * thread per value of every argument index with a thread map, ParameterMetric.addThreadCount) and
 * ParamFlowStatisticExitCallback (onExit of an entry without a block error: −1) with StatisticSlot's registry;
 * StatisticSlot runs onPass after counting a pass (also after a PriorityWaitException) and onExit after recording
 * the completion. `ParamThreadCallbacks` is that pair, called by the chain at the same two points. One
 * ParameterMetricStorage serves both slots (Sentinel's is static, keyed by resource), so one call covers the
 * thread counts of gateway and hot-parameter rules alike.
 *
 * THE VERDICT. `rule` is the index in the input list of the rule that refused (for a gateway rule, of the gateway
 * rule the converted one came from), `reason` its grade (ExtensionReason.ParamFlowQps / ParamFlowThread), `value` the
 * THREAD grade's current count (NaN for QPS), `limit` the threshold the refusing value met (its hot item's count,
 * else the rule's), and the verdict's `blockedParam` is ParamFlowException's `String.valueOf(args[paramIdx])`.
 *
 * HOW WE DIFFER FROM UPSTREAM. The whole check runs at the walk's time, sleeps summed (the engines' contract); the
 * gateway's request parsing (GatewayParamParser) is the adapter's job before the entry, so the chain takes the
 * parsed argument array like any other.
 */
import type { GatewayFlowRuleJson } from '../gateway/gateway-flow-rule';
import { GatewayFlowSlot } from '../gateway/gateway-flow-slot';
import { applyNonParamToParamRule, applyToParamRule } from '../gateway/gateway-rule-converter';
import { GatewayRuleManager } from '../gateway/gateway-rule-manager';
import type { ParamFlowDecision } from '../param-flow/decision';
import type { JavaValue } from '../param-flow/java-value';
import { ParamFlowRule, type ParamFlowRuleJson } from '../param-flow/param-flow-rule';
import { ParamFlowRuleManager } from '../param-flow/param-flow-rule-manager';
import { ParamFlowSlot } from '../param-flow/param-flow-slot';
import { ParameterMetricStorage } from '../param-flow/parameter-metric';
import { ExtensionReason, ExtensionSlot } from './chain-codes';
import { BLOCKED, NEXT, PARKED, RESUME, type ChainContext, type ChainSlot, type SlotOutcome, type Walk } from './walk';

/** Hears each hot-parameter slot's decision (request index, the slot's code, the engine's record). */
export type ParamCheckListener = (index: number, slot: number, decision: ParamFlowDecision) => void;

/** What the two slots share: the metric storage, the verdict's extra field, the decision listener. */
export class ParamFlowShared {
  readonly storage = new ParameterMetricStorage();
  /** ParamFlowException's parameter for the verdict being emitted ('' when no hot slot blocked) */
  blockedParam = '';
  onCheck: ParamCheckListener | null = null;
}

/** Decide with `decide`, park for a pacing wait, block or go on. */
abstract class HotSlot implements ChainSlot {
  abstract readonly id: number;
  abstract readonly idle: boolean;
  /** by walk pool index: the decision of a walk parked for its pacing wait */
  private readonly parkedWith: (ParamFlowDecision | undefined)[] = [];

  constructor(protected readonly shared: ParamFlowShared) {}

  protected abstract decide(w: Walk, nowMs: number): ParamFlowDecision;
  /** the input-list index of the rule at `position` in the resource's check order */
  protected abstract ruleIndex(w: Walk, position: number): number;
  protected abstract ruleAt(w: Walk, position: number): ParamFlowRule;

  entry(w: Walk, ctx: ChainContext): SlotOutcome {
    let d: ParamFlowDecision;
    if (w.cursor === 0) {
      d = this.decide(w, ctx.clock.nowMs);
      this.shared.onCheck?.(w.index, this.id, d);
      if (d.waitMs > 0) {
        w.cursor = 1;
        w.waitMs += d.waitMs;
        w.exactWaitMs += d.waitMs;
        this.parkedWith[w.pooled] = d;
        ctx.park(w, ctx.clock.nowMs + d.waitMs, RESUME);
        return PARKED;
      }
    } else {
      d = this.parkedWith[w.pooled] as ParamFlowDecision;
      this.parkedWith[w.pooled] = undefined;
    }
    if (d.pass) return NEXT;
    const rule = this.ruleAt(w, d.blockedBy);
    const { value, limit } = blockFigures(d);
    this.shared.blockedParam = d.triggeredParam;
    ctx.block(
      w,
      this.id,
      this.ruleIndex(w, d.blockedBy),
      rule.grade === 0 ? ExtensionReason.ParamFlowThread : ExtensionReason.ParamFlowQps,
      value,
      limit,
    );
    this.shared.blockedParam = '';
    return BLOCKED;
  }
}

/** The refusing step's reading and threshold. */
function blockFigures(d: ParamFlowDecision): { value: number; limit: number } {
  const steps = d.checks[d.checks.length - 1]?.steps ?? [];
  const step = steps[steps.length - 1];
  if (step === undefined) return { value: NaN, limit: NaN };
  if (step.path === 'thread') return { value: step.threadCount, limit: step.threshold };
  if (step.path === 'default' || step.path === 'throttle') return { value: NaN, limit: step.tokenCount };
  return { value: NaN, limit: NaN };
}

/** ParamFlowSlot over the engine's ParamFlowRuleManager / ParamFlowSlot. */
export class ChainParamFlowSlot extends HotSlot {
  readonly id = ExtensionSlot.ParamFlow;
  readonly idle: boolean;
  readonly manager: ParamFlowRuleManager;
  /** per input rule: null when loaded, else why Sentinel ignored it */
  readonly problems: (string | null)[];
  private readonly slot: ParamFlowSlot;
  /** an input rule's equality key (as loaded) → the index of the first input rule with it */
  private readonly firstByKey = new Map<string, number>();
  /**
   * loaded rule → its input index, noted before the rule's first check (which may rewrite a negative paramIdx,
   * and with it the rule's equality key)
   */
  private readonly indexOf = new Map<ParamFlowRule, number>();

  constructor(rules: readonly (ParamFlowRuleJson | null)[], shared: ParamFlowShared) {
    super(shared);
    this.manager = new ParamFlowRuleManager(shared.storage);
    this.problems = this.manager.loadRules(rules);
    this.slot = new ParamFlowSlot(this.manager, shared.storage);
    rules.forEach((json, i) => {
      if (this.problems[i] !== null || json === null) return;
      const key = new ParamFlowRule(json).equalityKey();
      if (!this.firstByKey.has(key)) this.firstByKey.set(key, i);
    });
    // A regex rule's pattern need not match its own text: idle only when no input rule loaded at all.
    this.idle = this.problems.every((p) => p !== null);
  }

  /** the resource of the last decision, so that a listener can name its rules (`inputIndexOf`) */
  private lastResource = '';

  /** The input-list index of the rule at `position` in the check order of the last decision's resource. */
  inputIndexOf(position: number): number {
    const rule = this.manager.getRulesOfResource(this.lastResource)[position];
    return rule === undefined ? -1 : (this.indexOf.get(rule) ?? -1);
  }

  protected decide(w: Walk, nowMs: number): ParamFlowDecision {
    this.lastResource = w.req.resource;
    if (w.req.args !== null) {
      for (const r of this.manager.getRulesOfResource(w.req.resource)) {
        if (!this.indexOf.has(r)) this.indexOf.set(r, this.firstByKey.get(r.equalityKey()) ?? -1);
      }
    }
    return this.slot.entry(w.req.resource, nowMs, w.req.acquire, w.req.args);
  }
  protected ruleAt(w: Walk, position: number): ParamFlowRule {
    return this.manager.getRulesOfResource(w.req.resource)[position];
  }
  protected ruleIndex(w: Walk, position: number): number {
    return this.indexOf.get(this.ruleAt(w, position)) ?? -1;
  }
}

/** GatewayFlowSlot over the engine's GatewayRuleManager (GatewayRuleConverter's rules) / GatewayFlowSlot. */
export class ChainGatewayFlowSlot extends HotSlot {
  readonly id = ExtensionSlot.GatewayFlow;
  readonly idle: boolean;
  readonly manager: GatewayRuleManager;
  private readonly slot: GatewayFlowSlot;
  /** converted rule's equality key → index of the gateway rule it came from */
  private readonly indexOfKey = new Map<string, number>();

  constructor(rules: readonly GatewayFlowRuleJson[], shared: ParamFlowShared) {
    super(shared);
    this.manager = new GatewayRuleManager(shared.storage);
    this.manager.loadRules(rules);
    this.slot = new GatewayFlowSlot(this.manager, shared.storage);
    this.manager.rules.forEach((rule, i) => {
      if (this.manager.problems[i] !== null) return;
      const item = rule.paramItem;
      const json =
        item !== null
          ? applyToParamRule(rule, item.index)
          : applyNonParamToParamRule(rule, this.manager.parseLayout(rule.resource).paramItems.length);
      const key = new ParamFlowRule(json).equalityKey();
      if (!this.indexOfKey.has(key)) this.indexOfKey.set(key, i);
    });
    this.idle = this.manager.convertedResources().length === 0;
  }

  /** the resource of the last decision, so that a listener can name its rules (`inputIndexOf`) */
  private lastResource = '';

  /** The index of the gateway rule behind the converted rule at `position` of the last decision's resource. */
  inputIndexOf(position: number): number {
    const rule = this.manager.getConvertedParamRules(this.lastResource)[position];
    return rule === undefined ? -1 : (this.indexOfKey.get(rule.equalityKey()) ?? -1);
  }

  protected decide(w: Walk, nowMs: number): ParamFlowDecision {
    this.lastResource = w.req.resource;
    // The gateway adapter passes the parsed strings; any other argument array is checked as it is.
    return this.slot.entry(w.req.resource, nowMs, w.req.acquire, w.req.args as readonly (string | null)[] | null);
  }
  protected ruleAt(w: Walk, position: number): ParamFlowRule {
    return this.manager.getConvertedParamRules(w.req.resource)[position];
  }
  protected ruleIndex(w: Walk, position: number): number {
    return this.indexOfKey.get(this.ruleAt(w, position).equalityKey()) ?? -1;
  }
}

/** ParamFlowStatisticEntryCallback.onPass / ParamFlowStatisticExitCallback.onExit, registered with StatisticSlot. */
export class ParamThreadCallbacks {
  constructor(private readonly storage: ParameterMetricStorage) {}

  onPass(resource: string, args: readonly JavaValue[] | null): void {
    this.storage.getParamMetric(resource)?.addThreadCount(args);
  }

  onExit(resource: string, args: readonly JavaValue[] | null): void {
    this.storage.getParamMetric(resource)?.decreaseThreadCount(args);
  }
}

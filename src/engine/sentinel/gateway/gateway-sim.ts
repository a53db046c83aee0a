/**
 * The event loop for gateway flow control: gateway rules loaded once, then requests naming the resource
 * (route id or API name) and the mode the adapter enters it with — what the conformance harness drove
 * (GatewayRuleManager.loadRules, the real GatewayParamParser and GatewayFlowSlot, the hot-parameter module's
 * StatisticSlot callbacks).
 *
 * PER REQUEST at t (`arrive`):
 *   0. run every callback due ≤ t, each at its own due time (statistic-callbacks.ts);
 *   1. args = parseParameterFor(resource, request, mode) (gateway-param-parser.ts);
 *   2. GatewayFlowSlot.entry(resource, t, acquire, args) decides (gateway-flow-slot.ts);
 *   3. admitted with wait w: onPass at t + w, onExit at t + w + rt (thread counts of every argument index);
 *   4. callbacks due ≤ t run again; the caller may read the state at t (`ruleStates`).
 *
 * WORKED EXAMPLE (`gw-route-no-param`: one route-wide rule on "r1", count 5): five requests to r1 in a second
 * pass (args ["$D"], one bucket), the sixth is blocked; requests to "r2", which has no rule, get args [] and pass.
 *
 * HOW WE DIFFER FROM UPSTREAM. No Spring Cloud Gateway / Zuul: a request is a plain record; no sleeping.
 */
import type { ParamFlowDecision } from '../param-flow/decision';
import { ParameterMetricStorage } from '../param-flow/parameter-metric';
import { ParamStatisticCallbacks } from '../param-flow/statistic-callbacks';
import { readValueState, type ValueState } from '../param-flow/value-state';
import type { GatewayFlowRuleJson } from './gateway-flow-rule';
import { GatewayFlowSlot } from './gateway-flow-slot';
import { parseParameterFor, simRequestParser, type GatewayRequest, type ParsedParams } from './gateway-param-parser';
import { GatewayRuleManager } from './gateway-rule-manager';

export interface GatewayDecision extends ParamFlowDecision {
  /** What the parser produced (the argument array and how each item was parsed). */
  readonly parsed: ParsedParams;
}

/** One converted rule's view for a request: its value's state, or why it has none. */
export type GatewayRuleState =
  ({ paramIdx: number } & ValueState) | { paramIdx: number; value: null; inRange: boolean };

export class GatewaySim {
  readonly storage = new ParameterMetricStorage();
  readonly manager = new GatewayRuleManager(this.storage);
  readonly slot = new GatewayFlowSlot(this.manager, this.storage);
  readonly callbacks = new ParamStatisticCallbacks(this.storage);
  private lastMs = -Infinity;

  constructor(rules: readonly GatewayFlowRuleJson[]) {
    this.manager.loadRules(rules);
  }

  arrive(
    tMs: number,
    resource: string,
    resourceMode: number,
    request: GatewayRequest,
    acquire: number,
    rtMs: number,
  ): GatewayDecision {
    if (tMs < this.lastMs) throw new Error(`time went back: ${tMs} < ${this.lastMs}`);
    this.lastMs = tMs;
    this.callbacks.runDue(tMs);
    const parsed = parseParameterFor(this.manager, simRequestParser, resource, request, resourceMode);
    const d = this.slot.entry(resource, tMs, acquire, parsed.args);
    if (d.pass) this.callbacks.schedule(resource, parsed.args, tMs, d.waitMs, rtMs);
    this.callbacks.runDue(tMs);
    return {
      pass: d.pass,
      waitMs: d.waitMs,
      blockedBy: d.blockedBy,
      triggeredParam: d.triggeredParam,
      checks: d.checks,
      parsed,
    };
  }

  /** Per converted rule of `resource`, in check order: the state of the value `args` gives it. */
  ruleStates(resource: string, args: readonly (string | null)[]): GatewayRuleState[] {
    const metric = this.storage.getParamMetric(resource);
    return this.manager.getConvertedParamRules(resource).map((rule) => {
      const paramIdx = rule.paramIdx;
      const inRange = paramIdx < args.length;
      const value = inRange ? args[paramIdx] : null;
      if (value === null) return { paramIdx, value: null, inRange };
      return { paramIdx, ...readValueState(metric, rule, value) };
    });
  }
}

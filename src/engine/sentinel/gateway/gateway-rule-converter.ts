/**
 * Gateway rules become hot-parameter rules: `GatewayRuleConverter` (Sentinel 1.8.9).
 *
 * THE MODEL. A gateway rule converts to a ParamFlowRule on the same resource with
 *   count = count, grade = grade, durationInSec = intervalSec, burstCount = burst,
 *   controlBehavior = controlBehavior, maxQueueingTimeMs = maxQueueingTimeoutMs, paramIdx = idx;
 * a rule with a param item whose `pattern` is set (even "") also gets the hot item
 *   {object "$NM", count 10000000, classType "java.lang.String"},
 * so every non-matching request, all parsed as "$NM", shares one practically unlimited bucket. The converter
 * writes `idx` into the gateway rule's param item too: that is where the parser puts the request's value.
 *
 * WORKED EXAMPLE. {resource "r1", count 3, intervalSec 2, burst 1, paramItem {HOST, pattern "api.example.com"}}
 * with idx 0 → {resource "r1", paramIdx 0, count 3, durationInSec 2, burstCount 1, maxQueueingTimeMs 500,
 * paramFlowItemList [{"$NM", 10000000, java.lang.String}]}.
 *
 * HOW WE DIFFER FROM UPSTREAM. Produces the rule's JSON form (param-flow-rule.ts builds the loaded rule).
 */
import type { ParamFlowRuleJson } from '../param-flow/param-flow-rule';
import { GATEWAY_NOT_MATCH_PARAM, type GatewayFlowRule } from './gateway-flow-rule';

export const NON_MATCH_PASS_ITEM = {
  object: GATEWAY_NOT_MATCH_PARAM,
  count: 10_000_000,
  classType: 'java.lang.String',
};

/** `applyNonParamToParamRule(rule, idx)`: a rule without param item, on the shared last index. */
export function applyNonParamToParamRule(r: GatewayFlowRule, idx: number): ParamFlowRuleJson {
  return {
    resource: r.resource,
    count: r.count,
    grade: r.grade,
    durationInSec: r.intervalSec,
    burstCount: r.burst,
    controlBehavior: r.controlBehavior,
    maxQueueingTimeMs: r.maxQueueingTimeoutMs,
    paramIdx: idx,
    paramFlowItemList: [],
  };
}

/** `applyToParamRule(rule, idx)`: also assigns `idx` to the rule's param item. */
export function applyToParamRule(r: GatewayFlowRule, idx: number): ParamFlowRuleJson {
  const item = r.paramItem;
  if (item === null) throw new Error('applyToParamRule needs a rule with a param item');
  item.index = idx;
  const json = applyNonParamToParamRule(r, idx);
  if (item.pattern !== null) json.paramFlowItemList = [{ ...NON_MATCH_PASS_ITEM }];
  return json;
}

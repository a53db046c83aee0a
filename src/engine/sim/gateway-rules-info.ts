/**
 * The chain's description of each gateway flow rule (`ChainRuleInfo`, kind "gatewayFlow"), and the converted
 * hot-parameter rule each loaded one became (GatewayRuleConverter's output as GatewayRuleManager holds it: paramIdx,
 * count, durationInSec, burstCount, and the "$NM" hot item when the rule has a pattern).
 *
 * Which converted rule is whose: a rule with a param item converts to paramIdx = its item's index (assigned on
 * load); a rule without one to the resource's shared last index, where the parser puts "$D". Equal converted rules
 * collapse into one in Sentinel's HashSet, so two input rules can share one (the first one's).
 */
import { ParamFlowRule } from '../sentinel/param-flow/param-flow-rule';
import { applyNonParamToParamRule, applyToParamRule } from '../sentinel/gateway/gateway-rule-converter';
import type { GatewayRuleManager } from '../sentinel/gateway/gateway-rule-manager';
import { MATCH_STRATEGY_NAMES, PARSE_STRATEGY_NAMES } from '../sentinel/gateway/gateway-rule-schema';
import type { ParamFlowRuleJson } from '../sentinel/param-flow/param-flow-rule';
import type { ChainRuleInfo } from './chain-result';
import { phrase, type Phrase } from '../phrase';

/** One loaded gateway rule's converted ParamFlowRule, and its position in the resource's check order. */
export interface ConvertedGatewayRule {
  /** index of the gateway rule in the input list */
  readonly index: number;
  readonly json: ParamFlowRuleJson;
  /** position among `getConvertedParamRules(resource)` (the HashSet order GatewayFlowSlot checks in), -1 if absent */
  readonly checkOrder: number;
}

/** The converted rule of each loaded gateway rule (null for a rule Sentinel ignored). */
export function convertedGatewayRules(manager: GatewayRuleManager): (ConvertedGatewayRule | null)[] {
  return manager.rules.map((rule, index) => {
    if (manager.problems[index] !== null) return null;
    const item = rule.paramItem;
    // the converter again, on a copy: the item's index is already the loaded one
    const json =
      item !== null
        ? applyToParamRule({ ...rule, paramItem: { ...item } }, item.index)
        : applyNonParamToParamRule(rule, manager.parseLayout(rule.resource).paramItems.length);
    const key = new ParamFlowRule(json).equalityKey();
    const checkOrder = manager.getConvertedParamRules(rule.resource).findIndex((r) => r.equalityKey() === key);
    return { index, json, checkOrder };
  });
}

/** `HEADER "X-Api-Key", EXACT "k1"`-like words for a rule's param item (its Java names as code). */
function itemWords(rule: GatewayRuleManager['rules'][number]): Phrase {
  const item = rule.paramItem;
  if (item === null) return phrase('rules.gateway.wholeRoute');
  const strategy = PARSE_STRATEGY_NAMES[item.parseStrategy] ?? String(item.parseStrategy);
  const field =
    item.fieldName === null || item.fieldName === '' ? '' : phrase('rules.gateway.field', { name: item.fieldName });
  const match =
    item.pattern === null || item.pattern === ''
      ? ''
      : phrase('rules.gateway.match', {
          match: MATCH_STRATEGY_NAMES[item.matchStrategy] ?? item.matchStrategy,
          pattern: item.pattern,
        });
  return phrase('rules.gateway.item', { strategy, field, match });
}

/** The chain's rule list entries for the scenario's gateway rules. */
export function gatewayRuleInfos(manager: GatewayRuleManager): ChainRuleInfo[] {
  const converted = convertedGatewayRules(manager);
  return manager.rules.map((rule, index) => {
    const problem = manager.problems[index];
    const c = converted[index];
    const what =
      rule.grade === 0
        ? phrase('rules.flow.thread', { count: rule.count })
        : phrase('rules.gateway.qps', {
            count: rule.count,
            interval: rule.intervalSec,
            pacing: rule.controlBehavior === 2 ? phrase('rules.gateway.pacing', { ms: rule.maxQueueingTimeoutMs }) : '',
            burst: rule.burst > 0 ? phrase('rules.gateway.burst', { burst: rule.burst }) : '',
          });
    return {
      kind: 'gatewayFlow',
      index,
      resource: rule.resource,
      loaded: problem === null,
      label: phrase(rule.resourceMode === 1 ? 'rules.gateway.api' : 'rules.gateway.route', {
        index,
        resource: rule.resource,
        item: itemWords(rule),
        what,
        after:
          c === null
            ? phrase('rules.note', { why: phrase('rules.ignored', { problem: problem ?? '' }) })
            : phrase('rules.gateway.converted', { paramIdx: c.json.paramIdx ?? 'null' }),
      }),
    };
  });
}

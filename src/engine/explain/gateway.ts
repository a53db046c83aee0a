/**
 * GatewayFlowSlot in "explain this decision": how the gateway adapter turned the request into arguments
 * (GatewayParamParser: each param item's attribute, its match strategy's result, "$NM" for a value that does not
 * match, "$D" for the route-wide rules), which converted hot-parameter rule each gateway rule became
 * (GatewayRuleConverter: paramIdx, count, durationInSec = intervalSec, burstCount = burst), and then, rule by rule in
 * the slot's check order, the value's bucket (the hot-parameter value steps of explain/param-flow.ts).
 *
 * Every number is read off the engine's records — the parse (`ParsedParams`) and the slot's `ParamFlowDecision`
 * — never recomputed; a blocked request's last step is the comparison that refused it.
 */
import type { ParamFlowDecision, RuleCheck } from '../sentinel/param-flow/decision';
import type { ParsedParams, ParseStep } from '../sentinel/gateway/gateway-param-parser';
import { GATEWAY_NOT_MATCH_PARAM, type GatewayFlowRule } from '../sentinel/gateway/gateway-flow-rule';
import { MATCH_STRATEGY_NAMES, PARSE_STRATEGY_NAMES } from '../sentinel/gateway/gateway-rule-schema';
import type { ConvertedGatewayRule } from '../sim/gateway-rules-info';
import { infoStep, type Step } from './types';

/** What the gateway half of the explanation reads. */
export interface GatewayExplainInput {
  readonly resource: string;
  /** the adapter's parse of this request; null when the request was not a gateway request */
  readonly parsed: ParsedParams | null;
  /** the slot's decision; null when the slot did not see the request */
  readonly decision: ParamFlowDecision | null;
  /** the gateway rules as loaded, and each one's converted rule (null when ignored) */
  readonly rules: readonly GatewayFlowRule[];
  readonly converted: readonly (ConvertedGatewayRule | null)[];
  /** the converted rules of the resource in check order: which gateway rule each came from */
  readonly sourceOf: (checkOrder: number) => number;
}

const text = (v: string | null): string => (v === null ? 'null' : JSON.stringify(v));
const argsText = (args: readonly (string | null)[]): string => `[${args.map(text).join(', ')}]`;

const OUTCOME_KEYS: Record<ParseStep['outcome'], string> = {
  missing: 'explain.gateway.itemMissing',
  raw: 'explain.gateway.itemRaw',
  matched: 'explain.gateway.itemMatched',
  'not-matched': 'explain.gateway.itemNotMatched',
  'regex-not-compiled': 'explain.gateway.itemRegexBroken',
  'not-implemented': 'explain.gateway.itemPrefix',
};

function itemStep(s: ParseStep): Step {
  const strategy = PARSE_STRATEGY_NAMES[s.parseStrategy] ?? String(s.parseStrategy);
  return infoStep(
    'gateway-parse',
    OUTCOME_KEYS[s.outcome],
    {
      index: s.index,
      strategy,
      field: s.fieldName ?? '',
      raw: text(s.raw),
      pattern: text(s.pattern),
      match: MATCH_STRATEGY_NAMES[s.matchStrategy] ?? String(s.matchStrategy),
      result: text(s.result),
      nm: GATEWAY_NOT_MATCH_PARAM,
    },
    ['GatewayParamParser', 'parseStrategy', 'matchStrategy'],
  );
}

/** The parse: the argument array and, per param item, how its value was read and matched. */
export function gatewayParseSteps(resource: string, parsed: ParsedParams): Step[] {
  if (parsed.outcome === 'no-rules') return [];
  if (parsed.outcome === 'mode-mismatch')
    return [infoStep('gateway-parse', 'explain.gateway.modeMismatch', { resource }, ['resourceMode'])];
  return [
    infoStep('gateway-parse', 'explain.gateway.parsed', { resource, args: argsText(parsed.args) }, [
      'GatewayParamParser',
    ]),
    ...parsed.steps.map(itemStep),
  ];
}

/** One converted rule as GatewayRuleConverter wrote it. */
export function convertedRuleStep(gatewayRule: number, c: ConvertedGatewayRule | null, check: RuleCheck): Step {
  const json = c?.json;
  return infoStep(
    'gateway-convert',
    (json?.paramFlowItemList?.length ?? 0) > 0 ? 'explain.gateway.convertedNm' : 'explain.gateway.converted',
    {
      rule: gatewayRule,
      paramIdx: check.paramIdx,
      count: json?.count ?? NaN,
      durationInSec: json?.durationInSec ?? NaN,
      burstCount: json?.burstCount ?? NaN,
      value: check.skipped === null ? String(check.argument) : 'null',
      nm: GATEWAY_NOT_MATCH_PARAM,
    },
    ['GatewayRuleConverter', 'paramIdx', 'durationInSec', 'burstCount'],
  );
}

/**
 * GatewayFlowSlot's whole part: the parse, then each checked rule (its conversion, then its value's steps from
 * `valueSteps`), up to the one that blocked.
 */
export function gatewaySteps(input: GatewayExplainInput, valueSteps: (check: RuleCheck) => Step[]): Step[] {
  const { parsed, decision } = input;
  const steps: Step[] = [];
  if (parsed !== null) steps.push(...gatewayParseSteps(input.resource, parsed));
  if (decision === null) return steps;
  if (decision.checks.length === 0) {
    steps.push(infoStep('gateway-convert', 'explain.gateway.nothingChecked', { resource: input.resource }));
    return steps;
  }
  for (const check of decision.checks) {
    const gatewayRule = input.sourceOf(check.ruleIndex);
    steps.push(convertedRuleStep(gatewayRule, input.converted[gatewayRule] ?? null, check));
    steps.push(...valueSteps(check));
  }
  return steps;
}

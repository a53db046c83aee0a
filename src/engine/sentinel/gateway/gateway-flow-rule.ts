/**
 * A gateway flow rule (网关流控规则): `GatewayFlowRule` and `GatewayParamFlowItem`, their constants
 * (`SentinelGatewayConstants`) and `GatewayRuleManager.isValidRule` (Sentinel 1.8.9,
 * sentinel-api-gateway-adapter-common). Spring Cloud Gateway's and Zuul's Sentinel adapters limit with these.
 *
 * THE RULE. `resource` is a route id (resourceMode 0) or a custom API name (resourceMode 1). Without a
 * `paramItem` the rule limits the whole resource; with one, it limits per value of a request attribute:
 *   parseStrategy  0 CLIENT_IP · 1 HOST (the Host header) · 2 HEADER · 3 URL_PARAM · 4 COOKIE (2–4 need fieldName)
 *   pattern + matchStrategy  0 EXACT · 1 PREFIX (NOT implemented upstream: the value is kept as is) · 2 REGEX
 *                            (whole value) · 3 CONTAINS; a value that does not match is replaced by "$NM"
 * `count` per `intervalSec` seconds (+ `burst`), controlBehavior 0 (reject) or 2 (pacing, queueing up to
 * `maxQueueingTimeoutMs`, default 500), grade 1 QPS or 0 THREAD. Every rule is converted into a hot-parameter
 * rule (gateway-rule-converter.ts) and checked by the hot-parameter checker.
 *
 * DEFAULTS: resourceMode 0, grade 1, intervalSec 1, controlBehavior 0, burst 0, maxQueueingTimeoutMs 500;
 * paramItem: parseStrategy 0, matchStrategy 0.
 *
 * VALIDITY (an invalid rule is ignored): resource not blank; resourceMode, grade, count, burst and
 * controlBehavior ≥ 0; with controlBehavior 2 also maxQueueingTimeoutMs ≥ 0; intervalSec > 0; a paramItem needs
 * parseStrategy ≥ 0, a fieldName for HEADER / URL_PARAM / COOKIE, and matchStrategy ≥ 0 when it has a pattern.
 *
 * EQUALS. `GatewayParamFlowItem` has no `equals`: two rules with param items are never equal (identity); two
 * rules without one are equal when all their fields are, and a `Set` of rules keeps one of them.
 *
 * WORKED EXAMPLE. {resource "r1", intervalSec 0} is ignored; {resource "r1", paramItem {parseStrategy 2}} is
 * ignored (HEADER without fieldName); {resource "r1", count 5} limits the whole route to 5 per second.
 */
import { doubleBitsKey } from '../param-flow/java-hash';

export const RESOURCE_MODE_ROUTE_ID = 0;
export const RESOURCE_MODE_CUSTOM_API_NAME = 1;
export const PARAM_PARSE_STRATEGY_CLIENT_IP = 0;
export const PARAM_PARSE_STRATEGY_HOST = 1;
export const PARAM_PARSE_STRATEGY_HEADER = 2;
export const PARAM_PARSE_STRATEGY_URL_PARAM = 3;
export const PARAM_PARSE_STRATEGY_COOKIE = 4;
export const PARAM_MATCH_STRATEGY_EXACT = 0;
export const PARAM_MATCH_STRATEGY_PREFIX = 1;
export const PARAM_MATCH_STRATEGY_REGEX = 2;
export const PARAM_MATCH_STRATEGY_CONTAINS = 3;
/** The parsed value of a request whose attribute does not match the item's pattern. */
export const GATEWAY_NOT_MATCH_PARAM = '$NM';
/** The constant argument of rules without a param item. */
export const GATEWAY_DEFAULT_PARAM = '$D';
/** GatewayFlowRule's default maxQueueingTimeoutMs (ParamFlowRule's is 0). */
export const DEFAULT_MAX_QUEUEING_TIMEOUT_MS = 500;

/** `GatewayParamFlowItem` as written in JSON (`index` is assigned by the converter). */
export interface GatewayParamFlowItemJson {
  index?: number | null;
  parseStrategy?: number;
  fieldName?: string | null;
  pattern?: string | null;
  matchStrategy?: number;
}

/** `GatewayFlowRule` as written in JSON. */
export interface GatewayFlowRuleJson {
  resource?: string | null;
  resourceMode?: number;
  grade?: number;
  count?: number;
  intervalSec?: number;
  controlBehavior?: number;
  burst?: number;
  maxQueueingTimeoutMs?: number;
  paramItem?: GatewayParamFlowItemJson | null;
}

/** A param item as loaded: defaults filled, `index` assigned. */
export interface GatewayParamFlowItem {
  index: number;
  readonly parseStrategy: number;
  readonly fieldName: string | null;
  readonly pattern: string | null;
  readonly matchStrategy: number;
}

/** A rule as loaded (defaults filled). */
export interface GatewayFlowRule {
  readonly resource: string;
  readonly resourceMode: number;
  readonly grade: number;
  readonly count: number;
  readonly intervalSec: number;
  readonly controlBehavior: number;
  readonly burst: number;
  readonly maxQueueingTimeoutMs: number;
  readonly paramItem: GatewayParamFlowItem | null;
}

function whole(v: number | undefined | null, dflt: number): number {
  return v === undefined || v === null ? dflt : Math.trunc(v);
}

const isBlank = (s: string | null | undefined) => s === null || s === undefined || s.trim() === '';

export function gatewayFlowRuleOf(json: GatewayFlowRuleJson): GatewayFlowRule {
  const item = json.paramItem;
  return {
    resource: json.resource ?? '',
    resourceMode: whole(json.resourceMode, RESOURCE_MODE_ROUTE_ID),
    grade: whole(json.grade, 1),
    count: json.count ?? 0,
    intervalSec: whole(json.intervalSec, 1),
    controlBehavior: whole(json.controlBehavior, 0),
    burst: whole(json.burst, 0),
    maxQueueingTimeoutMs: whole(json.maxQueueingTimeoutMs, DEFAULT_MAX_QUEUEING_TIMEOUT_MS),
    paramItem:
      item === null || item === undefined
        ? null
        : {
            index: -1,
            parseStrategy: whole(item.parseStrategy, PARAM_PARSE_STRATEGY_CLIENT_IP),
            fieldName: item.fieldName ?? null,
            pattern: item.pattern ?? null,
            matchStrategy: whole(item.matchStrategy, PARAM_MATCH_STRATEGY_EXACT),
          },
  };
}

/** `GatewayRuleManager.isValidRule` as a reason: null when valid. */
export function gatewayRuleProblem(r: GatewayFlowRule): string | null {
  if (isBlank(r.resource)) return 'resource is blank';
  if (r.resourceMode < 0) return 'resourceMode < 0';
  if (r.grade < 0) return 'grade < 0';
  if (!(r.count >= 0)) return 'count < 0';
  if (r.burst < 0) return 'burst < 0';
  if (r.controlBehavior < 0) return 'controlBehavior < 0';
  if (r.controlBehavior === 2 && r.maxQueueingTimeoutMs < 0) return 'maxQueueingTimeoutMs < 0 with pacing';
  if (r.intervalSec <= 0) return 'intervalSec <= 0';
  const item = r.paramItem;
  if (item === null) return null;
  if (item.parseStrategy < 0) return 'paramItem.parseStrategy < 0';
  const needsField = [PARAM_PARSE_STRATEGY_HEADER, PARAM_PARSE_STRATEGY_URL_PARAM, PARAM_PARSE_STRATEGY_COOKIE];
  if (needsField.includes(item.parseStrategy) && isBlank(item.fieldName)) return 'paramItem.fieldName is blank';
  if (!(item.pattern === null || item.pattern === '') && item.matchStrategy < 0) return 'paramItem.matchStrategy < 0';
  return null;
}

/** Java `equals` identity of a rule: its fields when it has no param item, else the object itself. */
export function gatewayRuleIdentity(r: GatewayFlowRule, position: number): string {
  if (r.paramItem !== null) return `item#${position}`;
  return JSON.stringify([
    r.resource,
    r.resourceMode,
    r.grade,
    doubleBitsKey(r.count),
    r.intervalSec,
    r.controlBehavior,
    r.burst,
    r.maxQueueingTimeoutMs,
  ]);
}

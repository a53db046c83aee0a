/**
 * From a request to the argument array the gateway rules are checked against: `GatewayParamParser.
 * parseParameterFor` (Sentinel 1.8.9), with a `RequestItemParser` for Flowlab's request records.
 *
 * THE MODEL. The adapter enters the resource with
 *   args = parseParameterFor(resource, request, rule → rule.resourceMode == the mode it enters with)
 *   no rule for the resource                            → []
 *   some rule WITH a param item fails the mode predicate → []  (then NO rule of the resource checks anything,
 *                                                              not even a route-wide one; rules without a param
 *                                                              item ignore their own resourceMode)
 *   else an array of (param rules) + 1 (if any rule has no param item) slots: slot `item.index` holds the
 *   parsed value of each param rule, the last slot the constant "$D".
 * Parsing one item: CLIENT_IP → remote address, HOST → header "Host", HEADER / URL_PARAM / COOKIE → the named
 * field; a missing field is null (and is then not checked). Without a pattern (null or "") the raw value is used;
 * with one, by matchStrategy:
 *   EXACT     value.equals(pattern)           ? value : "$NM"
 *   CONTAINS  value.contains(pattern)         ? value : "$NM"
 *   REGEX     pattern matches the WHOLE value ? value : "$NM"   (a pattern that did not compile: the raw value)
 *   PREFIX, or anything else: the raw value — PREFIX has no branch upstream, so it limits every value on its own.
 *
 * WORKED EXAMPLE (trace `gw-multi-rules-order`): route-wide rule + CLIENT_IP (index 0) + HEADER X-Api-Key
 * (index 1), request {clientIp 1.1.1.1, X-Api-Key k1} → ["1.1.1.1", "k1", "$D"].
 *
 * THE REQUEST PARSER (Sentinel only defines the interface; this is the conformance harness's): remote address =
 * `clientIp`; a header is the first one whose name equals the asked name ignoring case (HTTP semantics); URL
 * parameters and cookies by exact name; anything missing is null.
 */
import { ownValue } from '../../own';
import { matchesWhole } from '../java-regex';
import {
  GATEWAY_DEFAULT_PARAM,
  GATEWAY_NOT_MATCH_PARAM,
  PARAM_MATCH_STRATEGY_CONTAINS,
  PARAM_MATCH_STRATEGY_EXACT,
  PARAM_MATCH_STRATEGY_REGEX,
  PARAM_PARSE_STRATEGY_CLIENT_IP,
  PARAM_PARSE_STRATEGY_COOKIE,
  PARAM_PARSE_STRATEGY_HEADER,
  PARAM_PARSE_STRATEGY_HOST,
  PARAM_PARSE_STRATEGY_URL_PARAM,
  type GatewayParamFlowItem,
} from './gateway-flow-rule';
import type { GatewayRuleManager } from './gateway-rule-manager';

/** A request as the simulator describes it (absent maps are empty). */
export interface GatewayRequest {
  readonly clientIp?: string | null;
  readonly headers?: Readonly<Record<string, string | null>>;
  readonly urlParams?: Readonly<Record<string, string | null>>;
  readonly cookies?: Readonly<Record<string, string | null>>;
}

/** Sentinel's `RequestItemParser<T>` (the attributes the gateway parser reads). */
export interface RequestItemParser<T> {
  getRemoteAddress(request: T): string | null;
  getHeader(request: T, key: string): string | null;
  getUrlParam(request: T, paramName: string): string | null;
  getCookieValue(request: T, cookieName: string): string | null;
}

export const simRequestParser: RequestItemParser<GatewayRequest> = {
  getRemoteAddress: (r) => r.clientIp ?? null,
  getHeader: (r, key) => {
    const lower = key.toLowerCase();
    for (const [name, value] of Object.entries(r.headers ?? {})) if (name.toLowerCase() === lower) return value ?? null;
    return null;
  },
  getUrlParam: (r, name) => ownValue(r.urlParams, name) ?? null,
  getCookieValue: (r, name) => ownValue(r.cookies, name) ?? null,
};

/** How one param item turned the request into its argument. */
export interface ParseStep {
  readonly index: number;
  readonly parseStrategy: number;
  readonly fieldName: string | null;
  /** The attribute as read from the request. */
  readonly raw: string | null;
  readonly pattern: string | null;
  readonly matchStrategy: number;
  readonly outcome: 'missing' | 'raw' | 'matched' | 'not-matched' | 'regex-not-compiled' | 'not-implemented';
  /** The argument placed at `index`. */
  readonly result: string | null;
}

export interface ParsedParams {
  readonly args: (string | null)[];
  /** 'no-rules': the resource has no gateway rule; 'mode-mismatch': a param rule has another resourceMode. */
  readonly outcome: 'parsed' | 'no-rules' | 'mode-mismatch';
  readonly steps: readonly ParseStep[];
}

const NOTHING: readonly ParseStep[] = [];

export function parseParameterFor<T>(
  manager: GatewayRuleManager,
  parser: RequestItemParser<T>,
  resource: string,
  request: T,
  resourceMode: number,
): ParsedParams {
  if (resource === '' || request === null || request === undefined)
    return { args: [], outcome: 'no-rules', steps: NOTHING };
  const { paramItems, paramModes, hasNonParamRule } = manager.parseLayout(resource);
  if (paramItems.length === 0 && !hasNonParamRule) return { args: [], outcome: 'no-rules', steps: NOTHING };
  for (const mode of paramModes)
    if (mode !== resourceMode) return { args: [], outcome: 'mode-mismatch', steps: NOTHING };
  const size = hasNonParamRule ? paramItems.length + 1 : paramItems.length;
  const args: (string | null)[] = new Array<string | null>(size).fill(null);
  const steps: ParseStep[] = [];
  for (const item of paramItems) {
    const s = parseItem(manager, parser, item, request);
    args[s.index] = s.result;
    steps.push(s);
  }
  if (hasNonParamRule) args[size - 1] = GATEWAY_DEFAULT_PARAM;
  return { args, outcome: 'parsed', steps };
}

function readAttribute<T>(
  parser: RequestItemParser<T>,
  item: GatewayParamFlowItem,
  request: T,
): string | null | undefined {
  const field = item.fieldName ?? '';
  switch (item.parseStrategy) {
    case PARAM_PARSE_STRATEGY_CLIENT_IP:
      return parser.getRemoteAddress(request);
    case PARAM_PARSE_STRATEGY_HOST:
      return parser.getHeader(request, 'Host');
    case PARAM_PARSE_STRATEGY_HEADER:
      return parser.getHeader(request, field);
    case PARAM_PARSE_STRATEGY_URL_PARAM:
      return parser.getUrlParam(request, field);
    case PARAM_PARSE_STRATEGY_COOKIE:
      return parser.getCookieValue(request, field);
    default:
      return undefined; // parseInternal returns null for an unknown strategy
  }
}

function step(
  item: GatewayParamFlowItem,
  raw: string | null,
  outcome: ParseStep['outcome'],
  result: string | null,
): ParseStep {
  return {
    index: item.index,
    parseStrategy: item.parseStrategy,
    fieldName: item.fieldName,
    raw,
    pattern: item.pattern,
    matchStrategy: item.matchStrategy,
    outcome,
    result,
  };
}

function kept(item: GatewayParamFlowItem, raw: string, matched: boolean): ParseStep {
  return matched ? step(item, raw, 'matched', raw) : step(item, raw, 'not-matched', GATEWAY_NOT_MATCH_PARAM);
}

function parseItem<T>(
  manager: GatewayRuleManager,
  parser: RequestItemParser<T>,
  item: GatewayParamFlowItem,
  request: T,
): ParseStep {
  const attr = readAttribute(parser, item, request);
  const raw = attr ?? null;
  const pattern = item.pattern;
  if (raw === null) return step(item, raw, 'missing', null);
  if (pattern === null || pattern === '') return step(item, raw, 'raw', raw);
  switch (item.matchStrategy) {
    case PARAM_MATCH_STRATEGY_EXACT:
      return kept(item, raw, raw === pattern);
    case PARAM_MATCH_STRATEGY_CONTAINS:
      return kept(item, raw, raw.includes(pattern));
    case PARAM_MATCH_STRATEGY_REGEX: {
      const re = manager.regexPattern(pattern);
      return re === undefined ? step(item, raw, 'regex-not-compiled', raw) : kept(item, raw, matchesWhole(re, raw));
    }
    default:
      return step(item, raw, 'not-implemented', raw); // PREFIX (1) and unknown strategies: the value as is
  }
}

/**
 * Gateway flow rules as a JSON data source holds them (the `gw-flow` rule type of Spring Cloud Alibaba, what
 * `GatewayRuleManager.loadRules` takes through a converter): key mapping, JSON types, Sentinel's defaults and
 * `GatewayRuleManager.isValidRule` as issues with a field path (Sentinel 1.8.9, sentinel-api-gateway-adapter-common).
 *
 * FIELDS (Java types; defaults are the field initialisers of `GatewayFlowRule` / `GatewayParamFlowItem`):
 *   resource String (required) · resourceMode int 0 · grade int 1 · count double 0 · intervalSec long 1 ·
 *   controlBehavior int 0 · burst int 0 · maxQueueingTimeoutMs int 500 · paramItem object (absent: none)
 *   paramItem: index Integer (assigned on load) · parseStrategy int 0 · fieldName String · pattern String ·
 *   matchStrategy int 0
 *
 * VALIDITY (an invalid rule makes the scenario invalid, with the condition Sentinel checks): see
 * gateway-flow-rule.ts (`gatewayRuleProblem`); here each condition is reported on its field.
 *
 * NOTES (Sentinel loads the rule, but it does not do what it seems to): `interval` / `intervalUnit` (the
 * dashboard's GatewayFlowRuleEntity fields, alibaba/Sentinel #2708 and #3293: GatewayFlowRule 1.8.9 reads only
 * `intervalSec`, so the rule counts per 1 s); matchStrategy PREFIX (no branch in GatewayParamParser: every value
 * is limited on its own, the pattern is never compared); a REGEX pattern that does not compile (the raw value is
 * used); a fieldName on CLIENT_IP / HOST (not read); controlBehavior other than 0 and 2 (checked as 0); a paramItem
 * `index` (overwritten on load).
 *
 * WORKED EXAMPLE. `{"resource": "r1", "count": 5, "interval": 60}` → {resource "r1", count 5, intervalSec 1, …}
 * with the warning on `interval`; `{"resource": "r1", "paramItem": {"parseStrategy": 2}}` is invalid
 * (`paramItem.fieldName`: a HEADER item needs the header's name).
 *
 * HOW WE DIFFER FROM UPSTREAM. Sentinel logs and drops an invalid rule; Flowlab refuses the scenario and names the
 * condition, as for every other rule kind. JSON types are checked strictly (fastjson would convert "5" to 5).
 */
import { z } from 'zod';
import type { KeyMapping } from '../../scenario/fastjson-keys';
import { describeValue, issue, type Issue, type JsonPath, type Validated } from '../../scenario/issues';
import { compileJavaPattern } from '../java-regex';
import { javaDoubleField, javaIntField, javaLongField, javaStringField } from '../rules/java-fields';
import { isJavaBlank } from '../rules/java-string';
import { parseRule, parseRuleList } from '../rules/parse-rule';
import {
  DEFAULT_MAX_QUEUEING_TIMEOUT_MS,
  PARAM_MATCH_STRATEGY_CONTAINS,
  PARAM_MATCH_STRATEGY_EXACT,
  PARAM_MATCH_STRATEGY_PREFIX,
  PARAM_MATCH_STRATEGY_REGEX,
  PARAM_PARSE_STRATEGY_CLIENT_IP,
  PARAM_PARSE_STRATEGY_COOKIE,
  PARAM_PARSE_STRATEGY_HEADER,
  PARAM_PARSE_STRATEGY_HOST,
  PARAM_PARSE_STRATEGY_URL_PARAM,
  RESOURCE_MODE_ROUTE_ID,
} from './gateway-flow-rule';

export const PARSE_STRATEGY_NAMES: Record<number, string> = {
  [PARAM_PARSE_STRATEGY_CLIENT_IP]: 'CLIENT_IP',
  [PARAM_PARSE_STRATEGY_HOST]: 'HOST',
  [PARAM_PARSE_STRATEGY_HEADER]: 'HEADER',
  [PARAM_PARSE_STRATEGY_URL_PARAM]: 'URL_PARAM',
  [PARAM_PARSE_STRATEGY_COOKIE]: 'COOKIE',
};
export const MATCH_STRATEGY_NAMES: Record<number, string> = {
  [PARAM_MATCH_STRATEGY_EXACT]: 'EXACT',
  [PARAM_MATCH_STRATEGY_PREFIX]: 'PREFIX',
  [PARAM_MATCH_STRATEGY_REGEX]: 'REGEX',
  [PARAM_MATCH_STRATEGY_CONTAINS]: 'CONTAINS',
};
const NEEDS_FIELD = [PARAM_PARSE_STRATEGY_HEADER, PARAM_PARSE_STRATEGY_URL_PARAM, PARAM_PARSE_STRATEGY_COOKIE];

export const gatewayParamItemSchema = z
  .object({
    index: javaIntField('Assigned by GatewayRuleManager when the rule is loaded (a given value is overwritten).')
      .nullish()
      .transform((v) => v ?? undefined)
      .optional(),
    parseStrategy: javaIntField(
      'Which request attribute: 0 CLIENT_IP, 1 HOST (the Host header), 2 HEADER, 3 URL_PARAM, 4 COOKIE.',
    ).default(PARAM_PARSE_STRATEGY_CLIENT_IP),
    fieldName: javaStringField('The header, URL parameter or cookie name (HEADER / URL_PARAM / COOKIE only).')
      .transform((v) => v ?? undefined)
      .optional(),
    pattern: javaStringField('Compared with the value by matchStrategy; a value that does not match becomes "$NM".')
      .transform((v) => v ?? undefined)
      .optional(),
    matchStrategy: javaIntField(
      'How pattern is compared: 0 EXACT, 1 PREFIX (not implemented upstream: never compared), 2 REGEX (the whole ' +
        'value), 3 CONTAINS.',
    ).default(PARAM_MATCH_STRATEGY_EXACT),
  })
  .describe('GatewayParamFlowItem: limit per value of a request attribute.');

export const gatewayFlowRuleSchema = z
  .object({
    resource: javaStringField('The route id (resourceMode 0) or custom API name (resourceMode 1). Required.').transform(
      (v) => v ?? '',
    ),
    resourceMode: javaIntField('0 = route id (RESOURCE_MODE_ROUTE_ID), 1 = custom API name.').default(
      RESOURCE_MODE_ROUTE_ID,
    ),
    grade: javaIntField('1 = QPS (count per intervalSec), 0 = THREAD (concurrent requests).').default(1),
    count: javaDoubleField('Requests per intervalSec (QPS grade) or concurrent requests (THREAD grade).').default(0),
    intervalSec: javaLongField(
      'The statistic interval in seconds (> 0). The dashboard writes "interval" + "intervalUnit" instead, which ' +
        'GatewayFlowRule 1.8.9 does not read.',
    ).default(1),
    controlBehavior: javaIntField('0 = reject (fast fail), 2 = pacing (queue up to maxQueueingTimeoutMs).').default(0),
    burst: javaIntField("Extra requests allowed in a burst (the converted rule's burstCount).").default(0),
    maxQueueingTimeoutMs: javaIntField('Pacing only: the longest wait, ms (default 500).').default(
      DEFAULT_MAX_QUEUEING_TIMEOUT_MS,
    ),
    paramItem: gatewayParamItemSchema.optional(),
  })
  .describe("Sentinel's GatewayFlowRule (网关流控规则), as a gw-flow JSON data source holds it.");

/** A gateway flow rule with Sentinel's defaults filled in (no `paramItem` when the rule has none). */
export type GatewayFlowRuleItem = z.output<typeof gatewayFlowRuleSchema>;

export const gatewayFlowRulesSchema = z
  .array(gatewayFlowRuleSchema)
  .describe('Sentinel gateway flow rules (GatewayRuleManager.loadRules), as a gw-flow data source holds them.');

const DASHBOARD = 'sentinel-dashboard metadata (GatewayFlowRuleEntity), not a GatewayFlowRule field: ignored';
const INTERVAL_WHY =
  "the dashboard's GatewayFlowRuleEntity field; Sentinel 1.8.9's GatewayFlowRule has no such field and reads only " +
  'intervalSec, so this is ignored and the rule counts per intervalSec (default 1 s) — alibaba/Sentinel #2708. ' +
  'Write "intervalSec" (seconds), or import the rule with Import rules, which converts it';
const RULE_KEYS: KeyMapping = {
  className: 'GatewayFlowRule',
  fields: Object.keys(gatewayFlowRuleSchema.shape),
  primitive: new Set([
    'resourceMode',
    'grade',
    'count',
    'intervalSec',
    'controlBehavior',
    'burst',
    'maxQueueingTimeoutMs',
  ]),
  explained: {
    ...Object.fromEntries(['id', 'app', 'ip', 'port', 'gmtCreate', 'gmtModified'].map((k) => [k, DASHBOARD])),
    interval: INTERVAL_WHY,
    intervalUnit: INTERVAL_WHY,
  },
};
const ITEM_KEYS: KeyMapping = {
  className: 'GatewayParamFlowItem',
  fields: Object.keys(gatewayParamItemSchema.shape),
  primitive: new Set(['parseStrategy', 'matchStrategy']),
};

/** `GatewayRuleManager.isValidRule`, one issue per failed condition (paths relative to the rule). */
export function gatewayFlowRuleIssues(r: GatewayFlowRuleItem): Issue[] {
  const out: Issue[] = [];
  const add = (path: JsonPath, detail: string) => out.push(issue(path, detail));
  if (isJavaBlank(r.resource)) add(['resource'], 'must be a non-blank route id or API name');
  if (r.resourceMode < 0) add(['resourceMode'], `must be ≥ 0 (0 route id, 1 custom API name), got ${r.resourceMode}`);
  if (r.grade < 0) add(['grade'], `must be ≥ 0 (1 QPS, 0 THREAD), got ${r.grade}`);
  if (!(r.count >= 0)) add(['count'], `must be ≥ 0, got ${describeValue(r.count)}`);
  if (r.burst < 0) add(['burst'], `must be ≥ 0, got ${r.burst}`);
  if (r.controlBehavior < 0) add(['controlBehavior'], `must be ≥ 0 (0 reject, 2 pacing), got ${r.controlBehavior}`);
  if (r.controlBehavior === 2 && r.maxQueueingTimeoutMs < 0)
    add(['maxQueueingTimeoutMs'], `must be ≥ 0 with pacing (controlBehavior 2), got ${r.maxQueueingTimeoutMs}`);
  if (r.intervalSec <= 0) add(['intervalSec'], `must be > 0 seconds, got ${r.intervalSec}`);
  const item = r.paramItem;
  if (item === undefined) return out;
  if (item.parseStrategy < 0)
    add(['paramItem', 'parseStrategy'], `must be ≥ 0 (0 CLIENT_IP … 4 COOKIE), got ${item.parseStrategy}`);
  if (NEEDS_FIELD.includes(item.parseStrategy) && isJavaBlank(item.fieldName))
    add(
      ['paramItem', 'fieldName'],
      `must name the ${PARSE_STRATEGY_NAMES[item.parseStrategy].toLowerCase().replace('_', ' ')} to read ` +
        `(parseStrategy ${item.parseStrategy} ${PARSE_STRATEGY_NAMES[item.parseStrategy]})`,
    );
  if (item.pattern !== undefined && item.pattern !== '' && item.matchStrategy < 0)
    add(['paramItem', 'matchStrategy'], `must be ≥ 0 when a pattern is set, got ${item.matchStrategy}`);
  return out;
}

/** What Sentinel accepts but that does not do what it seems to (warnings; paths relative to the rule). */
export function gatewayFlowRuleNotes(r: GatewayFlowRuleItem): Issue[] {
  const out: Issue[] = [];
  const add = (path: JsonPath, detail: string) => out.push(issue(path, detail));
  if (r.controlBehavior !== 0 && r.controlBehavior !== 2 && r.controlBehavior > 0)
    add(
      ['controlBehavior'],
      `${r.controlBehavior} is neither 0 (reject) nor 2 (pacing): the converted hot-parameter rule checks it as 0`,
    );
  const item = r.paramItem;
  if (item === undefined) return out;
  const hasPattern = item.pattern !== undefined && item.pattern !== '';
  if (hasPattern && item.matchStrategy === PARAM_MATCH_STRATEGY_PREFIX)
    add(
      ['paramItem', 'matchStrategy'],
      'PREFIX (1) is not implemented in GatewayParamParser: the pattern is never compared, so every value is ' +
        'limited on its own (none becomes "$NM")',
    );
  else if (hasPattern && item.matchStrategy > PARAM_MATCH_STRATEGY_CONTAINS)
    add(['paramItem', 'matchStrategy'], `${item.matchStrategy} is no match strategy: the pattern is never compared`);
  if (hasPattern && item.matchStrategy === PARAM_MATCH_STRATEGY_REGEX && compileJavaPattern(item.pattern!) === null)
    add(['paramItem', 'pattern'], 'does not compile as a Java regular expression: every value is used as it is');
  if (item.parseStrategy > PARAM_PARSE_STRATEGY_COOKIE)
    add(
      ['paramItem', 'parseStrategy'],
      `${item.parseStrategy} is no parse strategy: the parsed value is null, never checked`,
    );
  if (
    (item.parseStrategy === PARAM_PARSE_STRATEGY_CLIENT_IP || item.parseStrategy === PARAM_PARSE_STRATEGY_HOST) &&
    !isJavaBlank(item.fieldName)
  )
    add(['paramItem', 'fieldName'], `is not read by ${PARSE_STRATEGY_NAMES[item.parseStrategy]}`);
  if (item.index !== undefined)
    add(
      ['paramItem', 'index'],
      'is assigned by GatewayRuleManager when the rule is loaded: the value given is overwritten',
    );
  return out;
}

/** One pasted gateway rule: key mapping (also inside paramItem), JSON types, defaults, validity. */
export function parseGatewayFlowRule(json: unknown, path: JsonPath = []): Validated<GatewayFlowRuleItem> {
  return parseRule(
    json,
    {
      what: 'GatewayFlowRule',
      keys: RULE_KEYS,
      nested: { paramItem: ITEM_KEYS },
      schema: gatewayFlowRuleSchema,
      issues: gatewayFlowRuleIssues,
      notes: gatewayFlowRuleNotes,
    },
    path,
  );
}

/** A `gatewayFlowRules` array (what the Gateway tab holds). */
export function parseGatewayFlowRules(json: unknown, path: JsonPath = []): Validated<GatewayFlowRuleItem[]> {
  return parseRuleList(json, 'GatewayFlowRule', parseGatewayFlowRule, path);
}

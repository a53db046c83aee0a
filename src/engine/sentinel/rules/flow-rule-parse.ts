/**
 * The whole pipeline for one pasted flow rule (rules/parse-rule.ts): fastjson's key mapping (also inside
 * `clusterConfig`), JSON types and Sentinel's defaults, the rule in a canonical form (fixed key order, blank
 * limitApp → "default", the version's `regex`), notes on settings that do not do what they seem to, and
 * Sentinel's validity checks of the given version.
 */
import { issue, type Issue, type JsonPath, type Validated } from '../../scenario/issues';
import {
  CONTROL_BEHAVIOR_DEFAULT,
  CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER,
  controlBehaviorName,
  FLOW_GRADE_QPS,
  FLOW_GRADE_THREAD,
  type FlowRuleVersion,
} from './flow-rule-constants';
import { CLUSTER_FLOW_CONFIG_KEYS, FLOW_RULE_KEYS } from './flow-rule-keys';
import { FLOW_RULE_DEFAULTS as D, flowRuleSchema, type FlowRule } from './flow-rule-schema';
import { flowRuleIssues } from './flow-rule-validity';
import { isJavaBlank } from './java-string';
import { isPlainObject, parseRule, parseRuleList, type RuleKind } from './parse-rule';

function flowRuleKind(version: FlowRuleVersion): RuleKind<FlowRule> {
  return {
    what: 'FlowRule',
    keys: FLOW_RULE_KEYS[version],
    nested: { clusterConfig: CLUSTER_FLOW_CONFIG_KEYS },
    schema: flowRuleSchema,
    canonical: (r) => canonicalRule(r, version),
    issues: (r) => flowRuleIssues(r, version),
    notes: (r, mapped) => [
      ...('count' in mapped ? [] : [issue(['count'], 'is missing: Sentinel uses 0, which blocks every request')]),
      ...behaviorNotes(r),
    ],
  };
}
const KINDS: Record<FlowRuleVersion, RuleKind<FlowRule>> = {
  '1.8.9': flowRuleKind('1.8.9'),
  '1.8.6': flowRuleKind('1.8.6'),
};

/**
 * The whole pipeline for one pasted rule: map keys as fastjson does, check JSON types, fill
 * Sentinel's defaults, then apply Sentinel's validity checks. `path` prefixes every message
 * (`['rules', 0]` → `rules[0].count: …`).
 */
export function parseFlowRule(
  json: unknown,
  version: FlowRuleVersion = '1.8.9',
  path: JsonPath = [],
): Validated<FlowRule> {
  // 1.8.6 has no regex field: `"regex": false` (as Flowlab itself writes it) means what 1.8.6 does anyway.
  const input =
    version === '1.8.6' && isPlainObject(json) && json.regex === false ? { ...json, regex: undefined } : json;
  return parseRule(input, KINDS[version], path);
}

/** A rules array (what the editor holds): every rule parsed, all issues collected. */
export function parseFlowRules(
  json: unknown,
  version: FlowRuleVersion = '1.8.9',
  path: JsonPath = [],
): Validated<FlowRule[]> {
  return parseRuleList(json, 'FlowRule', (item, p) => parseFlowRule(item, version, p), path);
}

/** Fixed key order, no undefined keys (stable JSON for the editor and the share link). */
function canonicalRule(r: FlowRule, version: FlowRuleVersion): FlowRule {
  const out: FlowRule = {
    resource: r.resource,
    limitApp: isJavaBlank(r.limitApp) ? D.limitApp : r.limitApp,
    grade: r.grade,
    count: r.count,
    strategy: r.strategy,
    controlBehavior: r.controlBehavior,
    warmUpPeriodSec: r.warmUpPeriodSec,
    maxQueueingTimeMs: r.maxQueueingTimeMs,
    clusterMode: r.clusterMode,
    regex: version === '1.8.6' ? false : (r.regex ?? D.regex),
  };
  if (r.id !== undefined) out.id = r.id;
  if (r.refResource !== undefined) out.refResource = r.refResource;
  if (r.clusterConfig !== undefined) {
    const { flowId, ...rest } = r.clusterConfig;
    out.clusterConfig = flowId === undefined ? { ...rest } : { flowId, ...rest };
  }
  return out;
}

/** Settings Sentinel accepts but that do not do what they seem to (warnings, not errors). */
function behaviorNotes(r: FlowRule): Issue[] {
  const notes: Issue[] = [];
  if (r.grade === FLOW_GRADE_THREAD && r.controlBehavior !== CONTROL_BEHAVIOR_DEFAULT) {
    notes.push(
      issue(
        ['controlBehavior'],
        `${controlBehaviorName(r.controlBehavior)} has no effect with grade 0 (THREAD): Sentinel builds DefaultController`,
      ),
    );
  }
  if (r.grade === FLOW_GRADE_QPS && r.controlBehavior > CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER) {
    notes.push(
      issue(['controlBehavior'], `${r.controlBehavior} is not a known behaviour: Sentinel treats it as 0 (reject)`),
    );
  }
  return notes;
}

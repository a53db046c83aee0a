/**
 * A pasted hot-parameter rule (热点规则, `ParamFlowRule` of sentinel-parameter-flow-control 1.8.9) as the scenario
 * and the rule editor hold it: the JSON field types of the Java class (zod, strict as for the other rule kinds),
 * the field initialisers as defaults, fastjson's key mapping, and `ParamFlowRuleUtil.isValidRule` as issues with
 * a field path each (the editor marks them; a rule Sentinel would ignore makes the scenario invalid, as a flow
 * rule does).
 *
 * DEFAULTS (param-flow-rule.ts has the why): grade 1 (QPS), controlBehavior 0, maxQueueingTimeMs 0, burstCount 0,
 * durationInSec 1, paramFlowItemList [], clusterMode false, regex false, limitApp "default". `paramIdx` has none:
 * absent or null, the rule is invalid.
 *
 * VALIDITY, in isValidRule's order: resource not blank; count ≥ 0; grade ≥ 0; paramIdx present; burstCount ≥ 0;
 * controlBehavior ≥ 0; durationInSec > 0; maxQueueingTimeMs ≥ 0; cluster mode with a valid clusterConfig; a regex
 * resource that compiles, without cluster mode and with behaviour 0. Each failed condition is one issue here
 * (Sentinel logs only that the rule is invalid); `paramFlowRuleProblem` (param-flow-rule.ts), which the rule
 * manager runs, decides the same way — a unit test holds the two together.
 */
import { z } from 'zod';
import type { KeyMapping } from '../../scenario/fastjson-keys';
import { describeValue, issue, type Issue, type JsonPath, type Validated } from '../../scenario/issues';
import {
  javaBooleanField,
  javaDoubleField,
  javaIntField,
  javaLongField,
  javaStringField,
  limitAppField,
} from '../rules/java-fields';
import { javaPatternCompiles } from '../rules/java-regex';
import { isJavaBlank } from '../rules/java-string';
import { parseRule, parseRuleList } from '../rules/parse-rule';

/** The item list's cap (one hot-item table of a rule; the dashboard's form shows a few dozen at most). */
export const MAX_HOT_ITEMS = 200;

const hotItemSchema = z
  .object({
    object: javaStringField('The hot value, as text (parsed as classType says).'),
    count: javaIntField('Its own threshold (replaces the rule count for this value).').nullish(),
    classType: javaStringField(
      'The Java type of the value: int, long, double, float, byte, short, char, boolean or String ' +
        '(java.lang.String); Long 7 does not match an int hot item 7.',
    ),
  })
  .describe('ParamFlowItem: a hot value with its own threshold.');

const clusterConfigSchema = z
  .object({
    flowId: javaLongField('Cluster flow id (positive when clusterMode).').nullish(),
    thresholdType: javaIntField('0 = per-node average, 1 = global threshold.').default(0),
    fallbackToLocalWhenFail: javaBooleanField('Check locally when the token server fails.').default(false),
    sampleCount: javaIntField('Cluster window sample count (> 0).').default(10),
    windowIntervalMs: javaIntField('Cluster window length in ms (> 0, a multiple of sampleCount).').default(1000),
  })
  .describe('ParamFlowClusterConfig.');

export const paramFlowRuleSchema = z
  .object({
    id: javaLongField('Rule id (not used by the check).').optional(),
    resource: javaStringField('The resource name (a regular expression when regex is true). Required.').transform(
      (v) => v ?? '',
    ),
    limitApp: limitAppField(),
    grade: javaIntField('1 = QPS (per-value token bucket or pacing), 0 = THREAD (concurrent per value).').default(1),
    paramIdx: javaIntField(
      'Index of the argument of SphU.entry(resource, …, args) limited per value; negative counts from the end ' +
        '(rewritten once, on the first call). Required.',
    ).nullish(),
    count: javaDoubleField('Tokens per durationInSec per value (QPS grade), or concurrent requests (THREAD).').default(
      0,
    ),
    controlBehavior: javaIntField('0 = reject (token bucket), 2 = pacing (queue up to maxQueueingTimeMs).').default(0),
    maxQueueingTimeMs: javaIntField('Pacing: longest wait, ms; default 0 (nothing queues).').default(0),
    burstCount: javaIntField('Extra tokens of a full bucket (QPS, behaviour 0).').default(0),
    durationInSec: javaLongField('Length of the statistic window in seconds (> 0).').default(1),
    paramFlowItemList: z
      .array(hotItemSchema)
      .max(MAX_HOT_ITEMS, { error: `must be an array of at most ${MAX_HOT_ITEMS} hot items` })
      .default([])
      .describe('Hot items: chosen values with their own threshold.'),
    clusterMode: javaBooleanField('Cluster flow control (needs clusterConfig).').default(false),
    clusterConfig: clusterConfigSchema.nullish(),
    regex: javaBooleanField('Treat resource as a regular expression.').default(false),
  })
  .describe("Sentinel's ParamFlowRule (hot-parameter rule), as its JSON data sources hold it.");

/** A parsed `paramFlowRules` item: Sentinel's defaults filled, valid as isValidRule says. */
export type ScenarioParamFlowRule = z.output<typeof paramFlowRuleSchema>;

export const paramFlowRulesSchema = z
  .array(paramFlowRuleSchema)
  .describe('Sentinel hot-parameter rules (ParamFlowRuleManager.loadRules).');

const DASHBOARD = 'sentinel-dashboard metadata (ParamFlowRuleEntity), not a ParamFlowRule field: ignored';
const RULE_KEYS: KeyMapping = {
  className: 'ParamFlowRule',
  fields: Object.keys(paramFlowRuleSchema.shape),
  primitive: new Set(['grade', 'count', 'controlBehavior', 'maxQueueingTimeMs', 'burstCount', 'durationInSec']),
  explained: {
    ...Object.fromEntries(['app', 'ip', 'port', 'gmtCreate', 'gmtModified'].map((k) => [k, DASHBOARD])),
    rule:
      "sentinel-dashboard's ParamFlowRuleEntity nests the rule here, but ParamFlowRule has no such field: " +
      'ignored. Paste the inner object instead',
  },
};
const CLUSTER_KEYS: KeyMapping = {
  className: 'ParamFlowClusterConfig',
  fields: Object.keys(clusterConfigSchema.shape),
  primitive: new Set(['thresholdType', 'fallbackToLocalWhenFail', 'sampleCount', 'windowIntervalMs']),
};

/** Every condition of `ParamFlowRuleUtil.isValidRule` the rule fails, each at its field. */
export function paramFlowRuleIssues(rule: ScenarioParamFlowRule): Issue[] {
  const out: Issue[] = [];
  const add = (field: string, detail: string) => out.push(issue([field], detail));
  if (isJavaBlank(rule.resource)) add('resource', 'must be a non-blank resource name');
  if (!(rule.count >= 0)) add('count', `must be >= 0, got ${rule.count}`);
  if (rule.grade < 0) add('grade', `must be 1 (QPS) or 0 (THREAD), got ${rule.grade}`);
  if (rule.paramIdx === null || rule.paramIdx === undefined) {
    add(
      'paramIdx',
      `is required (the argument index; negative counts from the end), got ${describeValue(rule.paramIdx)}`,
    );
  }
  if (rule.burstCount < 0) add('burstCount', `must be >= 0, got ${rule.burstCount}`);
  if (rule.controlBehavior < 0) add('controlBehavior', `must be 0 (reject) or 2 (pacing), got ${rule.controlBehavior}`);
  if (!(rule.durationInSec > 0)) add('durationInSec', `must be > 0 (seconds), got ${rule.durationInSec}`);
  if (rule.maxQueueingTimeMs < 0) add('maxQueueingTimeMs', `must be >= 0, got ${rule.maxQueueingTimeMs}`);
  if (rule.clusterMode) {
    const c = rule.clusterConfig;
    if (c === null || c === undefined) add('clusterConfig', 'is required when clusterMode is true');
    else {
      if (!(c.sampleCount > 0 && c.windowIntervalMs > 0 && c.windowIntervalMs % c.sampleCount === 0)) {
        add('clusterConfig', 'needs sampleCount > 0, windowIntervalMs > 0 and windowIntervalMs % sampleCount == 0');
      }
      if (!(c.flowId !== null && c.flowId !== undefined && c.flowId > 0)) {
        add('clusterConfig', `flowId must be positive, got ${describeValue(c.flowId)}`);
      }
    }
  }
  if (rule.regex && !isJavaBlank(rule.resource)) {
    if (!javaPatternCompiles(rule.resource))
      add('resource', 'must be a valid Java regular expression when regex is true');
    if (rule.clusterMode || rule.controlBehavior !== 0) {
      add('regex', 'a regex rule needs controlBehavior 0 and no cluster mode');
    }
  }
  return out;
}

/** Settings Sentinel accepts that do not do what they seem to (warnings). */
export function paramFlowRuleNotes(rule: ScenarioParamFlowRule): Issue[] {
  const notes: Issue[] = [];
  if (rule.controlBehavior !== 0 && rule.controlBehavior !== 2) {
    notes.push(issue(['controlBehavior'], `${rule.controlBehavior} is neither 0 nor 2: it checks as 0 (token bucket)`));
  }
  if (rule.grade > 1) notes.push(issue(['grade'], `${rule.grade} is neither 0 nor 1: the rule lets every value pass`));
  return notes;
}

/** One pasted ParamFlowRule through the shared pipeline (fastjson keys, types, defaults, validity). */
export function parseParamFlowRule(json: unknown, path: JsonPath = []): Validated<ScenarioParamFlowRule> {
  return parseRule(
    json,
    {
      what: 'ParamFlowRule',
      keys: RULE_KEYS,
      nested: { clusterConfig: CLUSTER_KEYS },
      schema: paramFlowRuleSchema,
      issues: paramFlowRuleIssues,
      notes: paramFlowRuleNotes,
    },
    path,
  );
}

/** A `paramFlowRules` array (what the Hot-param tab holds). */
export function parseParamFlowRules(json: unknown, path: JsonPath = []): Validated<ScenarioParamFlowRule[]> {
  return parseRuleList(json, 'ParamFlowRule', parseParamFlowRule, path);
}

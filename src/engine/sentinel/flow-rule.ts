/**
 * Sentinel's flow rule, exactly as a JSON data source (Nacos, Apollo, a file) holds it, and
 * the checks Sentinel applies before a rule takes effect.
 *
 * Models `com.alibaba.csp.sentinel.slots.block.flow.FlowRule` (+ `AbstractRule`,
 * `ClusterFlowConfig`), `FlowRuleUtil.isValidRule` and `SentinelConfig.coldFactor()`
 * (1.8.9; 1.8.7 and 1.8.8 are identical here).
 *
 * ## Fields and their defaults (what `new FlowRule()` holds when a key is absent)
 *
 * | field               | Java type | default     | meaning |
 * |---------------------|-----------|-------------|---------|
 * | `resource`          | String    | null        | the protected resource's name (a regex when `regex`) |
 * | `limitApp`          | String    | `"default"` | caller origin the rule applies to; `default` = any. Blank becomes `default` on load |
 * | `grade`             | int       | 1           | what `count` limits: 0 = THREAD (concurrent calls), 1 = QPS |
 * | `count`             | double    | 0           | the threshold (calls per second, or concurrent calls). 0 blocks everything |
 * | `strategy`          | int       | 0           | which statistics: 0 = DIRECT (this resource), 1 = RELATE (`refResource`'s), 2 = CHAIN (only calls entering via context `refResource`) |
 * | `refResource`       | String    | null        | the related resource / entrance context for strategy 1 / 2 |
 * | `controlBehavior`   | int       | 0           | QPS only: 0 = reject at once, 1 = WARM_UP, 2 = RATE_LIMITER (queue, even pacing), 3 = WARM_UP_RATE_LIMITER |
 * | `warmUpPeriodSec`   | int       | 10          | seconds to warm up from cold to `count` (behaviours 1, 3) |
 * | `maxQueueingTimeMs` | int       | 500         | longest a request may queue (behaviours 2, 3) |
 * | `clusterMode`       | boolean   | false       | ask a token server instead of counting locally |
 * | `clusterConfig`     | object    | null        | cluster settings (`flowId`, `sampleCount` 10, `windowIntervalMs` 1000, `strategy` 0, `thresholdType` 0, `fallbackToLocalWhenFail` true, `resourceTimeout` 2000, `resourceTimeoutStrategy` 0, `acquireRefuseStrategy` 0, `clientOfflineTime` 2000) |
 * | `regex`             | boolean   | false       | 1.8.7+: `resource` is a regular expression (1.8.6 has no such field) |
 * | `id`                | Long      | null        | rule id (1.8.1+); not used by flow control |
 *
 * ## Validity (`FlowRuleUtil.isValidRule`): an invalid rule is dropped silently on load
 *
 *  1. `resource` is not blank (Java `Character.isWhitespace`), `count ≥ 0`, `grade ≥ 0`,
 *     `strategy ≥ 0`, `controlBehavior ≥ 0`.
 *  2. (1.8.7+) if `regex`: `resource` compiles as a `java.util.regex.Pattern`, `clusterMode`
 *     is false and `controlBehavior` is 0.
 *  3. `grade` 1 (QPS):
 *     - cluster mode needs a `clusterConfig` with `flowId > 0`, `sampleCount > 0`,
 *       `windowIntervalMs > 0`, `windowIntervalMs % sampleCount == 0` and cluster `strategy` 0;
 *     - `strategy` 1 or 2 needs a non-blank `refResource` (3 and above pass unchecked);
 *     - `controlBehavior` 1 needs `warmUpPeriodSec > 0`, 2 needs `maxQueueingTimeMs > 0`, 3
 *       needs both (4 and above pass, and behave as 0).
 *  4. `grade` 0 (THREAD): cluster mode needs a `clusterConfig` with `clientOfflineTime > 0`,
 *     `resourceTimeout > 0`, `acquireRefuseStrategy ≥ 0`, `resourceTimeoutStrategy ≥ 0`,
 *     `flowId > 0` and the same window check. Nothing else: `strategy`, `refResource` and
 *     `controlBehavior` are not checked (a THREAD rule always gets `DefaultController`).
 *  5. any other `grade` is invalid.
 *
 * 1.8.0–1.8.6 apply the same checks without step 2. The dashboard's own checks differ (it
 * accepts `maxQueueingTimeMs: 0`, which core then drops); Flowlab follows core.
 *
 * ## How Flowlab differs
 *
 * Sentinel says nothing when it drops a rule; `flowRuleIssues` says which condition failed,
 * naming the field and the allowed range. Keys are mapped as fastjson maps them (see
 * `scenario/fastjson-keys.ts`); types are checked strictly (a JSON string where Sentinel
 * expects a number is an error, though fastjson would convert it). The regex check uses
 * JavaScript's RegExp plus Java's rules for `{` and Java-only syntax, an approximation of
 * `Pattern.compile`.
 */
import { z } from 'zod';
import { INT_MAX, INT_MIN } from '../java';
import { mapKeysLikeFastjson, type KeyMapping } from '../scenario/fastjson-keys';
import { describeValue, issue, prefixIssues, type Issue, type JsonPath, type Validated } from '../scenario/issues';

/** Sentinel versions whose flow-rule checks differ: 1.8.7+ (regex) and 1.8.0–1.8.6. */
export type FlowRuleVersion = '1.8.9' | '1.8.6';

export const FLOW_GRADE_THREAD = 0;
export const FLOW_GRADE_QPS = 1;
export const STRATEGY_DIRECT = 0;
export const STRATEGY_RELATE = 1;
export const STRATEGY_CHAIN = 2;
export const CONTROL_BEHAVIOR_DEFAULT = 0;
export const CONTROL_BEHAVIOR_WARM_UP = 1;
export const CONTROL_BEHAVIOR_RATE_LIMITER = 2;
export const CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER = 3;

const GRADE_NAMES: Record<number, string> = { 0: 'THREAD', 1: 'QPS' };
const STRATEGY_NAMES: Record<number, string> = { 0: 'DIRECT', 1: 'RELATE', 2: 'CHAIN' };
const BEHAVIOR_NAMES: Record<number, string> = {
  0: 'reject',
  1: 'WARM_UP',
  2: 'RATE_LIMITER',
  3: 'WARM_UP_RATE_LIMITER',
};
/** `2` → `2 (RATE_LIMITER)`. */
export function controlBehaviorName(b: number): string {
  return BEHAVIOR_NAMES[b] === undefined ? String(b) : `${b} (${BEHAVIOR_NAMES[b]})`;
}

// ---------------------------------------------------------------------------------------------
// Schema: JSON types of each field, and Sentinel's defaults. Validity is checked separately.

const JAVA_LONG_SAFE = Number.MAX_SAFE_INTEGER;

function javaInt(description: string) {
  const text = `must be an integer from ${INT_MIN} to ${INT_MAX} (Java int)`;
  const error = (iss: { input?: unknown }) => `${text}, got ${describeValue(iss.input)}`;
  return z.number({ error }).int({ error }).min(INT_MIN, { error }).max(INT_MAX, { error }).describe(description);
}
function javaLong(description: string) {
  const text = `must be an integer from -${JAVA_LONG_SAFE} to ${JAVA_LONG_SAFE} (Java long, within JSON's exact range)`;
  const error = (iss: { input?: unknown }) => `${text}, got ${describeValue(iss.input)}`;
  return z
    .number({ error })
    .int({ error })
    .min(-JAVA_LONG_SAFE, { error })
    .max(JAVA_LONG_SAFE, { error })
    .describe(description);
}
function javaDouble(description: string) {
  const error = (iss: { input?: unknown }) => `must be a number, got ${describeValue(iss.input)}`;
  return z.number({ error }).describe(description);
}
function javaBoolean(description: string) {
  const error = (iss: { input?: unknown }) => `must be true or false, got ${describeValue(iss.input)}`;
  return z.boolean({ error }).describe(description);
}
function javaString(description: string) {
  const error = (iss: { input?: unknown }) => `must be a string or null, got ${describeValue(iss.input)}`;
  return z.string({ error }).describe(description);
}

export const CLUSTER_FLOW_CONFIG_DEFAULTS = {
  thresholdType: 0,
  fallbackToLocalWhenFail: true,
  strategy: 0,
  sampleCount: 10,
  windowIntervalMs: 1000,
  resourceTimeout: 2000,
  resourceTimeoutStrategy: 0,
  acquireRefuseStrategy: 0,
  clientOfflineTime: 2000,
} as const;

const C = CLUSTER_FLOW_CONFIG_DEFAULTS;
export const clusterFlowConfigSchema = z
  .object(
    {
      flowId: javaLong('Globally unique id of the cluster rule; must be > 0 in cluster mode.').optional(),
      thresholdType: javaInt('0 = average per client (count × clients), 1 = global threshold.').default(
        C.thresholdType,
      ),
      fallbackToLocalWhenFail: javaBoolean('Check locally when the token server cannot be reached.').default(
        C.fallbackToLocalWhenFail,
      ),
      strategy: javaInt('Cluster strategy; only 0 (NORMAL) is valid for QPS rules.').default(C.strategy),
      sampleCount: javaInt('Buckets of the token server window; must be > 0.').default(C.sampleCount),
      windowIntervalMs: javaInt('Token server window length in ms; > 0 and a multiple of sampleCount.').default(
        C.windowIntervalMs,
      ),
      resourceTimeout: javaLong('THREAD cluster rules: ms a client may hold a token; must be > 0.').default(
        C.resourceTimeout,
      ),
      resourceTimeoutStrategy: javaInt('THREAD cluster rules: 0 = ignore, 1 = release the token; must be ≥ 0.').default(
        C.resourceTimeoutStrategy,
      ),
      acquireRefuseStrategy: javaInt(
        'Prioritized requests that are refused: 0 = block, 1 = retry, 2 = retry until success.',
      ).default(C.acquireRefuseStrategy),
      clientOfflineTime: javaLong(
        'THREAD cluster rules: ms before an offline client loses its tokens; must be > 0.',
      ).default(C.clientOfflineTime),
    },
    {
      error: (iss) => `must be an object (ClusterFlowConfig) or null, got ${describeValue(iss.input)}`,
    },
  )
  .describe("Sentinel's ClusterFlowConfig (cluster mode only).");

export type ClusterFlowConfig = z.output<typeof clusterFlowConfigSchema>;

export const FLOW_RULE_DEFAULTS = {
  limitApp: 'default',
  grade: FLOW_GRADE_QPS,
  count: 0,
  strategy: STRATEGY_DIRECT,
  controlBehavior: CONTROL_BEHAVIOR_DEFAULT,
  warmUpPeriodSec: 10,
  maxQueueingTimeMs: 500,
  clusterMode: false,
  regex: false,
} as const;

const D = FLOW_RULE_DEFAULTS;
/**
 * One Sentinel `FlowRule` as JSON. Parsing it checks JSON types and fills Sentinel's
 * defaults; use `parseFlowRule` for the whole pipeline (key mapping, types, validity).
 */
export const flowRuleSchema = z
  .object({
    id: javaLong('Rule id (not used by flow control).').optional(),
    // Absent means null in Sentinel: an invalid rule, reported by flowRuleIssues.
    resource: javaString('Name of the protected resource (a regular expression when regex is true). Required.').default(
      '',
    ),
    // Blank becomes "default" when Sentinel loads the rule (see canonicalRule).
    limitApp: javaString('Caller origin the rule applies to: "default" (any), "other", or an app name.').default(
      D.limitApp,
    ),
    grade: javaInt('Threshold type: 0 = THREAD (concurrent calls), 1 = QPS.').default(D.grade),
    count: javaDouble('Threshold: calls per second (QPS) or concurrent calls (THREAD); must be ≥ 0.').default(D.count),
    strategy: javaInt(
      '0 = DIRECT, 1 = RELATE (limit by refResource), 2 = CHAIN (calls entering via refResource).',
    ).default(D.strategy),
    refResource: javaString('Related resource (RELATE) or entrance context (CHAIN).').optional(),
    controlBehavior: javaInt(
      'QPS only: 0 = reject, 1 = WARM_UP, 2 = RATE_LIMITER (queue), 3 = WARM_UP_RATE_LIMITER.',
    ).default(D.controlBehavior),
    warmUpPeriodSec: javaInt('Warm-up period in seconds (controlBehavior 1 and 3: must be > 0).').default(
      D.warmUpPeriodSec,
    ),
    maxQueueingTimeMs: javaInt('Longest queueing wait in ms (controlBehavior 2 and 3: must be > 0).').default(
      D.maxQueueingTimeMs,
    ),
    clusterMode: javaBoolean('Use a cluster token server.').default(D.clusterMode),
    clusterConfig: clusterFlowConfigSchema.optional(),
    // Optional in the type (absent means false, as in 1.8.6, which has no such field); parsing fills it in.
    regex: javaBoolean(
      '1.8.7+: treat resource as a regular expression (controlBehavior 0, no cluster mode).',
    ).optional(),
  })
  .describe("Sentinel's FlowRule, as its JSON data sources (Nacos, Apollo, file) hold it.");

/** Sentinel's FlowRule as its JSON data sources hold it, with defaults filled in. */
export type FlowRule = z.output<typeof flowRuleSchema>;

/** An array of flow rules: what a Sentinel rules data source (and Flowlab's rule editor) holds. */
export const flowRulesSchema = z.array(flowRuleSchema).describe('Sentinel flow rules (FlowRuleManager.loadRules).');

// ---------------------------------------------------------------------------------------------
// Key mapping (see scenario/fastjson-keys.ts).

const DASHBOARD_KEYS: Record<string, string> = {};
for (const k of ['app', 'ip', 'port', 'gmtCreate', 'gmtModified']) {
  DASHBOARD_KEYS[k] = 'sentinel-dashboard metadata (FlowRuleEntity), not a FlowRule field: ignored';
}
const RULE_FIELDS_189 = Object.keys(flowRuleSchema.shape);
const RULE_PRIMITIVES = new Set([
  'grade',
  'count',
  'strategy',
  'controlBehavior',
  'warmUpPeriodSec',
  'maxQueueingTimeMs',
  'clusterMode',
  'regex',
]);
const RULE_KEYS: Record<FlowRuleVersion, KeyMapping> = {
  '1.8.9': { className: 'FlowRule', fields: RULE_FIELDS_189, primitive: RULE_PRIMITIVES, explained: DASHBOARD_KEYS },
  '1.8.6': {
    className: 'FlowRule',
    fields: RULE_FIELDS_189.filter((f) => f !== 'regex'),
    primitive: RULE_PRIMITIVES,
    explained: { ...DASHBOARD_KEYS, regex: 'Sentinel 1.8.6 and earlier have no regex field (added in 1.8.7): ignored' },
  },
};
const CLUSTER_KEYS: KeyMapping = {
  className: 'ClusterFlowConfig',
  fields: Object.keys(clusterFlowConfigSchema.shape),
  primitive: new Set(Object.keys(clusterFlowConfigSchema.shape).filter((k) => k !== 'flowId')),
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

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
  if (!isPlainObject(json)) {
    return {
      ok: false,
      issues: [issue(path, `must be an object (a Sentinel FlowRule), got ${describeValue(json)}`)],
      warnings: [],
    };
  }
  // 1.8.6 has no regex field: `"regex": false` (as Flowlab itself writes it) means what 1.8.6 does anyway.
  const input = version === '1.8.6' && json.regex === false ? { ...json, regex: undefined } : json;
  const mapped = mapKeysLikeFastjson(input, RULE_KEYS[version], path);
  const warnings = mapped.warnings;
  const cc = mapped.value.clusterConfig;
  if (isPlainObject(cc)) {
    const m = mapKeysLikeFastjson(cc, CLUSTER_KEYS, [...path, 'clusterConfig']);
    mapped.value.clusterConfig = m.value;
    warnings.push(...m.warnings);
  }
  const parsed = flowRuleSchema.safeParse(mapped.value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => issue([...path, ...(i.path as (string | number)[])], i.message));
    return { ok: false, issues, warnings };
  }
  const rule = canonicalRule(parsed.data, version);
  if (!('count' in mapped.value)) {
    warnings.push(issue([...path, 'count'], 'is missing: Sentinel uses 0, which blocks every request'));
  }
  warnings.push(...behaviorNotes(rule, path));
  const invalid = prefixIssues(path, flowRuleIssues(rule, version));
  return invalid.length > 0 ? { ok: false, issues: invalid, warnings } : { ok: true, value: rule, warnings };
}

/** A rules array (what the editor holds): every rule parsed, all issues collected. */
export function parseFlowRules(
  json: unknown,
  version: FlowRuleVersion = '1.8.9',
  path: JsonPath = [],
): Validated<FlowRule[]> {
  if (!Array.isArray(json)) {
    return {
      ok: false,
      issues: [issue(path, `must be an array of Sentinel FlowRule objects, got ${describeValue(json)}`)],
      warnings: [],
    };
  }
  const rules: FlowRule[] = [];
  const issues: Issue[] = [];
  const warnings: Issue[] = [];
  json.forEach((item, i) => {
    const r = parseFlowRule(item, version, [...path, i]);
    warnings.push(...r.warnings);
    if (r.ok) rules.push(r.value);
    else issues.push(...r.issues);
  });
  return issues.length > 0 ? { ok: false, issues, warnings } : { ok: true, value: rules, warnings };
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
function behaviorNotes(r: FlowRule, path: JsonPath): Issue[] {
  const notes: Issue[] = [];
  if (r.grade === FLOW_GRADE_THREAD && r.controlBehavior !== CONTROL_BEHAVIOR_DEFAULT) {
    notes.push(
      issue(
        [...path, 'controlBehavior'],
        `${controlBehaviorName(r.controlBehavior)} has no effect with grade 0 (THREAD): Sentinel builds DefaultController`,
      ),
    );
  }
  if (r.grade === FLOW_GRADE_QPS && r.controlBehavior > CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER) {
    notes.push(
      issue(
        [...path, 'controlBehavior'],
        `${r.controlBehavior} is not a known behaviour: Sentinel treats it as 0 (reject)`,
      ),
    );
  }
  return notes;
}

// ---------------------------------------------------------------------------------------------
// Validity: FlowRuleUtil.isValidRule.

/** Java `Character.isWhitespace` for one UTF-16 code unit (no-break spaces are not whitespace). */
function isJavaWhitespace(c: number): boolean {
  if ((c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x20)) return true;
  if (c < 0x1680) return false;
  return (
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x2006) ||
    (c >= 0x2008 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** Sentinel's `StringUtil.isBlank`. */
export function isJavaBlank(s: string | null | undefined): boolean {
  if (s == null) return true;
  for (let i = 0; i < s.length; i++) if (!isJavaWhitespace(s.charCodeAt(i))) return false;
  return true;
}

/** Syntax Java's Pattern accepts and JavaScript's RegExp does not. */
const JAVA_ONLY_SYNTAX = /\\[QEAzZGhHRvVX]|[*+?}]\+|\(\?[idmsuxU-]+[:)]|\\p\{(?:java|Is|In)/;

/**
 * Does `Pattern.compile(pattern)` succeed? Approximated: JavaScript's RegExp, except that
 * Java-only syntax is accepted and a `{` that does not open a `{n}`, `{n,}` or `{n,m}`
 * quantifier is rejected ("Illegal repetition"), as Java does.
 */
export function javaPatternCompiles(pattern: string): boolean {
  if (hasIllegalRepetition(pattern)) return false;
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return JAVA_ONLY_SYNTAX.test(pattern);
  }
}

function hasIllegalRepetition(p: string): boolean {
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const ch = p[i];
    if (ch === '\\') {
      if (p[i + 1] === 'Q') {
        const end = p.indexOf('\\E', i + 2);
        if (end < 0) return false;
        i = end + 1;
      } else i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      inClass = true;
      if (p[i + 1] === ']' || p[i + 1] === '^') i++;
    } else if (ch === '{' && !/^\{\d+(,\d*)?\}/.test(p.slice(i, i + 24))) {
      return true;
    }
  }
  return false;
}

function validClusterRuleId(id: number | undefined): boolean {
  return id !== undefined && id > 0;
}
function isWindowConfigValid(sampleCount: number, windowIntervalMs: number): boolean {
  return sampleCount > 0 && windowIntervalMs > 0 && windowIntervalMs % sampleCount === 0;
}

/** Exactly `FlowRuleUtil.isValidRule` of the given Sentinel version. */
export function isValidFlowRule(rule: FlowRule, version: FlowRuleVersion = '1.8.9'): boolean {
  const base =
    !isJavaBlank(rule.resource) &&
    rule.count >= 0 &&
    rule.grade >= 0 &&
    rule.strategy >= 0 &&
    rule.controlBehavior >= 0;
  if (!base) return false;
  const regex = version !== '1.8.6' && rule.regex === true;
  if (regex && !javaPatternCompiles(rule.resource)) return false;
  if (regex && (rule.clusterMode || rule.controlBehavior !== CONTROL_BEHAVIOR_DEFAULT)) return false;
  const cc = rule.clusterConfig;
  if (rule.grade === FLOW_GRADE_QPS) {
    if (rule.clusterMode) {
      if (cc === undefined || !validClusterRuleId(cc.flowId)) return false;
      if (!isWindowConfigValid(cc.sampleCount, cc.windowIntervalMs) || cc.strategy !== 0) return false;
    }
    if ((rule.strategy === STRATEGY_RELATE || rule.strategy === STRATEGY_CHAIN) && isJavaBlank(rule.refResource)) {
      return false;
    }
    switch (rule.controlBehavior) {
      case CONTROL_BEHAVIOR_WARM_UP:
        return rule.warmUpPeriodSec > 0;
      case CONTROL_BEHAVIOR_RATE_LIMITER:
        return rule.maxQueueingTimeMs > 0;
      case CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER:
        return rule.warmUpPeriodSec > 0 && rule.maxQueueingTimeMs > 0;
      default:
        return true;
    }
  }
  if (rule.grade === FLOW_GRADE_THREAD) {
    if (!rule.clusterMode) return true;
    if (cc === undefined || cc.clientOfflineTime <= 0 || cc.resourceTimeout <= 0) return false;
    if (cc.acquireRefuseStrategy < 0 || cc.resourceTimeoutStrategy < 0) return false;
    return validClusterRuleId(cc.flowId) && isWindowConfigValid(cc.sampleCount, cc.windowIntervalMs);
  }
  return false;
}

/**
 * Why Sentinel would drop this rule: one issue per failed condition (empty when
 * `isValidFlowRule` is true), each naming the field and what is allowed.
 */
export function flowRuleIssues(rule: FlowRule, version: FlowRuleVersion = '1.8.9'): Issue[] {
  const out: Issue[] = [];
  const add = (path: JsonPath, detail: string) => out.push(issue(path, detail));
  if (isJavaBlank(rule.resource)) add(['resource'], 'must be a non-blank resource name');
  if (!(rule.count >= 0)) add(['count'], `must be ≥ 0, got ${rule.count}`);
  if (rule.grade !== FLOW_GRADE_QPS && rule.grade !== FLOW_GRADE_THREAD) {
    add(['grade'], `must be 0 (THREAD) or 1 (QPS), got ${rule.grade}`);
  }
  if (rule.strategy < 0) add(['strategy'], `must be ≥ 0: 0 (DIRECT), 1 (RELATE) or 2 (CHAIN), got ${rule.strategy}`);
  if (rule.controlBehavior < 0) {
    add(
      ['controlBehavior'],
      `must be ≥ 0: 0 (reject), 1 (WARM_UP), 2 (RATE_LIMITER) or 3 (WARM_UP_RATE_LIMITER), got ${rule.controlBehavior}`,
    );
  }
  if (version !== '1.8.6' && rule.regex === true) {
    if (!isJavaBlank(rule.resource) && !javaPatternCompiles(rule.resource)) {
      add(['resource'], 'must be a valid Java regular expression when regex is true');
    }
    if (rule.clusterMode) add(['regex'], 'true requires clusterMode false');
    if (rule.controlBehavior !== CONTROL_BEHAVIOR_DEFAULT) {
      add(['regex'], `true requires controlBehavior 0 (reject), got ${controlBehaviorName(rule.controlBehavior)}`);
    }
  }
  const gradeName = GRADE_NAMES[rule.grade];
  if (gradeName !== undefined && rule.clusterMode) out.push(...clusterIssues(rule));
  if (rule.grade === FLOW_GRADE_QPS) {
    if ((rule.strategy === STRATEGY_RELATE || rule.strategy === STRATEGY_CHAIN) && isJavaBlank(rule.refResource)) {
      add(
        ['refResource'],
        `must be a non-blank resource name for strategy ${rule.strategy} (${STRATEGY_NAMES[rule.strategy]})`,
      );
    }
    const b = rule.controlBehavior;
    const needsWarmUp = b === CONTROL_BEHAVIOR_WARM_UP || b === CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER;
    const needsQueue = b === CONTROL_BEHAVIOR_RATE_LIMITER || b === CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER;
    if (needsWarmUp && !(rule.warmUpPeriodSec > 0)) {
      add(
        ['warmUpPeriodSec'],
        `must be > 0 for controlBehavior ${controlBehaviorName(b)}, got ${rule.warmUpPeriodSec}`,
      );
    }
    if (needsQueue && !(rule.maxQueueingTimeMs > 0)) {
      add(
        ['maxQueueingTimeMs'],
        `must be > 0 for controlBehavior ${controlBehaviorName(b)}, got ${rule.maxQueueingTimeMs}`,
      );
    }
  }
  return out;
}

function clusterIssues(rule: FlowRule): Issue[] {
  const out: Issue[] = [];
  const cc = rule.clusterConfig;
  const grade = `grade ${rule.grade} (${GRADE_NAMES[rule.grade]})`;
  if (cc === undefined) return [issue(['clusterConfig'], 'is required when clusterMode is true')];
  const add = (field: string, detail: string) => out.push(issue(['clusterConfig', field], detail));
  if (!validClusterRuleId(cc.flowId)) {
    add(
      'flowId',
      `must be an integer > 0 when clusterMode is true, got ${cc.flowId === undefined ? 'null' : cc.flowId}`,
    );
  }
  if (!(cc.sampleCount > 0)) add('sampleCount', `must be > 0, got ${cc.sampleCount}`);
  if (!(cc.windowIntervalMs > 0)) add('windowIntervalMs', `must be > 0, got ${cc.windowIntervalMs}`);
  else if (cc.sampleCount > 0 && cc.windowIntervalMs % cc.sampleCount !== 0) {
    add('windowIntervalMs', `must be a multiple of sampleCount ${cc.sampleCount}, got ${cc.windowIntervalMs}`);
  }
  if (rule.grade === FLOW_GRADE_QPS) {
    if (cc.strategy !== 0) add('strategy', `must be 0 (NORMAL) for ${grade} in cluster mode, got ${cc.strategy}`);
  } else {
    if (!(cc.clientOfflineTime > 0))
      add('clientOfflineTime', `must be > 0 for ${grade} in cluster mode, got ${cc.clientOfflineTime}`);
    if (!(cc.resourceTimeout > 0))
      add('resourceTimeout', `must be > 0 for ${grade} in cluster mode, got ${cc.resourceTimeout}`);
    if (cc.acquireRefuseStrategy < 0) {
      add('acquireRefuseStrategy', `must be ≥ 0 for ${grade} in cluster mode, got ${cc.acquireRefuseStrategy}`);
    }
    if (cc.resourceTimeoutStrategy < 0) {
      add('resourceTimeoutStrategy', `must be ≥ 0 for ${grade} in cluster mode, got ${cc.resourceTimeoutStrategy}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The global cold factor: SentinelConfig.coldFactor(), property csp.sentinel.flow.cold.factor.

export const SENTINEL_DEFAULT_COLD_FACTOR = 3;

/**
 * What Sentinel makes of `csp.sentinel.flow.cold.factor`: `Integer.parseInt` of the
 * property (an optional sign and ASCII digits, within the Java int range); anything that does
 * not parse, and any value ≤ 1, is replaced by 3. A number is read as its decimal string
 * (so `2.5` does not parse). Returns the factor WarmUp controllers are built with, and why
 * the given value was replaced, if it was.
 */
export function resolveColdFactor(raw: string | number | null | undefined): {
  value: number;
  replacedBecause?: string;
} {
  const fallback = (why: string) => ({ value: SENTINEL_DEFAULT_COLD_FACTOR, replacedBecause: why });
  if (raw == null) return fallback('the property is not set');
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (!/^[+-]?[0-9]+$/.test(text))
    return fallback(`${JSON.stringify(text)} is not an integer (Integer.parseInt fails)`);
  const n = Number(text);
  if (n < INT_MIN || n > INT_MAX) return fallback(`${text} is outside the Java int range`);
  if (n <= 1) return fallback(`${text} is not larger than 1`);
  return { value: n };
}

/**
 * Checks a scenario's `coldFactor`: Flowlab insists on a value Sentinel would actually use,
 * an integer from 2 to 2147483647, and says what Sentinel would do with anything else.
 */
export function coldFactorIssues(value: unknown, path: JsonPath = ['coldFactor']): Issue[] {
  const allowed = `must be an integer from 2 to ${INT_MAX} (csp.sentinel.flow.cold.factor)`;
  if (typeof value !== 'number' && typeof value !== 'string')
    return [issue(path, `${allowed}, got ${describeValue(value)}`)];
  const r = resolveColdFactor(value);
  if (typeof value === 'number' && r.replacedBecause === undefined) return [];
  const sentinel =
    r.replacedBecause === undefined
      ? `as a property Sentinel would read it as ${r.value}`
      : `Sentinel would use ${r.value} instead: ${r.replacedBecause}`;
  return [issue(path, `${allowed}, got ${describeValue(value)} (${sentinel})`)];
}

// ---------------------------------------------------------------------------------------------
// JSON Schema for the rule editor (Monaco): the zod types plus Sentinel's validity rules.

type JsonSchemaObject = Record<string, unknown>;

/** JSON Schema (draft-07) for one FlowRule, with the validity conditions as if/then clauses. */
export function flowRuleJsonSchema(): JsonSchemaObject {
  const s = z.toJSONSchema(flowRuleSchema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchemaObject;
  delete s.$schema;
  const props = s.properties as Record<string, JsonSchemaObject>;
  const nullable = (p: JsonSchemaObject) => ({ ...p, type: [...[p.type].flat(), 'null'] });
  props.resource = { ...props.resource, type: 'string', pattern: '\\S' };
  delete props.resource.default;
  // null is accepted everywhere (Sentinel treats it as "unset"; see scenario/fastjson-keys.ts).
  for (const k of Object.keys(props)) props[k] = nullable(props[k]);
  const ccProps = (props.clusterConfig as { properties: Record<string, JsonSchemaObject> }).properties;
  for (const k of Object.keys(ccProps)) ccProps[k] = nullable(ccProps[k]);
  props.count = { ...props.count, minimum: 0 };
  props.grade = { ...props.grade, enum: [0, 1] };
  props.strategy = { ...props.strategy, minimum: 0 };
  props.controlBehavior = { ...props.controlBehavior, minimum: 0 };
  s.required = ['resource'];
  const qpsWith = (behaviors: number[]) => ({
    properties: { grade: { const: 1 }, controlBehavior: { enum: behaviors } },
    required: ['controlBehavior'],
  });
  s.allOf = [
    { if: qpsWith([1, 3]), then: { properties: { warmUpPeriodSec: { exclusiveMinimum: 0 } } } },
    { if: qpsWith([2, 3]), then: { properties: { maxQueueingTimeMs: { exclusiveMinimum: 0 } } } },
    {
      if: { properties: { grade: { const: 1 }, strategy: { enum: [1, 2] } }, required: ['strategy'] },
      then: { properties: { refResource: { type: 'string', pattern: '\\S' } }, required: ['refResource'] },
    },
    {
      if: { properties: { clusterMode: { const: true } }, required: ['clusterMode'] },
      then: {
        required: ['clusterConfig'],
        properties: {
          clusterConfig: { type: 'object', required: ['flowId'], properties: { flowId: { exclusiveMinimum: 0 } } },
        },
      },
    },
    {
      if: { properties: { regex: { const: true } }, required: ['regex'] },
      then: { properties: { clusterMode: { const: false }, controlBehavior: { const: 0 } } },
    },
  ];
  return s;
}

/** JSON Schema (draft-07) for the rule editor's document: an array of FlowRule objects. */
export function flowRulesJsonSchema(): JsonSchemaObject {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    description: 'Sentinel flow rules, as a Nacos / Apollo / file data source holds them.',
    type: 'array',
    items: flowRuleJsonSchema(),
  };
}

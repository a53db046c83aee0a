/**
 * Sentinel's system protection rule (adaptive, application-wide), exactly as a JSON data source holds it,
 * how `SystemRuleManager` merges a rule list into one set of thresholds, and the check `SystemSlot` runs on
 * every inbound entry.
 *
 * Models `com.alibaba.csp.sentinel.slots.system.SystemRule` (+ `AbstractRule`), `SystemRuleManager`
 * (`loadSystemConf`, `restoreSetting`, `checkSystem`, `checkBbr`) and `SystemStatusListener` (1.8.9; the
 * same since 1.8.0).
 *
 * ## The model
 *
 * System rules guard the whole application, not a resource: they look at `Constants.ENTRY_NODE`, the
 * statistics of every inbound entry (`EntryType.IN`) together, and at the machine's load and CPU. Outbound
 * entries are never checked. `SystemSlot` runs after the authority slot and before the flow slot.
 *
 * ## Fields and their defaults (what `new SystemRule()` holds when a key is absent)
 *
 * | field               | Java type | default | meaning (a negative value means "not set") |
 * |---------------------|-----------|---------|---------|
 * | `highestSystemLoad` | double    | -1      | OS load average above which BBR decides (see below) |
 * | `highestCpuUsage`   | double    | -1      | CPU usage ratio in [0, 1]; above it, block. > 1 is ignored with a warning |
 * | `qps`               | double    | -1      | total inbound pass QPS; block when `passQps + acquire > qps` |
 * | `avgRt`             | long      | -1      | ms; block when the inbound average RT > avgRt |
 * | `maxThread`         | long      | -1      | block when inbound in-flight requests > maxThread |
 * | `resource`, `limitApp`, `regex`, `id` | (AbstractRule) | | accepted, never read by SystemRuleManager |
 *
 * Zero is a threshold, not "off" (the setters' javadoc says "values <= 0 clear the threshold", but the
 * manager tests `>= 0`): `qps: 0` blocks every inbound request.
 *
 * ## Merging (`SystemPropertyListener.configUpdate` → `loadSystemConf` per rule)
 *
 * On every update the manager first restores its defaults: every threshold `Double.MAX_VALUE` /
 * `Long.MAX_VALUE`, every `…IsSet` false, checking off. An empty list leaves it so. Otherwise each rule in
 * turn lowers each threshold it sets (value ≥ 0) to `min(current, value)`; a `highestCpuUsage > 1` is
 * skipped with the warning "Ignoring invalid SystemRule" (only that field: the rule's other thresholds
 * still apply). No rule is ever dropped as a whole.
 *
 * The switch `checkSystemStatus` is NOT "some rule set something": each `loadSystemConf` call overwrites it
 * with "this rule set something". So the LAST rule decides: a last rule that sets no threshold (all values
 * negative, or only a `highestCpuUsage > 1`) switches system protection off, although the merged
 * thresholds of the earlier rules are still held (by the static fields; `getRules()` returns an empty list,
 * as it looks at the switch first).
 *
 * ## The check (`SystemRuleManager.checkSystem`, inbound entries only, in this order)
 *
 *  1. `qps`:    `ENTRY_NODE.passQps() + acquire > qps` → `SystemBlockException(limitType "qps")`;
 *  2. `thread`: `ENTRY_NODE.curThreadNum() > maxThread`;
 *  3. `rt`:     `ENTRY_NODE.avgRt() > maxRt` (`maxRt` is the rule's `avgRt`);
 *  4. `load`:   only when `highestSystemLoadIsSet`: load > highestSystemLoad AND BBR says the pipe is full,
 *     `checkBbr`: `curThreadNum > 1 && curThreadNum > maxSuccessQps × minRt / 1000` (in flight more than
 *     the best observed throughput × the best observed RT);
 *  5. `cpu`:    only when `highestCpuUsageIsSet`: cpuUsage > highestCpuUsage.
 *
 * Checks 1–3 do not look at the `…IsSet` flags: an unset threshold is `MAX_VALUE`, which nothing exceeds.
 * `StatisticSlot` runs this slot before it counts the entry (`increaseThreadNum` / `addPassRequest` come
 * after `fireEntry`), so the numbers exclude the request being checked: `passQps + acquire` counts it
 * explicitly, but `curThreadNum > maxThread` does not, so up to `maxThread + 1` requests run at once.
 *
 * What the caller reads from `ENTRY_NODE` (a `ClusterNode`, 2 buckets of 500 ms over 1 s):
 * `passQps` = passes in the window / 1 s; `curThreadNum` = entries not yet exited; `avgRt` = rt sum /
 * successes (0 without successes); `maxSuccessQps` = the largest bucket's successes (at least 1) × 2;
 * `minRt` = the smallest bucket min RT, starting from `statisticMaxRt` (5000 ms) in an empty bucket,
 * at least 1.
 *
 * ## Load and CPU: `SystemStatusListener`
 *
 * A single daemon thread runs the listener with `scheduleAtFixedRate(listener, 0, 1, SECONDS)` from the
 * moment `SystemRuleManager` is class-loaded: a sample at once, then every 1000 ms. Between samples the
 * check sees the last sampled values; before the first, both are -1 (never above a threshold ≥ 0). Each
 * sample reads, through JMX (`com.sun.management.OperatingSystemMXBean`):
 *
 *  - load = `getSystemLoadAverage()`: the OS 1-minute load average (the kernel updates it every ~5 s; not
 *    divided by the core count; negative where unavailable, e.g. Windows, so the load check never fires);
 *  - cpuUsage = `max(processCpuUsage, getSystemCpuLoad())`, where `getSystemCpuLoad()` is the whole
 *    machine's recent CPU usage in [0, 1] (negative if unavailable) and `processCpuUsage` = (the JVM's
 *    CPU time since the previous sample, in whole ms) / (JVM uptime since the previous sample, in ms) /
 *    `getAvailableProcessors()`, which lets a container's own usage count.
 *
 * So a scenario models load and CPU as step functions of time: the value of the input at the latest sample
 * instant (`statusSampleInstant`) is what `checkSystem` compares.
 *
 * ## How Flowlab differs
 *
 * Sentinel logs one warning for `highestCpuUsage > 1` and nothing else; `systemRuleIssues` reports that
 * field, `systemRuleNotes` warns about values Sentinel accepts but that do not do what they seem to, and
 * `parseSystemRules` warns when the last rule switches system checking off. Keys are mapped as fastjson
 * maps them (scenario/fastjson-keys.ts: unknown keys are ignored with a warning); JSON types are checked
 * strictly.
 */
import { z } from 'zod';
import type { KeyMapping } from '../scenario/fastjson-keys';
import { describeValue, issue, type Issue, type JsonPath, type Validated } from '../scenario/issues';
import { javaBooleanField, javaDoubleField, javaLongField, javaStringField } from './rules/java-fields';
import { parseRule, parseRuleList } from './rules/parse-rule';
import { mergeSystemRules, thresholdsSetBy } from './system-check';

export {
  checkBbr,
  checkSystem,
  DOUBLE_MAX_VALUE,
  LONG_MAX_VALUE,
  mergeSystemRules,
  NO_SYSTEM_RULES,
  statusSampleInstant,
  SYSTEM_STATUS_INTERVAL_MS,
  SYSTEM_STATUS_UNSAMPLED,
  thresholdsSetBy,
  type MergedSystemRules,
  type SystemCheck,
  type SystemCheckInputs,
  type SystemLimitType,
  type SystemThreshold,
} from './system-check';

export const SYSTEM_RULE_DEFAULTS = {
  highestSystemLoad: -1,
  highestCpuUsage: -1,
  qps: -1,
  avgRt: -1,
  maxThread: -1,
} as const;

const D = SYSTEM_RULE_DEFAULTS;
const ignoredField = (what: string) => `${what} (inherited from AbstractRule; SystemRuleManager never reads it).`;
/** One Sentinel `SystemRule` as JSON: JSON types checked, Sentinel's defaults filled. */
export const systemRuleSchema = z
  .object({
    id: javaLongField(ignoredField('Rule id')).optional(),
    resource: javaStringField(ignoredField('Resource name')).optional(),
    limitApp: javaStringField(ignoredField('Caller origin')).optional(),
    regex: javaBooleanField(ignoredField('Regex resource flag')).optional(),
    highestSystemLoad: javaDoubleField(
      'Highest OS load average (1 min); above it, BBR decides whether to block. Negative = not set.',
    ).default(D.highestSystemLoad),
    highestCpuUsage: javaDoubleField(
      'Highest CPU usage, a ratio in [0, 1] (not a percentage); above it, block. Negative = not set; > 1 is ignored.',
    ).default(D.highestCpuUsage),
    qps: javaDoubleField('Highest total inbound QPS; block when passQps + acquire > qps. Negative = not set.').default(
      D.qps,
    ),
    avgRt: javaLongField('Highest average RT of all inbound requests, in ms. Negative = not set.').default(D.avgRt),
    maxThread: javaLongField('Highest number of inbound requests in flight. Negative = not set.').default(D.maxThread),
  })
  .describe("Sentinel's SystemRule (application-wide inbound protection), as its JSON data sources hold it.");

/** Sentinel's SystemRule with defaults filled in. */
export type SystemRule = z.output<typeof systemRuleSchema>;

/** An array of system rules: what a data source (and Flowlab's rule editor) holds. */
export const systemRulesSchema = z
  .array(systemRuleSchema)
  .describe('Sentinel system rules (SystemRuleManager.loadRules).');

const DASHBOARD = 'sentinel-dashboard metadata (SystemRuleEntity), not a SystemRule field: ignored';
const RULE_KEYS: KeyMapping = {
  className: 'SystemRule',
  fields: Object.keys(systemRuleSchema.shape),
  primitive: new Set(['regex', 'highestSystemLoad', 'highestCpuUsage', 'qps', 'avgRt', 'maxThread']),
  explained: Object.fromEntries(['app', 'ip', 'port', 'gmtCreate', 'gmtModified'].map((k) => [k, DASHBOARD])),
};

// ---------------------------------------------------------------------------------------------
// Validity (SystemRuleManager.loadSystemConf)

/**
 * Does Sentinel take every threshold this rule sets? False only for a `highestCpuUsage > 1`, which
 * `loadSystemConf` skips with "Ignoring invalid SystemRule". (The rule's other thresholds still apply:
 * no system rule is dropped as a whole.)
 */
export function isValidSystemRule(rule: SystemRule): boolean {
  return !(rule.highestCpuUsage > 1);
}

/** Thresholds Sentinel skips: one issue per field (empty when `isValidSystemRule`). */
export function systemRuleIssues(rule: SystemRule): Issue[] {
  if (isValidSystemRule(rule)) return [];
  return [
    issue(
      ['highestCpuUsage'],
      'must be a ratio from 0 to 1 (0.8 means 80 %), or negative for "not set"; Sentinel ignores a value > 1 ' +
        `(the rule's other thresholds still apply), got ${rule.highestCpuUsage}`,
    ),
  ];
}

/** Settings Sentinel accepts but that do not do what they seem to (warnings, never errors). */
export function systemRuleNotes(rule: SystemRule): Issue[] {
  const notes: Issue[] = [];
  const add = (field: string, detail: string) => notes.push(issue([field], detail));
  for (const f of ['resource', 'limitApp'] as const) {
    const v = rule[f];
    if (v != null && v !== '') {
      add(f, `is ignored: system rules apply to all inbound traffic of the application, got ${describeValue(v)}`);
    }
  }
  if (rule.regex === true) add('regex', 'is ignored: system rules have no resource');
  if (thresholdsSetBy(rule).length === 0) {
    notes.push(
      issue(
        [],
        'sets no threshold (every value is negative or ignored): it protects nothing, and as the LAST rule of ' +
          'a list it switches system protection off, the other rules included',
      ),
    );
  }
  if (rule.qps >= 0 && rule.qps < 1) {
    add('qps', `${rule.qps} blocks every inbound request: the check is passQps + acquire (≥ 1) > qps`);
  }
  if (rule.maxThread >= 0) {
    add(
      'maxThread',
      `lets up to ${rule.maxThread + 1} inbound requests run at once: the check is curThreadNum > maxThread, ` +
        'read before the request is counted',
    );
  }
  if (rule.avgRt === 0) {
    add('avgRt', '0 blocks every inbound request as soon as one inbound request took ≥ 1 ms in the last second');
  }
  if (rule.highestCpuUsage === 1) {
    add('highestCpuUsage', '1 practically never blocks: CPU usage is a ratio of at most 1, and the check is > 1');
  }
  if (rule.highestSystemLoad >= 0) {
    add(
      'highestSystemLoad',
      'is compared with the OS 1-minute load average (not per core; -1 on Windows, where it never blocks), and ' +
        'above it a request is still admitted unless BBR finds the system saturated ' +
        '(curThreadNum > 1 and > maxSuccessQps × minRt / 1000)',
    );
  }
  return notes;
}

// ---------------------------------------------------------------------------------------------
// Parsing pasted JSON

/** One pasted system rule: key mapping, JSON types, defaults, the thresholds Sentinel would skip. */
export function parseSystemRule(json: unknown, path: JsonPath = []): Validated<SystemRule> {
  const kind = { what: 'SystemRule', keys: RULE_KEYS, schema: systemRuleSchema };
  return parseRule(json, { ...kind, issues: systemRuleIssues, notes: systemRuleNotes }, path);
}

/**
 * A rules array (what the editor holds): every rule parsed, all issues collected, and a warning when the
 * last rule sets no threshold while earlier ones do (Sentinel then switches system checking off).
 */
export function parseSystemRules(json: unknown, path: JsonPath = []): Validated<SystemRule[]> {
  const parsed = parseRuleList(json, 'SystemRule', parseSystemRule, path);
  if (!parsed.ok) return parsed;
  const rules = parsed.value;
  const warnings = [...parsed.warnings];
  const merged = mergeSystemRules(rules);
  const anySet = Object.values(merged.sources).some((s) => s !== -1);
  if (anySet && !merged.checkSystemStatus) {
    warnings.push(
      issue(
        [...path, rules.length - 1],
        'sets no threshold, and as the last rule it switches system protection off: Sentinel keeps the ' +
          "thresholds of the rules before it but never checks them (each rule overwrites the manager's " +
          'checkSystemStatus switch). Move it first, or remove it',
      ),
    );
  }
  return { ok: true, value: rules, warnings };
}

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
import { LONG_MAX } from '../java';
import type { KeyMapping } from '../scenario/fastjson-keys';
import { describeValue, issue, type Issue, type JsonPath, type Validated } from '../scenario/issues';
import {
  javaBooleanField,
  javaDoubleField,
  javaLongField,
  javaStringField,
  parseRuleWith,
} from './degrade/degrade-rule';

export const SYSTEM_RULE_DEFAULTS = {
  highestSystemLoad: -1,
  highestCpuUsage: -1,
  qps: -1,
  avgRt: -1,
  maxThread: -1,
} as const;

/** `Double.MAX_VALUE` / `Long.MAX_VALUE` (as the double 2^63): the manager's "no threshold". */
export const DOUBLE_MAX_VALUE = Number.MAX_VALUE;
export const LONG_MAX_VALUE = LONG_MAX;

/** `SystemStatusListener` period: `scheduleAtFixedRate(…, 0, 1, TimeUnit.SECONDS)`. */
export const SYSTEM_STATUS_INTERVAL_MS = 1000;
/** What the listener reports for load and CPU before its first sample. */
export const SYSTEM_STATUS_UNSAMPLED = -1;

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

/** The five thresholds, in `loadSystemConf` order. */
export type SystemThreshold = 'highestSystemLoad' | 'highestCpuUsage' | 'avgRt' | 'maxThread' | 'qps';

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

/** The thresholds `loadSystemConf` takes from this rule (value ≥ 0, CPU ≤ 1). */
export function thresholdsSetBy(rule: SystemRule): SystemThreshold[] {
  const out: SystemThreshold[] = [];
  if (rule.highestSystemLoad >= 0) out.push('highestSystemLoad');
  if (rule.highestCpuUsage >= 0 && rule.highestCpuUsage <= 1) out.push('highestCpuUsage');
  if (rule.avgRt >= 0) out.push('avgRt');
  if (rule.maxThread >= 0) out.push('maxThread');
  if (rule.qps >= 0) out.push('qps');
  return out;
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
// Merging (SystemRuleManager.SystemPropertyListener.configUpdate)

export interface MergedSystemRules {
  readonly qps: number;
  readonly maxThread: number;
  /** The rules' `avgRt`. */
  readonly maxRt: number;
  readonly highestSystemLoad: number;
  readonly highestCpuUsage: number;
  readonly highestSystemLoadIsSet: boolean;
  readonly highestCpuUsageIsSet: boolean;
  /** Set by the LAST rule alone (see the header). */
  readonly checkSystemStatus: boolean;
  /**
   * Per SystemRule field (so `avgRt` for `maxRt`), the index of the rule whose value is the merged minimum
   * (the first such rule on a tie), or -1 when no rule sets it.
   */
  readonly sources: Readonly<Record<SystemThreshold, number>>;
}

/** The manager's state after `restoreSetting()`: no threshold, checking off. */
export const NO_SYSTEM_RULES: MergedSystemRules = {
  qps: DOUBLE_MAX_VALUE,
  maxThread: LONG_MAX_VALUE,
  maxRt: LONG_MAX_VALUE,
  highestSystemLoad: DOUBLE_MAX_VALUE,
  highestCpuUsage: DOUBLE_MAX_VALUE,
  highestSystemLoadIsSet: false,
  highestCpuUsageIsSet: false,
  checkSystemStatus: false,
  sources: { highestSystemLoad: -1, highestCpuUsage: -1, avgRt: -1, maxThread: -1, qps: -1 },
};

/** Where each rule field lands in the manager (only `avgRt` is renamed: the manager calls it `maxRt`). */
const MERGED_KEY = {
  highestSystemLoad: 'highestSystemLoad',
  highestCpuUsage: 'highestCpuUsage',
  avgRt: 'maxRt',
  maxThread: 'maxThread',
  qps: 'qps',
} as const satisfies Record<SystemThreshold, keyof MergedSystemRules>;

/** `SystemRuleManager.loadRules(rules)`: the thresholds and switch the manager holds afterwards. */
export function mergeSystemRules(rules: readonly SystemRule[]): MergedSystemRules {
  // restoreSetting(): MAX_VALUE everywhere, nothing set, checking off (and so it stays for an empty list).
  const value = {
    qps: NO_SYSTEM_RULES.qps,
    maxThread: NO_SYSTEM_RULES.maxThread,
    maxRt: NO_SYSTEM_RULES.maxRt,
    highestSystemLoad: NO_SYSTEM_RULES.highestSystemLoad,
    highestCpuUsage: NO_SYSTEM_RULES.highestCpuUsage,
  };
  const sources = { ...NO_SYSTEM_RULES.sources };
  let checkSystemStatus = false;
  rules.forEach((rule, index) => {
    // loadSystemConf(rule): thresholdsSetBy applies its `>= 0` tests (and skips a CPU usage > 1).
    const set = thresholdsSetBy(rule);
    for (const field of set) {
      const key = MERGED_KEY[field];
      const v = rule[field];
      // Math.min keeps the current value on a tie, so the first rule reaching the minimum is its source.
      if (sources[field] === -1 || v < value[key]) sources[field] = index;
      value[key] = Math.min(value[key], v);
    }
    // checkSystemStatus.set(checkStatus): overwritten by every rule, so the last one decides.
    checkSystemStatus = set.length > 0;
  });
  return {
    ...value,
    highestSystemLoadIsSet: sources.highestSystemLoad !== -1,
    highestCpuUsageIsSet: sources.highestCpuUsage !== -1,
    checkSystemStatus,
    sources,
  };
}

// ---------------------------------------------------------------------------------------------
// The check (SystemRuleManager.checkSystem)

/** What `checkSystem` reads at the moment of the entry. */
export interface SystemCheckInputs {
  /** The entry's `count` (acquire count, usually 1). */
  readonly acquire: number;
  /** `Constants.ENTRY_NODE.passQps()`. */
  readonly entryPassQps: number;
  /** `Constants.ENTRY_NODE.curThreadNum()` (a Java int), not counting this entry. */
  readonly entryCurThreadNum: number;
  /** `Constants.ENTRY_NODE.avgRt()`, ms. */
  readonly entryAvgRt: number;
  /** `Constants.ENTRY_NODE.maxSuccessQps()`. */
  readonly entryMaxSuccessQps: number;
  /** `Constants.ENTRY_NODE.minRt()`, ms. */
  readonly entryMinRt: number;
  /** `SystemStatusListener.getSystemAverageLoad()` (-1 before the first sample). */
  readonly systemLoad: number;
  /** `SystemStatusListener.getCpuUsage()` (-1 before the first sample). */
  readonly cpuUsage: number;
}

export type SystemLimitType = 'qps' | 'thread' | 'rt' | 'load' | 'cpu';

export type SystemCheck =
  | { readonly pass: true }
  | {
      readonly pass: false;
      /** `SystemBlockException.getLimitType()`. */
      readonly limitType: SystemLimitType;
      /** The measured value compared (for qps: passQps + acquire). */
      readonly value: number;
      readonly threshold: number;
      /** One line of English with the numbers. */
      readonly detail: string;
    };

/**
 * `SystemRuleManager.checkBbr`: may a request be admitted while the load is above its threshold? Only when
 * at most one request is in flight or the in-flight count does not exceed the estimated pipe capacity.
 */
export function checkBbr(curThreadNum: number, maxSuccessQps: number, minRt: number): boolean {
  return !(curThreadNum > 1 && curThreadNum > (maxSuccessQps * minRt) / 1000);
}

/**
 * `SystemRuleManager.checkSystem` for an inbound entry (the caller skips outbound ones: Sentinel never
 * checks them), in Sentinel's order: qps, thread, rt, load (with BBR), cpu.
 */
export function checkSystem(merged: MergedSystemRules, inputs: SystemCheckInputs): SystemCheck {
  if (!merged.checkSystemStatus) return { pass: true };
  const block = (limitType: SystemLimitType, value: number, threshold: number, detail: string): SystemCheck => ({
    pass: false,
    limitType,
    value,
    threshold,
    detail,
  });

  const qpsWith = inputs.entryPassQps + inputs.acquire;
  if (qpsWith > merged.qps) {
    return block(
      'qps',
      qpsWith,
      merged.qps,
      `inbound passQps ${inputs.entryPassQps} + acquire ${inputs.acquire} = ${qpsWith} > qps ${merged.qps}`,
    );
  }
  const thread = inputs.entryCurThreadNum;
  if (thread > merged.maxThread) {
    return block('thread', thread, merged.maxThread, `inbound curThreadNum ${thread} > maxThread ${merged.maxThread}`);
  }
  if (inputs.entryAvgRt > merged.maxRt) {
    return block(
      'rt',
      inputs.entryAvgRt,
      merged.maxRt,
      `inbound avgRt ${inputs.entryAvgRt} ms > avgRt threshold ${merged.maxRt} ms`,
    );
  }
  if (merged.highestSystemLoadIsSet && inputs.systemLoad > merged.highestSystemLoad) {
    if (!checkBbr(thread, inputs.entryMaxSuccessQps, inputs.entryMinRt)) {
      const capacity = (inputs.entryMaxSuccessQps * inputs.entryMinRt) / 1000;
      return block(
        'load',
        inputs.systemLoad,
        merged.highestSystemLoad,
        `system load ${inputs.systemLoad} > highestSystemLoad ${merged.highestSystemLoad} and BBR: ` +
          `curThreadNum ${thread} > maxSuccessQps ${inputs.entryMaxSuccessQps} × minRt ${inputs.entryMinRt} ms ` +
          `/ 1000 = ${capacity}`,
      );
    }
  }
  if (merged.highestCpuUsageIsSet && inputs.cpuUsage > merged.highestCpuUsage) {
    return block(
      'cpu',
      inputs.cpuUsage,
      merged.highestCpuUsage,
      `CPU usage ${inputs.cpuUsage} > highestCpuUsage ${merged.highestCpuUsage}`,
    );
  }
  return { pass: true };
}

/**
 * When did `SystemStatusListener` last sample, seen at `nowMs`, if it started at `startMs` (when
 * `SystemRuleManager` was class-loaded)? Null before the first sample (load and CPU are then -1). The
 * listener runs at a fixed rate of one sample per second from `startMs`.
 */
export function statusSampleInstant(nowMs: number, startMs: number): number | null {
  if (nowMs < startMs) return null;
  return startMs + Math.floor((nowMs - startMs) / SYSTEM_STATUS_INTERVAL_MS) * SYSTEM_STATUS_INTERVAL_MS;
}

// ---------------------------------------------------------------------------------------------
// Parsing pasted JSON

/** One pasted system rule: key mapping, JSON types, defaults, the thresholds Sentinel would skip. */
export function parseSystemRule(json: unknown, path: JsonPath = []): Validated<SystemRule> {
  const checks = { issues: systemRuleIssues, notes: systemRuleNotes };
  return parseRuleWith(json, 'SystemRule', RULE_KEYS, systemRuleSchema, checks, path);
}

/**
 * A rules array (what the editor holds): every rule parsed, all issues collected, and a warning when the
 * last rule sets no threshold while earlier ones do (Sentinel then switches system checking off).
 */
export function parseSystemRules(json: unknown, path: JsonPath = []): Validated<SystemRule[]> {
  if (!Array.isArray(json)) {
    return {
      ok: false,
      issues: [issue(path, `must be an array of Sentinel SystemRule objects, got ${describeValue(json)}`)],
      warnings: [],
    };
  }
  const rules: SystemRule[] = [];
  const issues: Issue[] = [];
  const warnings: Issue[] = [];
  json.forEach((item, i) => {
    const r = parseSystemRule(item, [...path, i]);
    warnings.push(...r.warnings);
    if (r.ok) rules.push(r.value);
    else issues.push(...r.issues);
  });
  if (issues.length > 0) return { ok: false, issues, warnings };
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

/**
 * Sentinel's circuit-breaking rule (1.8+), exactly as a JSON data source holds it, and the checks Sentinel
 * applies before a breaker is built from it.
 *
 * Models `com.alibaba.csp.sentinel.slots.block.degrade.DegradeRule` (+ `AbstractRule`),
 * `DegradeRuleManager.isValidRule` and `RuleManager.checkRegexResourceField` (1.8.9; the same since 1.8.0
 * apart from `regex`, added in 1.8.7).
 *
 * ## Fields and their defaults (what `new DegradeRule()` holds when a key is absent)
 *
 * | field                | Java type | default | meaning |
 * |----------------------|-----------|---------|---------|
 * | `resource`           | String    | null    | the protected resource (a regex when `regex`) |
 * | `limitApp`           | String    | null    | blank becomes `"default"` on load; circuit breakers never look at it |
 * | `grade`              | int       | 0       | 0 = slow-request ratio, 1 = error ratio, 2 = error count |
 * | `count`              | double    | 0       | grade 0: the max allowed RT in ms (rounded: `Math.round(count)`); grade 1: a ratio in [0, 1]; grade 2: an error count |
 * | `timeWindow`         | int       | 0       | recovery timeout in SECONDS: how long the breaker stays OPEN. 0 is invalid, so it must be given |
 * | `minRequestAmount`   | int       | 5       | requests needed in the stat bucket before the breaker may open |
 * | `slowRatioThreshold` | double    | 1.0     | grade 0 only: the slow-request ratio that opens the breaker |
 * | `statIntervalMs`     | int       | 1000    | length of the breaker's single statistics bucket |
 * | `regex`              | boolean   | false   | 1.8.7+: `resource` is a regular expression |
 * | `id`                 | Long      | null    | rule id; not used by circuit breaking |
 *
 * ## Validity (`DegradeRuleManager.isValidRule`): an invalid rule is dropped silently on load
 *
 *  1. `resource` is not blank, `count ≥ 0`, `timeWindow > 0`;
 *  2. `minRequestAmount > 0`, `statIntervalMs > 0`;
 *  3. if `regex`: `resource` compiles as a `java.util.regex.Pattern`;
 *  4. `grade` 0: `0 ≤ slowRatioThreshold ≤ 1`; `grade` 1: `count ≤ 1`; `grade` 2: nothing more;
 *     any other `grade` is invalid.
 *
 * ## How Flowlab differs
 *
 * Sentinel says nothing when it drops a rule; `degradeRuleIssues` names every failed condition with its
 * field and allowed range, and `parseDegradeRule` adds warnings for settings Sentinel accepts but that do
 * not do what they seem to (see `degradeRuleNotes`). Keys are mapped as fastjson maps them
 * (scenario/fastjson-keys.ts); JSON types are checked strictly.
 */
import { z } from 'zod';
import type { KeyMapping } from '../../scenario/fastjson-keys';
import { issue, type Issue, type JsonPath, type Validated } from '../../scenario/issues';
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
import { parseRule, parseRuleList, type RuleKind } from '../rules/parse-rule';

export const DEGRADE_GRADE_RT = 0;
export const DEGRADE_GRADE_EXCEPTION_RATIO = 1;
export const DEGRADE_GRADE_EXCEPTION_COUNT = 2;

const GRADE_NAMES: Record<number, string> = { 0: 'slow-request ratio', 1: 'error ratio', 2: 'error count' };
/** `1` → `1 (error ratio)`. */
export function degradeGradeName(grade: number): string {
  return GRADE_NAMES[grade] === undefined ? String(grade) : `${grade} (${GRADE_NAMES[grade]})`;
}

// JSON field types: shared by every rule kind (re-exported here for the modules that import them from here).
export {
  javaBooleanField,
  javaDoubleField,
  javaIntField,
  javaLongField,
  javaStringField,
  limitAppField,
} from '../rules/java-fields';
export { parseRuleWith } from '../rules/parse-rule';

export const DEGRADE_RULE_DEFAULTS = {
  limitApp: 'default',
  grade: DEGRADE_GRADE_RT,
  count: 0,
  timeWindow: 0,
  minRequestAmount: 5,
  slowRatioThreshold: 1.0,
  statIntervalMs: 1000,
  regex: false,
} as const;

const D = DEGRADE_RULE_DEFAULTS;
/** One Sentinel 1.8+ `DegradeRule` as JSON: JSON types checked, Sentinel's defaults filled. */
export const degradeRuleSchema = z
  .object({
    id: javaLongField('Rule id (not used by circuit breaking).').optional(),
    resource: javaStringField(
      'Name of the protected resource (a regular expression when regex is true). Required.',
    ).transform((v) => v ?? ''),
    limitApp: limitAppField(),
    grade: javaIntField('0 = slow-request ratio, 1 = error ratio, 2 = error count.').default(D.grade),
    count: javaDoubleField(
      'Grade 0: max allowed RT in ms; grade 1: error ratio in [0, 1]; grade 2: error count.',
    ).default(D.count),
    timeWindow: javaIntField('Recovery timeout in seconds (how long the breaker stays OPEN); must be > 0.').default(
      D.timeWindow,
    ),
    minRequestAmount: javaIntField('Requests needed in the stat interval before the breaker may open; > 0.').default(
      D.minRequestAmount,
    ),
    slowRatioThreshold: javaDoubleField('Grade 0: slow-request ratio in [0, 1] that opens the breaker.').default(
      D.slowRatioThreshold,
    ),
    statIntervalMs: javaIntField('Length of the single statistics bucket in ms; > 0.').default(D.statIntervalMs),
    regex: javaBooleanField('1.8.7+: treat resource as a regular expression.').default(D.regex),
  })
  .describe("Sentinel's DegradeRule (1.8+ circuit breaker), as its JSON data sources hold it.");

/** Sentinel's 1.8+ DegradeRule with defaults filled in. */
export type DegradeRule = z.output<typeof degradeRuleSchema>;

const RULE_KEYS: KeyMapping = {
  fields: Object.keys(degradeRuleSchema.shape),
  primitive: new Set([
    'grade',
    'count',
    'timeWindow',
    'minRequestAmount',
    'slowRatioThreshold',
    'statIntervalMs',
    'regex',
  ]),
  explained: Object.fromEntries(
    ['app', 'ip', 'port', 'gmtCreate', 'gmtModified'].map((k) => [
      k,
      'sentinel-dashboard metadata, not a DegradeRule field: ignored',
    ]),
  ),
};

/** Exactly `DegradeRuleManager.isValidRule` (1.8.9). */
export function isValidDegradeRule(rule: DegradeRule): boolean {
  if (isJavaBlank(rule.resource) || !(rule.count >= 0) || !(rule.timeWindow > 0)) return false;
  if (!(rule.minRequestAmount > 0) || !(rule.statIntervalMs > 0)) return false;
  if (rule.regex && !javaPatternCompiles(rule.resource)) return false;
  switch (rule.grade) {
    case DEGRADE_GRADE_RT:
      return rule.slowRatioThreshold >= 0 && rule.slowRatioThreshold <= 1;
    case DEGRADE_GRADE_EXCEPTION_RATIO:
      return rule.count <= 1;
    case DEGRADE_GRADE_EXCEPTION_COUNT:
      return true;
    default:
      return false;
  }
}

/** Why Sentinel would drop this rule: one issue per failed condition (empty when `isValidDegradeRule`). */
export function degradeRuleIssues(rule: DegradeRule): Issue[] {
  const out: Issue[] = [];
  const add = (field: string, detail: string) => out.push(issue([field], detail));
  if (isJavaBlank(rule.resource)) add('resource', 'must be a non-blank resource name');
  else if (rule.regex && !javaPatternCompiles(rule.resource)) {
    add('resource', 'must be a valid Java regular expression when regex is true');
  }
  if (!(rule.count >= 0)) add('count', `must be ≥ 0, got ${rule.count}`);
  if (!(rule.timeWindow > 0)) add('timeWindow', `must be > 0 (seconds the breaker stays OPEN), got ${rule.timeWindow}`);
  if (!(rule.minRequestAmount > 0)) add('minRequestAmount', `must be > 0, got ${rule.minRequestAmount}`);
  if (!(rule.statIntervalMs > 0)) add('statIntervalMs', `must be > 0, got ${rule.statIntervalMs}`);
  if (rule.grade === DEGRADE_GRADE_RT) {
    const r = rule.slowRatioThreshold;
    if (!(r >= 0 && r <= 1))
      add('slowRatioThreshold', `must be from 0 to 1 for grade ${degradeGradeName(0)}, got ${r}`);
  } else if (rule.grade === DEGRADE_GRADE_EXCEPTION_RATIO) {
    if (rule.count > 1) add('count', `must be from 0 to 1 for grade ${degradeGradeName(1)}, got ${rule.count}`);
  } else if (rule.grade !== DEGRADE_GRADE_EXCEPTION_COUNT) {
    add('grade', `must be 0 (slow-request ratio), 1 (error ratio) or 2 (error count), got ${rule.grade}`);
  }
  return out;
}

/** Java `int` overflow of `timeWindow * 1000` (AbstractCircuitBreaker's `recoveryTimeoutMs`). */
export function recoveryTimeoutMsOf(rule: Pick<DegradeRule, 'timeWindow'>): number {
  return Math.imul(rule.timeWindow, 1000);
}

/** Settings Sentinel accepts but that do not do what they seem to (warnings, never errors). */
export function degradeRuleNotes(rule: DegradeRule): Issue[] {
  const notes: Issue[] = [];
  const add = (field: string, detail: string) => notes.push(issue([field], detail));
  if (rule.limitApp !== 'default')
    add('limitApp', `"${rule.limitApp}" has no effect: circuit breakers apply to every caller`);
  const recovery = recoveryTimeoutMsOf(rule);
  if (rule.timeWindow > 0 && recovery !== rule.timeWindow * 1000) {
    add('timeWindow', `× 1000 overflows a Java int: Sentinel's recovery timeout becomes ${recovery} ms`);
  }
  if (rule.grade === DEGRADE_GRADE_RT && Math.round(rule.count) !== rule.count) {
    add('count', `is rounded: a request is slow when its RT > ${Math.round(rule.count)} ms`);
  }
  if (rule.grade === DEGRADE_GRADE_EXCEPTION_RATIO && rule.count === 1) {
    add('count', 'of 1 never opens the breaker: the error ratio must be strictly greater than count');
  }
  return notes;
}

const DEGRADE_RULE_KIND: RuleKind<DegradeRule> = {
  what: 'DegradeRule',
  keys: RULE_KEYS,
  schema: degradeRuleSchema,
  issues: degradeRuleIssues,
  notes: degradeRuleNotes,
};

/** One pasted 1.8+ degrade rule: key mapping, JSON types, defaults, Sentinel's validity checks. */
export function parseDegradeRule(json: unknown, path: JsonPath = []): Validated<DegradeRule> {
  return parseRule(json, DEGRADE_RULE_KIND, path);
}

/** A rules array (what the editor holds): every rule parsed, all issues collected. */
export function parseDegradeRules(json: unknown, path: JsonPath = []): Validated<DegradeRule[]> {
  return parseRuleList(json, 'DegradeRule', parseDegradeRule, path);
}

/**
 * Sentinel 1.7.2's degrade rule (before circuit breakers), as a JSON data source holds it, and the checks
 * Sentinel 1.7.2 applies before the rule takes effect.
 *
 * Models the data half of `com.alibaba.csp.sentinel.slots.block.degrade.DegradeRule` (+ `AbstractRule`) and
 * `DegradeRuleManager.isValidRule` at tag 1.7.2 (the live half, `passCheck`, is in legacy-degrade.ts).
 *
 * ## Fields and their defaults
 *
 * | field                 | Java type | default | meaning |
 * |-----------------------|-----------|---------|---------|
 * | `resource`            | String    | null    | the protected resource |
 * | `limitApp`            | String    | null    | blank becomes `"default"` on load; degrade checks never look at it |
 * | `grade`               | int       | 0       | 0 = average RT, 1 = exception ratio, 2 = exception count |
 * | `count`               | double    | 0       | grade 0: RT threshold in ms; grade 1: ratio; grade 2: exception count |
 * | `timeWindow`          | int       | 0       | seconds until the reset task clears the cut. 0 is invalid |
 * | `rtSlowRequestAmount` | int       | 5       | grade 0: consecutive slow checks needed to cut |
 * | `minRequestAmount`    | int       | 5       | grade 1: requests per second needed before the ratio counts |
 *
 * ## Validity (1.7.2 `DegradeRuleManager.isValidRule`): an invalid rule is dropped silently on load
 *
 *  1. `resource` is not blank, `count ≥ 0`, `timeWindow > 0`;
 *  2. `grade` 0: `rtSlowRequestAmount > 0`;
 *  3. `grade` 1: `count ≤ 1` and `minRequestAmount > 0`;
 *  4. NOTHING else: any other `grade` is accepted — and then every check cuts (see the notes).
 *
 * ## How Flowlab differs
 *
 * `legacyDegradeRuleIssues` names every failed condition; `legacyDegradeRuleNotes` warns about rules that
 * load but cannot work as intended (an RT threshold above the 4900 ms RT cap, an unknown grade).
 */
import { z } from 'zod';
import type { KeyMapping } from '../../scenario/fastjson-keys';
import { issue, type Issue, type JsonPath, type Validated } from '../../scenario/issues';
import { javaDoubleField, javaIntField, javaStringField, limitAppField } from '../rules/java-fields';
import { isJavaBlank } from '../rules/java-string';
import { parseRule, parseRuleList } from '../rules/parse-rule';

export const LEGACY_GRADE_RT = 0;
export const LEGACY_GRADE_EXCEPTION_RATIO = 1;
export const LEGACY_GRADE_EXCEPTION_COUNT = 2;

/** `SentinelConfig.DEFAULT_STATISTIC_MAX_RT` in 1.7.2: every recorded RT is capped at this (ms). */
export const LEGACY_STATISTIC_MAX_RT = 4900;

export const LEGACY_DEGRADE_RULE_DEFAULTS = {
  limitApp: 'default',
  grade: LEGACY_GRADE_RT,
  count: 0,
  timeWindow: 0,
  rtSlowRequestAmount: 5,
  minRequestAmount: 5,
} as const;

const D = LEGACY_DEGRADE_RULE_DEFAULTS;
export const legacyDegradeRuleSchema = z
  .object({
    resource: javaStringField('Name of the protected resource. Required.').transform((v) => v ?? ''),
    limitApp: limitAppField(),
    grade: javaIntField('0 = average RT, 1 = exception ratio, 2 = exception count.').default(D.grade),
    count: javaDoubleField('Grade 0: RT threshold in ms; grade 1: exception ratio; grade 2: exception count.').default(
      D.count,
    ),
    timeWindow: javaIntField('Seconds until the reset task clears the cut; must be > 0.').default(D.timeWindow),
    rtSlowRequestAmount: javaIntField('Grade 0: consecutive checks with avgRt >= count needed to cut; > 0.').default(
      D.rtSlowRequestAmount,
    ),
    minRequestAmount: javaIntField('Grade 1: requests per second needed before the ratio counts; > 0.').default(
      D.minRequestAmount,
    ),
  })
  .describe("Sentinel 1.7.2's DegradeRule (cut flag + reset task), as its JSON data sources hold it.");

/** Sentinel 1.7.2's DegradeRule with defaults filled in. */
export type LegacyDegradeRule = z.output<typeof legacyDegradeRuleSchema>;

const RULE_KEYS: KeyMapping = {
  fields: Object.keys(legacyDegradeRuleSchema.shape),
  primitive: new Set(['grade', 'count', 'timeWindow', 'rtSlowRequestAmount', 'minRequestAmount']),
  explained: {
    statIntervalMs: 'Sentinel 1.7.2 has no statIntervalMs (added in 1.8.0): ignored',
    slowRatioThreshold: 'Sentinel 1.7.2 has no slowRatioThreshold (added in 1.8.0): ignored',
    regex: 'Sentinel 1.7.2 has no regex field (added in 1.8.7): ignored',
    id: 'Sentinel 1.7.2 rules have no id (added in 1.8.1): ignored',
  },
};

/** Exactly 1.7.2's `DegradeRuleManager.isValidRule`. */
export function isValidLegacyDegradeRule(rule: LegacyDegradeRule): boolean {
  if (isJavaBlank(rule.resource) || !(rule.count >= 0) || !(rule.timeWindow > 0)) return false;
  if (rule.grade === LEGACY_GRADE_RT && !(rule.rtSlowRequestAmount > 0)) return false;
  if (rule.grade === LEGACY_GRADE_EXCEPTION_RATIO) return rule.count <= 1 && rule.minRequestAmount > 0;
  return true;
}

/** Why Sentinel 1.7.2 would drop this rule (empty when `isValidLegacyDegradeRule`). */
export function legacyDegradeRuleIssues(rule: LegacyDegradeRule): Issue[] {
  const out: Issue[] = [];
  const add = (field: string, detail: string) => out.push(issue([field], detail));
  if (isJavaBlank(rule.resource)) add('resource', 'must be a non-blank resource name');
  if (!(rule.count >= 0)) add('count', `must be ≥ 0, got ${rule.count}`);
  if (!(rule.timeWindow > 0)) add('timeWindow', `must be > 0 (seconds until the reset), got ${rule.timeWindow}`);
  if (rule.grade === LEGACY_GRADE_RT && !(rule.rtSlowRequestAmount > 0)) {
    add('rtSlowRequestAmount', `must be > 0 for grade 0 (average RT), got ${rule.rtSlowRequestAmount}`);
  }
  if (rule.grade === LEGACY_GRADE_EXCEPTION_RATIO) {
    if (rule.count > 1) add('count', `must be from 0 to 1 for grade 1 (exception ratio), got ${rule.count}`);
    if (!(rule.minRequestAmount > 0)) {
      add('minRequestAmount', `must be > 0 for grade 1 (exception ratio), got ${rule.minRequestAmount}`);
    }
  }
  return out;
}

/** Rules 1.7.2 accepts that cannot work as they seem to (warnings, never errors). */
export function legacyDegradeRuleNotes(rule: LegacyDegradeRule): Issue[] {
  const notes: Issue[] = [];
  const add = (field: string, detail: string) => notes.push(issue([field], detail));
  if (rule.limitApp !== 'default')
    add('limitApp', `"${rule.limitApp}" has no effect: degrade rules apply to every caller`);
  if (rule.grade === LEGACY_GRADE_RT && rule.count > LEGACY_STATISTIC_MAX_RT) {
    add('count', `above ${LEGACY_STATISTIC_MAX_RT} ms never cuts: every RT is capped at ${LEGACY_STATISTIC_MAX_RT} ms`);
  }
  if (rule.grade < LEGACY_GRADE_RT || rule.grade > LEGACY_GRADE_EXCEPTION_COUNT) {
    add(
      'grade',
      `${rule.grade} is accepted by Sentinel 1.7.2 but matches no strategy: every check cuts, so every request is blocked`,
    );
  }
  return notes;
}

/** One pasted 1.7.2 degrade rule: key mapping, JSON types, defaults, 1.7.2's validity checks. */
export function parseLegacyDegradeRule(json: unknown, path: JsonPath = []): Validated<LegacyDegradeRule> {
  const kind = { what: 'DegradeRule (1.7.2)', keys: RULE_KEYS, schema: legacyDegradeRuleSchema };
  return parseRule(json, { ...kind, issues: legacyDegradeRuleIssues, notes: legacyDegradeRuleNotes }, path);
}

/** A rules array: every rule parsed, all issues collected. */
export function parseLegacyDegradeRules(json: unknown, path: JsonPath = []): Validated<LegacyDegradeRule[]> {
  return parseRuleList(json, 'DegradeRule', parseLegacyDegradeRule, path);
}

/**
 * Sentinel's authority rule (black / white list of callers), exactly as a JSON data source holds it, what
 * `AuthorityRuleManager` keeps of a rule list, and the check `AuthoritySlot` runs on every entry.
 *
 * Models `com.alibaba.csp.sentinel.slots.block.authority.AuthorityRule` (+ `AbstractRule`),
 * `AuthorityRuleManager` (`isValidRule`, `loadAuthorityConf`) and `AuthorityRuleChecker.passCheck`
 * (1.8.9; unchanged since 1.8.0 apart from `regex`, added in 1.8.7).
 *
 * ## The model
 *
 * A request carries an *origin*: the caller's name, set by `ContextUtil.enter(name, origin)` (or by an
 * adapter's `RequestOriginParser`). An authority rule names a resource and a comma-separated list of
 * origins in `limitApp`; `strategy` says whether the list is a white list (only those callers pass) or a
 * black list (those callers are blocked). `AuthoritySlot` runs before the system, flow and degrade slots
 * and throws `AuthorityException` when a rule for the resource fails.
 *
 * ## Fields and their defaults (what `new AuthorityRule()` holds when a key is absent)
 *
 * | field      | Java type | default | meaning |
 * |------------|-----------|---------|---------|
 * | `resource` | String    | null    | the protected resource (a regex when `regex`) |
 * | `limitApp` | String    | null    | comma-separated origins, compared exactly (no trimming); must not be blank |
 * | `strategy` | int       | 0       | 0 = AUTHORITY_WHITE, 1 = AUTHORITY_BLACK; any other value ≥ 0 is accepted and never blocks |
 * | `regex`    | boolean   | false   | 1.8.7+: `resource` is a regular expression |
 * | `id`       | Long      | null    | rule id; not used |
 *
 * ## Loading (`AuthorityRuleManager.loadAuthorityConf`)
 *
 *  1. a rule failing `isValidRule` is dropped with a log warning: `resource` blank, `strategy < 0`,
 *     `limitApp` blank, or (`regex`) a `resource` that does not compile;
 *  2. the manager then replaces a blank `limitApp` with `"default"`, as the other rule managers do. That
 *     line can never run: step 1 already dropped every rule with a blank `limitApp`. So, unlike flow and
 *     degrade rules, an authority rule without `limitApp` is not "default": it is gone;
 *  3. rules are grouped by the `resource` string, and only the first valid rule of a resource is kept: the
 *     later ones are dropped with the warning "Ignoring redundant rule". (A regex rule and a plain rule
 *     with the same `resource` text collide here too.)
 *
 * ## The check (`AuthorityRuleChecker.passCheck`)
 *
 *  1. a request without origin (null or `""`; a blank `" "` is an origin) passes every rule: a white list
 *     does not stop anonymous callers;
 *  2. `limitApp.indexOf(origin)` is a fast substring test; when it hits, the origin must also equal one
 *     of `limitApp.split(",")` exactly, so `"app"` is not on `"appA,appB"` and `"appB"` is not on
 *     `"appA, appB"` (the entry is `" appB"`);
 *  3. black list: blocked when on the list; white list: blocked when not on it; any other strategy passes.
 *
 * With regex rules, `RuleManager.getRules(name)` returns the plain rule of `name` plus every regex rule
 * whose pattern matches `name`, so several authority rules can apply to one resource; the slot blocks when
 * any of them fails.
 *
 * ## How Flowlab differs
 *
 * Sentinel says nothing useful when it drops a rule; `authorityRuleIssues` names every failed condition, and
 * `authorityRuleNotes` warns about settings Sentinel accepts but that do not do what they seem to. Keys
 * are mapped as fastjson maps them (scenario/fastjson-keys.ts: unknown keys are ignored with a warning);
 * JSON types are checked strictly.
 */
import { z } from 'zod';
import type { KeyMapping } from '../scenario/fastjson-keys';
import { describeValue, issue, type Issue, type JsonPath, type Validated } from '../scenario/issues';
import { javaBooleanField, javaIntField, javaLongField, javaStringField } from './rules/java-fields';
import { javaPatternCompiles } from './rules/java-regex';
import { isJavaBlank } from './rules/java-string';
import { parseRule, parseRuleList } from './rules/parse-rule';

export const AUTHORITY_WHITE = 0;
export const AUTHORITY_BLACK = 1;

const STRATEGY_NAMES: Record<number, string> = { 0: 'white list', 1: 'black list' };
/** `1` → `1 (black list)`. */
export function authorityStrategyName(strategy: number): string {
  return STRATEGY_NAMES[strategy] === undefined ? String(strategy) : `${strategy} (${STRATEGY_NAMES[strategy]})`;
}

export const AUTHORITY_RULE_DEFAULTS = {
  limitApp: null,
  strategy: AUTHORITY_WHITE,
  regex: false,
} as const;

const D = AUTHORITY_RULE_DEFAULTS;
/** One Sentinel `AuthorityRule` as JSON: JSON types checked, Sentinel's defaults filled. */
export const authorityRuleSchema = z
  .object({
    id: javaLongField('Rule id (not used by authority checking).').optional(),
    resource: javaStringField(
      'Name of the protected resource (a regular expression when regex is true). Required.',
    ).transform((v) => v ?? ''),
    // Kept as given (null when absent): blank makes the rule invalid, it is NOT replaced by "default".
    limitApp: javaStringField(
      'Comma-separated caller origins, compared exactly (no trimming). Required: a blank list makes Sentinel drop the rule.',
    ).transform((v) => v ?? D.limitApp),
    strategy: javaIntField(
      '0 = white list (only the listed origins pass), 1 = black list (the listed origins are blocked).',
    ).default(D.strategy),
    regex: javaBooleanField('1.8.7+: treat resource as a regular expression.').default(D.regex),
  })
  .describe("Sentinel's AuthorityRule (origin black / white list), as its JSON data sources hold it.");

/** Sentinel's AuthorityRule with defaults filled in (`limitApp` null when absent). */
export type AuthorityRule = z.output<typeof authorityRuleSchema>;

/** An array of authority rules: what a data source (and Flowlab's rule editor) holds. */
export const authorityRulesSchema = z
  .array(authorityRuleSchema)
  .describe('Sentinel authority rules (AuthorityRuleManager.loadRules).');

const DASHBOARD = 'sentinel-dashboard metadata (AuthorityRuleEntity), not an AuthorityRule field: ignored';
const RULE_KEYS: KeyMapping = {
  className: 'AuthorityRule',
  fields: Object.keys(authorityRuleSchema.shape),
  primitive: new Set(['strategy', 'regex']),
  explained: {
    ...Object.fromEntries(['app', 'ip', 'port', 'gmtCreate', 'gmtModified'].map((k) => [k, DASHBOARD])),
    // The dashboard's AuthorityRuleEntity nests the real rule; Sentinel reads none of it.
    rule:
      "sentinel-dashboard's AuthorityRuleEntity nests the rule here, but Sentinel's AuthorityRule has no such " +
      'field: ignored, so resource and limitApp stay unset. Paste the inner object instead',
  },
};

// ---------------------------------------------------------------------------------------------
// Validity (AuthorityRuleManager.isValidRule)

/** Exactly `AuthorityRuleManager.isValidRule` (1.8.9). */
export function isValidAuthorityRule(rule: AuthorityRule): boolean {
  return (
    !isJavaBlank(rule.resource) &&
    rule.strategy >= 0 &&
    !isJavaBlank(rule.limitApp) &&
    // RuleManager.checkRegexResourceField
    (!rule.regex || javaPatternCompiles(rule.resource))
  );
}

/** Why Sentinel would drop this rule: one issue per failed condition (empty when `isValidAuthorityRule`). */
export function authorityRuleIssues(rule: AuthorityRule): Issue[] {
  const out: Issue[] = [];
  const add = (field: string, detail: string) => out.push(issue([field], detail));
  if (isJavaBlank(rule.resource)) add('resource', 'must be a non-blank resource name');
  else if (rule.regex && !javaPatternCompiles(rule.resource)) {
    add('resource', 'must be a valid Java regular expression when regex is true');
  }
  if (isJavaBlank(rule.limitApp)) {
    add(
      'limitApp',
      'must list at least one caller origin (comma-separated); unlike other rules, a blank limitApp is not ' +
        `replaced by "default": Sentinel drops the rule, got ${describeValue(rule.limitApp)}`,
    );
  }
  if (!(rule.strategy >= 0)) {
    add('strategy', `must be 0 (white list) or 1 (black list), got ${rule.strategy}`);
  }
  return out;
}

/** Settings Sentinel accepts but that do not do what they seem to (warnings, never errors). */
export function authorityRuleNotes(rule: AuthorityRule): Issue[] {
  const notes: Issue[] = [];
  const add = (field: string, detail: string) => notes.push(issue([field], detail));
  if (rule.strategy > AUTHORITY_BLACK) {
    add(
      'strategy',
      `${rule.strategy} is neither 0 (white list) nor 1 (black list): Sentinel accepts the rule, but it never blocks`,
    );
  }
  if (!isJavaBlank(rule.limitApp)) {
    const entries = splitLimitApp(rule.limitApp ?? '');
    const padded = entries.filter((e) => e !== e.trim() && e.trim() !== '');
    for (const e of padded) {
      add(
        'limitApp',
        `entry ${JSON.stringify(e)} has surrounding spaces: origins are compared exactly (Sentinel does not ` +
          `trim), so it matches the origin ${JSON.stringify(e)}, not ${JSON.stringify(e.trim())}`,
      );
    }
    for (const special of ['default', 'other']) {
      if (entries.includes(special)) {
        add(
          'limitApp',
          `"${special}" has no special meaning in an authority rule: it only matches a caller whose origin is ` +
            `literally "${special}"`,
        );
      }
    }
  }
  return notes;
}

// ---------------------------------------------------------------------------------------------
// Loading (AuthorityRuleManager.loadAuthorityConf)

export interface IndexedAuthorityRule {
  readonly rule: AuthorityRule;
  /** Position in the list given to `loadRules`. */
  readonly index: number;
}

export interface LoadedAuthorityRules {
  /** Resource string → the rules Sentinel keeps for it (at most one: later ones are redundant). */
  readonly byResource: Map<string, IndexedAuthorityRule[]>;
  /** Rules Sentinel drops, each with the reason it logs (invalid, or redundant). */
  readonly ignored: { readonly index: number; readonly reason: string }[];
}

/**
 * What `AuthorityRuleManager.loadRules(rules)` keeps: invalid rules dropped, then the first valid rule of
 * each `resource` string kept and any later one dropped as redundant.
 */
export function loadAuthorityRules(rules: readonly AuthorityRule[]): LoadedAuthorityRules {
  const byResource = new Map<string, IndexedAuthorityRule[]>();
  const ignored: { index: number; reason: string }[] = [];
  rules.forEach((rule, index) => {
    if (!isValidAuthorityRule(rule)) {
      const why = authorityRuleIssues(rule)
        .map((i) => i.message)
        .join('; ');
      ignored.push({ index, reason: `invalid authority rule, ignored: ${why}` });
      return;
    }
    // The manager's blank-limitApp → "default" step is unreachable here: isValidRule rejected blank ones.
    const kept = byResource.get(rule.resource);
    if (kept === undefined) byResource.set(rule.resource, [{ rule, index }]);
    else {
      ignored.push({
        index,
        reason:
          `redundant rule, ignored: resource ${JSON.stringify(rule.resource)} already has the authority rule ` +
          `at index ${kept[0].index} (Sentinel keeps one authority rule per resource)`,
      });
    }
  });
  return { byResource, ignored };
}

// ---------------------------------------------------------------------------------------------
// The check (AuthorityRuleChecker.passCheck)

/**
 * Java `limitApp.split(",")`: no trimming, leading and inner empty strings kept, trailing empty strings
 * dropped (`","` → `[]`), and a string without a comma is returned whole (`""` → `[""]`).
 */
export function splitLimitApp(limitApp: string): string[] {
  if (!limitApp.includes(',')) return [limitApp];
  const parts = limitApp.split(',');
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export interface AuthorityCheck {
  readonly pass: boolean;
  /** Is the origin on the list (an exact entry)? False when the check passed before looking. */
  readonly contain: boolean;
  /** A short English explanation for the UI. */
  readonly reason: string;
}

/** Exactly `AuthorityRuleChecker.passCheck(rule, context)` for a context whose origin is `origin`. */
export function authorityPassCheck(
  rule: Pick<AuthorityRule, 'limitApp' | 'strategy'>,
  origin: string | null | undefined,
): AuthorityCheck {
  const limitApp = rule.limitApp;
  // StringUtil.isEmpty, not isBlank: " " is an origin.
  if (origin == null || origin === '') {
    return { pass: true, contain: false, reason: 'the request has no origin: authority rules let it through' };
  }
  if (limitApp == null || limitApp === '') {
    return { pass: true, contain: false, reason: 'limitApp is empty: the rule lets every caller through' };
  }
  const substring = limitApp.includes(origin);
  // The substring test is only a shortcut: being on the list needs an exact entry.
  const contain = substring && splitLimitApp(limitApp).includes(origin);
  const o = JSON.stringify(origin);
  const list = JSON.stringify(limitApp);
  const notOn = substring
    ? `is not on the %s ${list} (it occurs inside it, but no entry equals it exactly)`
    : `is not on the %s ${list}`;
  if (rule.strategy === AUTHORITY_BLACK) {
    return contain
      ? { pass: false, contain, reason: `origin ${o} is on the black list ${list}` }
      : { pass: true, contain, reason: `origin ${o} ${notOn.replace('%s', 'black list')}` };
  }
  if (rule.strategy === AUTHORITY_WHITE) {
    return contain
      ? { pass: true, contain, reason: `origin ${o} is on the white list ${list}` }
      : { pass: false, contain, reason: `origin ${o} ${notOn.replace('%s', 'white list')}` };
  }
  return {
    pass: true,
    contain,
    reason: `strategy ${rule.strategy} is neither white list (0) nor black list (1): every caller passes`,
  };
}

// ---------------------------------------------------------------------------------------------
// Parsing pasted JSON

/** One pasted authority rule: key mapping, JSON types, defaults, Sentinel's validity checks. */
export function parseAuthorityRule(json: unknown, path: JsonPath = []): Validated<AuthorityRule> {
  const kind = { what: 'AuthorityRule', keys: RULE_KEYS, schema: authorityRuleSchema };
  return parseRule(json, { ...kind, issues: authorityRuleIssues, notes: authorityRuleNotes }, path);
}

/**
 * A rules array (what the editor holds): every rule parsed, all issues collected, and a warning for each
 * rule Sentinel would ignore as redundant (a second rule for the same resource).
 */
export function parseAuthorityRules(json: unknown, path: JsonPath = []): Validated<AuthorityRule[]> {
  const firstOf = new Map<string, number>();
  return parseRuleList(json, 'AuthorityRule', parseAuthorityRule, path, (rule, i, warnings) => {
    const first = firstOf.get(rule.resource);
    if (first === undefined) firstOf.set(rule.resource, i);
    else {
      warnings.push(
        issue(
          [...path, i],
          `is ignored by Sentinel: resource ${JSON.stringify(rule.resource)} already has an authority rule ` +
            `(index ${first}), and Sentinel keeps only the first one`,
        ),
      );
    }
  });
}

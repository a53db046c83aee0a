/**
 * The one pipeline every pasted Sentinel rule goes through (flow, degrade 1.8 and 1.7.2, authority, system):
 *   1. it must be a JSON object;
 *   2. keys are mapped as fastjson maps them onto the Java class (scenario/fastjson-keys.ts), and so are the keys
 *      of nested objects (a FlowRule's `clusterConfig`);
 *   3. JSON types are checked and Sentinel's defaults filled (the kind's zod schema), then the kind may put the rule
 *      in its canonical form;
 *   4. notes: settings Sentinel accepts but that do not do what they seem to (warnings);
 *   5. validity: the conditions under which Sentinel would drop the rule (errors).
 * `path` prefixes every message (`['rules', 0]` → `rules[0].count: …`). `parseRuleList` runs it over a rules
 * array (what a data source and the editor hold), collecting every issue.
 */
import type { z } from 'zod';
import { mapKeysLikeFastjson, type KeyMapping } from '../../scenario/fastjson-keys';
import { describeValue, issue, prefixIssues, type Issue, type JsonPath, type Validated } from '../../scenario/issues';

/** What the pipeline needs to know about one rule kind. */
export interface RuleKind<R> {
  /** the Java class, for messages: `FlowRule`, `DegradeRule (1.7.2)` */
  what: string;
  keys: KeyMapping;
  /** nested objects whose keys are mapped too, by field name */
  nested?: Readonly<Record<string, KeyMapping>>;
  schema: z.ZodType<R>;
  /** the parsed rule as the pipeline returns it (e.g. a fixed key order) */
  canonical?: (rule: R) => R;
  /** why Sentinel would drop it (paths relative to the rule) */
  issues: (rule: R) => Issue[];
  /** warnings (paths relative to the rule); `mapped` is the object the schema read */
  notes: (rule: R, mapped: Record<string, unknown>) => Issue[];
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** One pasted rule through the whole pipeline. */
export function parseRule<R>(json: unknown, kind: RuleKind<R>, path: JsonPath = []): Validated<R> {
  if (!isPlainObject(json)) {
    return {
      ok: false,
      issues: [issue(path, `must be an object (a Sentinel ${kind.what}), got ${describeValue(json)}`)],
      warnings: [],
    };
  }
  const mapped = mapKeysLikeFastjson(json, kind.keys, path);
  const warnings = mapped.warnings;
  for (const [field, keys] of Object.entries(kind.nested ?? {})) {
    const inner = mapped.value[field];
    if (!isPlainObject(inner)) continue;
    const m = mapKeysLikeFastjson(inner, keys, [...path, field]);
    mapped.value[field] = m.value;
    warnings.push(...m.warnings);
  }
  const parsed = kind.schema.safeParse(mapped.value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => issue([...path, ...(i.path as (string | number)[])], i.message));
    return { ok: false, issues, warnings };
  }
  const rule = kind.canonical === undefined ? parsed.data : kind.canonical(parsed.data);
  warnings.push(...prefixIssues(path, kind.notes(rule, mapped.value)));
  const invalid = prefixIssues(path, kind.issues(rule));
  return invalid.length > 0 ? { ok: false, issues: invalid, warnings } : { ok: true, value: rule, warnings };
}

/**
 * A rules array: every item parsed with `parseOne`, all issues collected. `each` hears every rule that parsed, in
 * order, and may add warnings after that rule's own.
 */
export function parseRuleList<R>(
  json: unknown,
  what: string,
  parseOne: (item: unknown, path: JsonPath) => Validated<R>,
  path: JsonPath = [],
  each?: (rule: R, index: number, warnings: Issue[]) => void,
): Validated<R[]> {
  if (!Array.isArray(json)) {
    return {
      ok: false,
      issues: [issue(path, `must be an array of Sentinel ${what} objects, got ${describeValue(json)}`)],
      warnings: [],
    };
  }
  const rules: R[] = [];
  const issues: Issue[] = [];
  const warnings: Issue[] = [];
  json.forEach((item, i) => {
    const r = parseOne(item, [...path, i]);
    warnings.push(...r.warnings);
    if (!r.ok) {
      issues.push(...r.issues);
      return;
    }
    rules.push(r.value);
    each?.(r.value, i, warnings);
  });
  return issues.length > 0 ? { ok: false, issues, warnings } : { ok: true, value: rules, warnings };
}

/** `parseRule` with the kind given piece by piece (notes that need only the rule). */
export function parseRuleWith<R>(
  json: unknown,
  what: string,
  keys: KeyMapping,
  schema: z.ZodType<R>,
  checks: { issues: (r: R) => Issue[]; notes: (r: R) => Issue[] },
  path: JsonPath,
): Validated<R> {
  return parseRule(json, { what, keys, schema, issues: checks.issues, notes: (r) => checks.notes(r) }, path);
}

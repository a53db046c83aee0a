/**
 * How Sentinel's JSON data sources map keys onto rule fields.
 *
 * Sentinel core never parses JSON itself: a data source (Nacos, Apollo, ZooKeeper, a file) is
 * given a converter, and the one in Sentinel's own demos and docs is fastjson 1.2.x:
 * `JSON.parseObject(source, new TypeReference<List<FlowRule>>() {})`. fastjson binds a key to
 * a bean property in two steps:
 *
 *  1. the exact property name (`maxQueueingTimeMs`);
 *  2. otherwise a "smart match": the key and the property names compared ignoring case and the
 *     characters `_` and `-` (`MaxQueueingTimeMs`, `max_queueing_time_ms`), and, for a key
 *     starting with `is`, the same without that prefix (`isClusterMode`).
 *
 * A key that matches nothing is ignored. A `null` value for a primitive field (`int`,
 * `double`, `boolean`) is ignored too, so the field keeps its default; `null` for an object
 * field (`String`, `Long`, `ClusterFlowConfig`) stores null. When two keys land on the same
 * field, the later one wins.
 *
 * Flowlab reproduces exactly that mapping (so a pasted rule means what it means in
 * production), and reports every key that was not an exact match as a warning: a
 * case-sensitive mapper such as Jackson or Gson would ignore (or reject) it.
 */
import { ownValue } from '../own';
import { issue, type Issue, type JsonPath } from './issues';

/** fastjson's smart-match key: lower case, without `_` and `-`. */
function smartKey(key: string): string {
  return key.replace(/[_-]/g, '').toLowerCase();
}

export interface KeyMapping {
  /** The Java class, for messages: `FlowRule` (optional). */
  readonly className?: string;
  /** Known fields (exact names), in the order Flowlab writes them. */
  readonly fields: readonly string[];
  /** Fields whose Java type is primitive: a `null` value is ignored (default kept). */
  readonly primitive: ReadonlySet<string>;
  /** Keys that are known not to be fields, with an explanation (e.g. dashboard metadata). */
  readonly explained?: Readonly<Record<string, string>>;
}

/** Keys no rule object may carry into Flowlab: they would reach `Object.prototype` in JS. */
const POISON = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Re-key `input` the way fastjson binds it onto a bean with the given fields. Returns a
 * fresh plain object holding only known fields (a null leaves the field unset: for a
 * primitive field it keeps the earlier value or the default, for an object field it clears
 * it) and one warning per key that was not used verbatim.
 */
export function mapKeysLikeFastjson(
  input: Readonly<Record<string, unknown>>,
  mapping: KeyMapping,
  path: JsonPath,
): { value: Record<string, unknown>; warnings: Issue[] } {
  const exact = new Set(mapping.fields);
  const bySmartKey = new Map<string, string>();
  for (const f of mapping.fields) bySmartKey.set(smartKey(f), f);

  const out: Record<string, unknown> = {};
  const warnings: Issue[] = [];
  for (const key of Object.keys(input)) {
    const v = input[key];
    if (v === undefined) continue; // not JSON: an absent key
    let field: string | undefined;
    if (exact.has(key)) field = key;
    else if (!POISON.has(key)) {
      field = bySmartKey.get(smartKey(key));
      if (field === undefined && key.startsWith('is')) field = bySmartKey.get(smartKey(key.slice(2)));
    }
    if (field === undefined) {
      const why = ownValue(mapping.explained, key);
      warnings.push(
        issue(
          [...path, key],
          why ??
            `unknown key, ignored: ${mapping.className === undefined ? 'the rule' : `Sentinel's ${mapping.className}`} has no such field`,
        ),
      );
      continue;
    }
    if (field !== key) {
      warnings.push(
        issue(
          [...path, key],
          `read as "${field}" (fastjson, Sentinel's usual converter, ignores case, "_" and "-" in keys; ` +
            `Jackson or Gson would not): write "${field}"`,
        ),
      );
    }
    if (v === null) {
      if (mapping.primitive.has(field)) {
        // fastjson's setValue returns early: the field keeps its default (or an earlier key's value).
        warnings.push(
          issue([...path, key], 'is null: Sentinel ignores null for this primitive field and keeps its default'),
        );
      } else {
        // An object field set to null: the same as absent (each such field defaults to null, or,
        // for limitApp, is reset to "default" when the rule is loaded).
        delete out[field];
      }
      continue;
    }
    out[field] = v;
  }
  return { value: out, warnings };
}

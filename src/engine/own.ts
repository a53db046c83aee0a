/**
 * Lookups by a name that came from outside (a rule key, a header name, a rule-type, a resource).
 *
 * `table[name]` on a plain object also finds what the object inherits: `table["toString"]` is
 * Object.prototype's function, `"constructor" in obj` is true for every object. Such a value is not data:
 * it cannot be posted from the worker ("could not be cloned") and means nothing as a rule kind or a value.
 * These read own properties only, so any name is just a name.
 */

/** `table[key]` when `table` has its own property `key`, else undefined. */
export function ownValue<V>(table: Readonly<Record<string, V>> | null | undefined, key: string): V | undefined {
  return table !== null && table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Argument values as the Java objects Sentinel sees, with Java's `equals` and `hashCode`.
 *
 * WHY TYPES MATTER. Hot-parameter flow control keeps one token bucket per argument VALUE, in a map keyed by
 * Java `equals`: `Integer 7`, `Long 7` and the String `"7"` are three different keys, so three buckets, and a hot
 * item parsed as `int` 7 matches only the Integer (alibaba/Sentinel #1959: "my hot item never matches" is a
 * `classType` mismatch). JS has one number type, so a value carries its Java type explicitly.
 *
 * THE FORM (the conformance traces' JSON form, extended to every type `ParamFlowRuleUtil.parseItemValue` makes):
 *   "abc"                → java.lang.String        {"int": 7}     → Integer      {"long": 7}   → Long
 *   {"boolean": true}    → Boolean                 {"double": x}  → Double       {"float": x}  → Float
 *   {"byte": n}          → Byte                    {"short": n}   → Short        {"char": "c"} → Character
 *   {"list": [...]}      → java.util.ArrayList     {"array": [...]} → Object[]    null          → null
 *
 * EQUALS. Same type and same value (`Double`/`Float` compare bit patterns: NaN equals NaN, 0.0 ≠ −0.0); an
 * ArrayList equals another list with equal elements in order; an `Object[]` only equals itself (Java arrays
 * use identity), so every array object is its own key. `keyOf` turns a value into a string that is equal
 * exactly when the Java objects are `equals`, which is what the maps here are keyed by.
 *
 * WORKED EXAMPLE. keyOf({"int": 7}) = "I7", keyOf({"long": 7}) = "L7", keyOf("7") = "S7": three keys.
 * keyOf({"list": ["a", null]}) = 'Y["Sa","N"]', equal to any other list of "a" and null.
 *
 * HOW WE DIFFER FROM UPSTREAM. Integral values are JS numbers, exact up to 2^53 (a Long beyond that loses
 * precision); a `char` is a one-code-unit string.
 */
import {
  doubleBitsKey,
  doubleHashCode,
  floatBitsKey,
  floatHashCode,
  hashStep,
  longHashCode,
  stringHashCode,
} from './java-hash';

export type JavaScalar =
  | string
  | { readonly int: number }
  | { readonly long: number }
  | { readonly boolean: boolean }
  | { readonly double: number }
  | { readonly float: number }
  | { readonly byte: number }
  | { readonly short: number }
  | { readonly char: string };

export type JavaList = { readonly list: readonly JavaValue[] };
export type JavaArray = { readonly array: readonly JavaValue[] };
export type JavaValue = JavaScalar | JavaList | JavaArray | null;

/** The Java class name of a value, for explanations ("java.lang.Long 7 is not the int hot item 7"). */
export function javaClassName(v: JavaValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return 'java.lang.String';
  if ('int' in v) return 'java.lang.Integer';
  if ('long' in v) return 'java.lang.Long';
  if ('boolean' in v) return 'java.lang.Boolean';
  if ('double' in v) return 'java.lang.Double';
  if ('float' in v) return 'java.lang.Float';
  if ('byte' in v) return 'java.lang.Byte';
  if ('short' in v) return 'java.lang.Short';
  if ('char' in v) return 'java.lang.Character';
  if ('list' in v) return 'java.util.ArrayList';
  return 'java.lang.Object[]';
}

export function isList(v: JavaValue): v is JavaList {
  return v !== null && typeof v === 'object' && 'list' in v;
}

export function isArray(v: JavaValue): v is JavaArray {
  return v !== null && typeof v === 'object' && 'array' in v;
}

// Arrays are keyed by identity, like Java's Object.equals.
const arrayIds = new WeakMap<object, number>();
let nextArrayId = 0;

/** A string equal for two values exactly when the Java objects are `equals` (null → "N"). */
export function keyOf(v: JavaValue): string {
  if (v === null) return 'N';
  if (typeof v === 'string') return 'S' + v;
  if ('int' in v) return 'I' + v.int;
  if ('long' in v) return 'L' + v.long;
  if ('boolean' in v) return v.boolean ? 'Ztrue' : 'Zfalse';
  if ('double' in v) return 'D' + doubleBitsKey(v.double);
  if ('float' in v) return 'F' + floatBitsKey(v.float);
  if ('byte' in v) return 'B' + v.byte;
  if ('short' in v) return 'H' + v.short;
  if ('char' in v) return 'C' + v.char;
  if ('list' in v) return 'Y' + JSON.stringify(v.list.map(keyOf));
  let id = arrayIds.get(v);
  if (id === undefined) {
    id = nextArrayId++;
    arrayIds.set(v, id);
  }
  return 'A' + id;
}

/** Java `hashCode()` (an `Object[]` has an identity hash Java does not define: 0 here; never needed). */
export function javaHashCode(v: JavaValue): number {
  if (v === null) return 0;
  if (typeof v === 'string') return stringHashCode(v);
  if ('int' in v) return v.int | 0;
  if ('long' in v) return longHashCode(v.long);
  if ('boolean' in v) return v.boolean ? 1231 : 1237;
  if ('double' in v) return doubleHashCode(v.double);
  if ('float' in v) return floatHashCode(v.float);
  if ('byte' in v) return v.byte | 0;
  if ('short' in v) return v.short | 0;
  if ('char' in v) return v.char.charCodeAt(0) | 0;
  if ('list' in v) {
    let h = 1;
    for (const e of v.list) h = hashStep(h, javaHashCode(e));
    return h;
  }
  return 0;
}

/** Java `String.valueOf(value)` (what `ParamFlowException` reports as the triggering parameter). */
export function javaToString(v: JavaValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return v;
  if ('list' in v) return '[' + v.list.map(javaToString).join(', ') + ']';
  if ('array' in v) return '[Ljava.lang.Object;@…';
  if ('double' in v || 'float' in v) {
    const d = 'double' in v ? v.double : v.float;
    return Number.isInteger(d) ? d.toFixed(1) : String(d);
  }
  return String(Object.values(v)[0]);
}

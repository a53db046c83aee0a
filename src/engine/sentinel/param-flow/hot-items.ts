/**
 * Hot items (参数例外项): per-value thresholds that replace a rule's `count` for chosen argument values.
 * Models `ParamFlowRuleUtil.parseHotItems` / `parseItemValue` and `ParamFlowItem` (Sentinel 1.8.9).
 *
 * THE MODEL. A `ParamFlowItem` is written as strings: `{object: "7", count: 1, classType: "int"}`. Loading
 * parses `object` into a Java value of `classType` and keeps `value → count` in a HashMap that the checker
 * consults with Java `equals` (java-value.ts):
 *   classType blank or absent          → String (the object as written)
 *   "int" / "java.lang.Integer"        → Integer.parseInt       "long" / "java.lang.Long"     → Long.parseLong
 *   "boolean" / "java.lang.Boolean"    → Boolean.parseBoolean   "double" / "java.lang.Double" → Double.parseDouble
 *   "float" / "java.lang.Float"        → Float.parseFloat       "byte" / "java.lang.Byte"     → Byte.parseByte
 *   "short" / "java.lang.Short"        → Short.parseShort       "char" (not java.lang.Character!) → first char
 *   any other classType ("java.lang.String", a typo, …) → String
 * An item is dropped when its object is null or does not parse (NumberFormatException is caught), when the
 * parsed value is null (`char` of ""), or when its count is null or negative. A later item with an equal value
 * replaces an earlier one's count.
 *
 * WORKED EXAMPLE (trace `pf-qps-hot-items`): items "vip"/String 10, "7"/int 1, "8"/long 0, "9" (no type) 5,
 * "10"/int −1 → {"vip": 10, Integer 7: 1, Long 8: 0, "9": 5}; the −1 item is dropped. An argument Long 7 or
 * String "7" is not the hot item Integer 7 and falls back to the rule's count.
 *
 * HOW WE DIFFER FROM UPSTREAM. Number parsing follows Java's grammar for decimal input (sign, digits, range
 * limits; for doubles also NaN, Infinity and a trailing d/f); Java's hexadecimal floating-point literals and
 * non-ASCII digits are not accepted here. `float` rounds through a double first.
 */
import { JavaHashOrder, tableSizeFor } from './java-hash';
import { javaHashCode, keyOf, type JavaScalar } from './java-value';

/** A hot item as written in the rule JSON (`ParamFlowItem`). */
export interface ParamFlowItem {
  object?: string | null;
  count?: number | null;
  classType?: string | null;
}

/** A parsed hot item: the Java value and its threshold. */
export interface HotItem {
  readonly value: JavaScalar;
  readonly count: number;
}

/** `ParamFlowRule.getParsedHotItems()`: value → count by Java equals, plus HashMap iteration order. */
export class HotItems {
  private readonly byKey = new Map<string, HotItem>();
  private readonly order: JavaHashOrder<string>;

  constructor(expectedSize: number) {
    this.order = new JavaHashOrder(tableSizeFor(Math.max(1, expectedSize)));
  }

  put(item: HotItem): void {
    const key = keyOf(item.value);
    this.byKey.set(key, item);
    this.order.put(key, javaHashCode(item.value), key);
  }

  /** The item's count when `key` (a `keyOf`) is a hot item, else undefined. */
  countOf(key: string): number | undefined {
    return this.byKey.get(key)?.count;
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The items in the HashMap's iteration order (what Sentinel shows; it carries no meaning). */
  list(): HotItem[] {
    return this.order.items().map((k) => this.byKey.get(k) as HotItem);
  }
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** Java's `Integer.parseInt`-style decimal parse within [min, max]; throws like NumberFormatException. */
function parseIntegral(s: string, min: number, max: number): number {
  if (!/^[+-]?[0-9]+$/.test(s)) throw new Error(`NumberFormatException: For input string: "${s}"`);
  const v = BigInt(s);
  if (v < BigInt(min) || v > BigInt(max)) throw new Error(`NumberFormatException: Value out of range: "${s}"`);
  return Number(v);
}

/** `Double.parseDouble` for decimal input: trimmed, optional sign, NaN / Infinity, an optional d/f suffix. */
function parseJavaDouble(raw: string): number {
  // String.trim() removes every char <= U+0020 from both ends
  let from = 0;
  let to = raw.length;
  while (from < to && raw.charCodeAt(from) <= 0x20) from++;
  while (to > from && raw.charCodeAt(to - 1) <= 0x20) to--;
  const s = raw.slice(from, to);
  const m = /^([+-]?)(NaN|Infinity|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?[fFdD]?)$/.exec(s);
  if (m === null) throw new Error(`NumberFormatException: For input string: "${raw}"`);
  if (m[2] === 'NaN') return NaN;
  const body = m[2] === 'Infinity' ? 'Infinity' : m[2].replace(/[fFdD]$/, '');
  return Number(m[1] + body);
}

function isBlank(s: string | null | undefined): boolean {
  return s === null || s === undefined || s.trim() === '';
}

/** `ParamFlowRuleUtil.parseItemValue`: the Java value of a hot item's object, or null; throws when unparsable. */
export function parseItemValue(
  value: string | null | undefined,
  classType: string | null | undefined,
): JavaScalar | null {
  if (value === null || value === undefined) throw new Error('Null value');
  if (isBlank(classType)) return value;
  switch (classType) {
    case 'int':
    case 'java.lang.Integer':
      return { int: parseIntegral(value, INT_MIN, INT_MAX) };
    case 'boolean':
    case 'java.lang.Boolean':
      return { boolean: value.toLowerCase() === 'true' };
    case 'long':
    case 'java.lang.Long':
      return { long: parseIntegral(value, -(2 ** 63), 2 ** 63 - 1) };
    case 'double':
    case 'java.lang.Double':
      return { double: parseJavaDouble(value) };
    case 'float':
    case 'java.lang.Float':
      return { float: Math.fround(parseJavaDouble(value)) };
    case 'byte':
    case 'java.lang.Byte':
      return { byte: parseIntegral(value, -128, 127) };
    case 'short':
    case 'java.lang.Short':
      return { short: parseIntegral(value, -32768, 32767) };
    case 'char':
      return value.length > 0 ? { char: value[0] } : null;
    default:
      return value;
  }
}

/** `ParamFlowRuleUtil.parseHotItems`. */
export function parseHotItems(items: readonly ParamFlowItem[] | null | undefined): HotItems {
  if (items === null || items === undefined || items.length === 0) return new HotItems(16);
  const out = new HotItems(items.length);
  for (const item of items) {
    let value: JavaScalar | null;
    try {
      value = parseItemValue(item.object, item.classType);
    } catch {
      continue; // "Failed to parse value for item"
    }
    const count = item.count;
    if (count === null || count === undefined || count < 0 || value === null) continue;
    out.put({ value, count: Math.trunc(count) }); // an Integer field
  }
  return out;
}

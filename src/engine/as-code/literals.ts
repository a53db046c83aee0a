/**
 * Literals of the target languages, written so the generated code compiles as written and means exactly the
 * value the scenario holds.
 *
 * Java strings: `\\`, `"` and the control characters are escaped with Java's own escapes (octal for the rare
 * ones); a `\u` escape is never written, since javac decodes those before it lexes (a `\u000a` would end the
 * line). Doubles: the shortest decimal that reads back as the same double (JavaScript's `String(x)`, which
 * Java's parser accepts: `0.5`, `1e-7`, `1e+21`). Longs out of int range get an `L`; boxed `Long` parameters
 * always do (javac will not box an int literal to Long).
 */

const JAVA_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/** A Java (and Go-compatible) string literal. */
export function javaString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const esc = JAVA_ESCAPES[ch];
    if (esc !== undefined) out += esc;
    else if (ch.charCodeAt(0) < 0x20 || ch === '\u007f') out += '\\' + ch.charCodeAt(0).toString(8).padStart(3, '0');
    else out += ch;
  }
  return out + '"';
}

/** A Java `double` argument: `20`, `0.5`, `1e-7`; the constants for the non-finite values. */
export function javaDouble(x: number): string {
  if (Number.isNaN(x)) return 'Double.NaN';
  if (x === Infinity) return 'Double.POSITIVE_INFINITY';
  if (x === -Infinity) return 'Double.NEGATIVE_INFINITY';
  return Object.is(x, -0) ? '-0.0' : String(x);
}

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** A Java `int` argument. */
export function javaInt(n: number): string {
  return String(Math.trunc(n));
}

/** A Java `long` argument: an `L` only when the value does not fit an int. */
export function javaLong(n: number): string {
  const v = Math.trunc(n);
  return v < INT_MIN || v > INT_MAX ? `${v}L` : String(v);
}

/** A boxed `Long` argument (`setId(Long)`, `setFlowId(Long)`): always `L`. */
export function javaBoxedLong(n: number): string {
  return `${Math.trunc(n)}L`;
}

/** A Go string literal (interpreted): Go's escapes are a superset of the ones used here, but octal needs 3 digits. */
export function goString(s: string): string {
  return javaString(s);
}

/** A Go float64 constant: untyped constants convert exactly (`20`, `0.5`, `1e-07` all fine). */
export function goFloat(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? 'math.Inf(1)' : x < 0 ? 'math.Inf(-1)' : 'math.NaN()';
  return String(x);
}

/**
 * A YAML scalar: plain when that reads back as the same string, else double-quoted (YAML's double-quoted
 * escapes include JSON's, so JSON.stringify is a valid double-quoted scalar).
 */
export function yamlString(s: string): string {
  const plain =
    /^[A-Za-z_./$][A-Za-z0-9_./${}:-]*$/.test(s) &&
    !/:\s|\s#|^(true|false|yes|no|on|off|null|~)$/i.test(s) &&
    !s.endsWith(':');
  return plain ? s : JSON.stringify(s);
}

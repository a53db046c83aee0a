/**
 * The global cold factor of WarmUp controllers: `SentinelConfig.coldFactor()`, read from the property
 * `csp.sentinel.flow.cold.factor` (default 3).
 */
import { INT_MAX, INT_MIN } from '../../java';
import { describeValue, issue, type Issue, type JsonPath } from '../../scenario/issues';

export const SENTINEL_DEFAULT_COLD_FACTOR = 3;

/**
 * What Sentinel makes of `csp.sentinel.flow.cold.factor`: `Integer.parseInt` of the
 * property (an optional sign and ASCII digits, within the Java int range); anything that does
 * not parse, and any value ≤ 1, is replaced by 3. A number is read as its decimal string
 * (so `2.5` does not parse). Returns the factor WarmUp controllers are built with, and why
 * the given value was replaced, if it was.
 */
export function resolveColdFactor(raw: string | number | null | undefined): {
  value: number;
  replacedBecause?: string;
} {
  const fallback = (why: string) => ({ value: SENTINEL_DEFAULT_COLD_FACTOR, replacedBecause: why });
  if (raw == null) return fallback('the property is not set');
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (!/^[+-]?[0-9]+$/.test(text))
    return fallback(`${JSON.stringify(text)} is not an integer (Integer.parseInt fails)`);
  const n = Number(text);
  if (n < INT_MIN || n > INT_MAX) return fallback(`${text} is outside the Java int range`);
  if (n <= 1) return fallback(`${text} is not larger than 1`);
  return { value: n };
}

/**
 * Checks a scenario's `coldFactor`: Flowlab insists on a value Sentinel would actually use,
 * an integer from 2 to 2147483647, and says what Sentinel would do with anything else.
 */
export function coldFactorIssues(value: unknown, path: JsonPath = ['coldFactor']): Issue[] {
  const allowed = `must be an integer from 2 to ${INT_MAX} (csp.sentinel.flow.cold.factor)`;
  if (typeof value !== 'number' && typeof value !== 'string')
    return [issue(path, `${allowed}, got ${describeValue(value)}`)];
  const r = resolveColdFactor(value);
  if (typeof value === 'number' && r.replacedBecause === undefined) return [];
  const sentinel =
    r.replacedBecause === undefined
      ? `as a property Sentinel would read it as ${r.value}`
      : `Sentinel would use ${r.value} instead: ${r.replacedBecause}`;
  return [issue(path, `${allowed}, got ${describeValue(value)} (${sentinel})`)];
}

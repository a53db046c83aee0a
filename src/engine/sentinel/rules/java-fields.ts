/**
 * The JSON field types of Sentinel's rule classes, as zod schemas: what fastjson would put into a Java `int`,
 * `long`, `double`, `boolean` or `String` field. Types are checked strictly (a JSON string where Java expects a
 * number is an error, though fastjson would convert it), and every message names the Java type and what was given.
 * Shared by every rule kind (flow, degrade 1.8 and 1.7.2, authority, system).
 */
import { z } from 'zod';
import { INT_MAX, INT_MIN } from '../../java';
import { describeValue } from '../../scenario/issues';
import { isJavaBlank } from './java-string';

const JAVA_LONG_SAFE = Number.MAX_SAFE_INTEGER;
const errorFor = (text: string) => (iss: { input?: unknown }) => `${text}, got ${describeValue(iss.input)}`;

export function javaIntField(description: string) {
  const error = errorFor(`must be an integer from ${INT_MIN} to ${INT_MAX} (Java int)`);
  return z.number({ error }).int({ error }).min(INT_MIN, { error }).max(INT_MAX, { error }).describe(description);
}
/** A Java `long`, limited to the integers a JSON number holds exactly; `range` is how the message names it. */
export function javaLongField(description: string, range = 'Java long') {
  const error = errorFor(`must be an integer from -${JAVA_LONG_SAFE} to ${JAVA_LONG_SAFE} (${range})`);
  return z
    .number({ error })
    .int({ error })
    .min(-JAVA_LONG_SAFE, { error })
    .max(JAVA_LONG_SAFE, { error })
    .describe(description);
}
export function javaDoubleField(description: string) {
  return z.number({ error: errorFor('must be a number') }).describe(description);
}
export function javaBooleanField(description: string) {
  return z.boolean({ error: errorFor('must be true or false') }).describe(description);
}
/** A String field that may be null or absent. */
export function javaStringField(description: string) {
  return z
    .string({ error: errorFor('must be a string or null') })
    .nullish()
    .describe(description);
}
/** A String field whose null the key mapping already removed (scenario/fastjson-keys.ts): a string or absent. */
export function javaStringValueField(description: string) {
  return z.string({ error: errorFor('must be a string or null') }).describe(description);
}
/** `limitApp`: blank (or absent) becomes `"default"` when Sentinel loads the rule. */
export function limitAppField() {
  return javaStringField('Caller origin; circuit breakers ignore it. Blank becomes "default" on load.')
    .default('default')
    .transform((v) => (v == null || isJavaBlank(v) ? 'default' : v));
}

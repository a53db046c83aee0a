/**
 * Hot-parameter arguments of a source: what `SphU.entry(resource, type, acquire, args...)` passes, one
 * value distribution per argument position (`params[0]` is `args[0]`, the `paramIdx` 0 of a ParamFlowRule).
 *
 * VALUES ARE JAVA OBJECTS. A hot-parameter rule keys its token buckets by Java `equals`, so the type of an
 * argument matters as much as its value: `Long 7` is not the `int` hot item 7 (alibaba/Sentinel #1959). A
 * value is written in the form of sentinel/param-flow/java-value.ts: a JSON string is a `String`,
 * `{"int": 7}` an `Integer`, `{"long": 7}` a `Long`, `{"list": [...]}` an `ArrayList`, `{"array": [...]}` an
 * `Object[]`, `null` a null argument (also `boolean`, `double`, `float`, `byte`, `short`, `char`).
 *
 * A zipf distribution makes `keys` consecutive keys of the chosen `javaType`: rank r (1 = hottest) is the
 * value `first + r − 1` — as `{"int": …}`, `{"long": …}`, or for "String" the text `prefix + (first + r − 1)`.
 *
 * WORKED EXAMPLE. params [{type "zipf", keys 100, exponent 1.2, javaType "long"}] → about 1 request in 4
 * carries `Long 1`, 1 in 10 `Long 2`, …; a ParamFlowRule with hot item {object "1", classType "int"} never
 * matches them (its Integer 1 is not equals to Long 1), and with classType "long" it does.
 *
 * `params` absent or [] is an entry without arguments, `new Object[0]`: hot-parameter rules then check
 * nothing (alibaba/Sentinel #3453, adapters that call `SphU.entry` without arguments).
 */
import { z } from 'zod';
import { INT_MAX, INT_MIN } from '../java';
import type { JavaValue } from '../sentinel/param-flow/java-value';
import { issue, type Issue } from '../scenario/issues';
import { got, intIn } from './schema-helpers';
import { distributionSchema, integerKeysIssues, MAX_VALUE_CHARS, type Distribution } from './value-distribution';

/** Most argument positions of one source. */
export const MAX_PARAMS = 8;
/** Most elements of one list or array argument. */
export const MAX_JAVA_ELEMENTS = 100;
export const ZIPF_JAVA_TYPES = ['String', 'int', 'long'] as const;
export type ZipfJavaType = (typeof ZIPF_JAVA_TYPES)[number];

const JAVA_VALUE_TEXT =
  'must be a Java value: a string, null, {"int": n}, {"long": n}, {"boolean": b}, {"double": x}, ' +
  '{"float": x}, {"byte": n}, {"short": n}, {"char": "c"}, {"list": [...]} or {"array": [...]}';
const LONG_SAFE = Number.MAX_SAFE_INTEGER;

const intOf = (min: number, max: number, what: string) =>
  z
    .number({ error: got(`${what} must be an integer from ${min} to ${max}`) })
    .int({ error: got(`${what} must be an integer from ${min} to ${max}`) })
    .min(min, { error: got(`${what} must be an integer from ${min} to ${max}`) })
    .max(max, { error: got(`${what} must be an integer from ${min} to ${max}`) });

/** A Java value in the trace form (see the header); lists and arrays nest. */
export const javaValueSchema: z.ZodType<JavaValue> = z.lazy(() =>
  z.union(
    [
      z.null(),
      z.string().max(MAX_VALUE_CHARS),
      z.strictObject({ int: intOf(INT_MIN, INT_MAX, 'an int') }),
      z.strictObject({ long: intOf(-LONG_SAFE, LONG_SAFE, 'a long (exact within ±2^53)') }),
      z.strictObject({ boolean: z.boolean() }),
      z.strictObject({ double: z.number() }),
      z.strictObject({ float: z.number() }),
      z.strictObject({ byte: intOf(-128, 127, 'a byte') }),
      z.strictObject({ short: intOf(-32768, 32767, 'a short') }),
      z.strictObject({ char: z.string().length(1) }),
      z.strictObject({ list: z.array(javaValueSchema).max(MAX_JAVA_ELEMENTS) }),
      z.strictObject({ array: z.array(javaValueSchema).max(MAX_JAVA_ELEMENTS) }),
    ],
    { error: got(JAVA_VALUE_TEXT) },
  ),
);

const argumentDistribution = distributionSchema(
  javaValueSchema,
  {
    javaType: z
      .enum(ZIPF_JAVA_TYPES, { error: got('must be "String", "int" or "long"') })
      .describe('The Java type of the keys: "String" (prefix + number), "int" (Integer) or "long" (Long).')
      .default('String'),
    first: intIn(INT_MIN, INT_MAX, 'The hottest key (rank 1); rank r is first + r − 1.').default(1),
    prefix: z
      .string({ error: got(`must be a string of at most ${MAX_VALUE_CHARS} characters`) })
      .max(MAX_VALUE_CHARS, { error: got(`must be a string of at most ${MAX_VALUE_CHARS} characters`) })
      .describe('"String" keys only: the text before the number ("user-" → "user-1", "user-2", …).')
      .default(''),
  },
  'argument values',
).superRefine((d, ctx) => {
  if (d.type !== 'zipf') return;
  const out: Issue[] = [];
  if (d.javaType === 'int') out.push(...integerKeysIssues(d.first, d.keys, INT_MAX, 'int'));
  if (d.javaType === 'long') out.push(...integerKeysIssues(d.first, d.keys, LONG_SAFE, 'long'));
  if (d.javaType !== 'String' && d.prefix !== '') {
    out.push(issue(['prefix'], `applies to "String" keys only, got ${JSON.stringify(d.prefix)} with "${d.javaType}"`));
  }
  for (const i of out) ctx.addIssue({ code: 'custom', path: [...i.path], message: i.detail, input: d });
});

export const paramsField = z
  .array(argumentDistribution, { error: got(`must be an array of at most ${MAX_PARAMS} argument distributions`) })
  .max(MAX_PARAMS, { error: got(`must be an array of at most ${MAX_PARAMS} argument distributions`) })
  .describe(
    'Hot-parameter arguments of each request (SphU.entry(resource, …, args)): one distribution per position; ' +
      'absent or [] is an entry without arguments, so no hot-parameter rule ever fires.',
  )
  .optional();

export type ArgumentDistribution = z.output<typeof argumentDistribution>;

/** The Java value at candidate index `i` of an argument distribution. */
export function argumentValueAt(d: ArgumentDistribution, i: number): JavaValue {
  switch (d.type) {
    case 'fixed':
      return d.value;
    case 'weighted':
      return d.values[i].value;
    case 'replay':
      return d.values[i];
    case 'zipf': {
      const k = d.first + i;
      if (d.javaType === 'int') return { int: k };
      if (d.javaType === 'long') return { long: k };
      return d.prefix + String(k);
    }
  }
}

/** Typed view for the sampler. */
export function asDistribution(d: ArgumentDistribution): Distribution<JavaValue> {
  return d as Distribution<JavaValue>;
}

/**
 * The scenario's `limiters` list: one item per configuration of a limiter whose module is of family `limiters`
 * (any limiter added after Sentinel and Guava), told apart by `type` — the union of the registered modules'
 * config schemas, rebuilt when a module is registered. With none registered, any item is refused by name.
 */
import { z } from 'zod';
import { describeValue } from '../scenario/issues';
import { CONFIG_SCHEMAS } from './config-schemas';
import { MAX_LIMITERS } from './limiters-max';
import { modulesOf, registryGeneration } from './registry';

export { MAX_LIMITERS };

/** An item of `limiters`: its module's config, `type` first. */
export type LimiterItem = { type: string } & Record<string, unknown>;

let cached: { generation: number; schema: z.ZodType<LimiterItem> } | null = null;

export function limiterItemSchema(): z.ZodType<LimiterItem> {
  const generation = registryGeneration();
  if (cached !== null && cached.generation === generation) return cached.schema;
  const options = modulesOf('limiters').flatMap((m) => {
    const schema = m.config === null ? undefined : (m.config.schema ?? CONFIG_SCHEMAS[m.config.type]);
    return m.config === null || schema === undefined ? [] : [{ type: m.config.type, schema }];
  });
  const types = options.map((o) => JSON.stringify(o.type));
  const error = (iss: { input?: unknown }) =>
    options.length === 0
      ? `no limiter module of family "limiters" is registered, got ${describeValue(iss.input)}`
      : `must be a limiter with "type" ${types.join(' or ')}, got ${describeValue(iss.input)}`;
  let schema: z.ZodType<LimiterItem>;
  if (options.length === 0) schema = z.never({ error }) as unknown as z.ZodType<LimiterItem>;
  else {
    const union = options.map((o) => o.schema) as unknown as [z.ZodObject, z.ZodObject];
    schema = z.discriminatedUnion('type', union, { error }) as unknown as z.ZodType<LimiterItem>;
  }
  cached = { generation, schema };
  return schema;
}

/**
 * The item schema as a scenario field: checks each item against the modules registered AT PARSE TIME (zod's
 * own z.lazy would keep the first answer), passing their issues on with their paths.
 */
export const limiterItemField: z.ZodType<LimiterItem, unknown> = z.unknown().transform((value, ctx) => {
  const r = limiterItemSchema().safeParse(value);
  if (r.success) return r.data;
  for (const i of r.error.issues)
    ctx.addIssue({ ...i, code: 'custom', message: i.message, path: i.path, input: value });
  return z.NEVER;
}) as unknown as z.ZodType<LimiterItem, unknown>;

/**
 * The scenario's `limiters` list: one item per configuration of a limiter whose module is of family `limiters`
 * (any limiter added after Sentinel and Guava), told apart by `type` — the union of the registered modules'
 * config schemas, rebuilt when a module is registered. With none registered, any item is refused by name.
 *
 * A built-in's schema is a loader in its core (`config.schema`, so the page, which ships the cores, does not ship
 * zod): `loadConfigSchemas()` loads them all once (the worker awaits it before it validates anything; the CLI,
 * the package's entry and the tests through `loadAllEngines`). Validating before that throws, naming the kind.
 */
import { z } from 'zod';
import { describeValue } from '../scenario/issues';
import type { LimiterModule } from './contract';
import { MAX_LIMITERS } from './limiters-max';
import { modulesOf, registryGeneration } from './registry';

export { MAX_LIMITERS };

/** An item of `limiters`: its module's config, `type` first. */
export type LimiterItem = { type: string } & Record<string, unknown>;

/** The schemas loaded from the cores' loaders, by the loader (a module replaced at run time brings its own). */
const loadedSchemas = new Map<unknown, z.ZodType>();
let loading: Promise<void> | null = null;
/** Bumped when schemas arrive, so the union rebuilds. */
let loads = 0;

/** Loads the item schema of every registered `limiters` module that gives a loader (each once). */
export function loadConfigSchemas(): Promise<void> {
  const pending = modulesOf('limiters').flatMap((m) => {
    const schema = m.config?.schema;
    return typeof schema === 'function' && !loadedSchemas.has(schema) ? [schema] : [];
  });
  if (pending.length === 0) return loading ?? Promise.resolve();
  const all = Promise.all(pending.map((load) => load().then((s) => void loadedSchemas.set(load, s)))).then(() => {
    loads++;
  });
  loading = all;
  return all;
}

/**
 * The zod schema of a module's items: the one it gives, or the one its loader loaded; null for a module with no
 * item list of its own (Sentinel's, the chain, Guava's: its items are scenario/schema.ts's).
 * @throws Error for a loader not loaded yet (a caller that forgot `loadConfigSchemas`)
 */
export function configSchemaOf(m: LimiterModule): z.ZodType | null {
  const schema = m.config?.schema ?? null;
  if (typeof schema !== 'function') return schema;
  const loaded = loadedSchemas.get(schema);
  if (loaded === undefined)
    throw new Error(`the config schema of ${m.kind} is not loaded: await loadConfigSchemas() first`);
  return loaded;
}

let cached: { generation: number; loads: number; schema: z.ZodType<LimiterItem> } | null = null;

export function limiterItemSchema(): z.ZodType<LimiterItem> {
  const generation = registryGeneration();
  if (cached !== null && cached.generation === generation && cached.loads === loads) return cached.schema;
  const options = modulesOf('limiters').flatMap((m) => {
    const schema = configSchemaOf(m);
    return m.config === null || schema === null ? [] : [{ type: m.config.type, schema }];
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
  cached = { generation, loads, schema };
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

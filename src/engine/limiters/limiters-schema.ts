/**
 * The scenario's `limiters` list: one item per configuration of a limiter whose module is of family `limiters`
 * (any limiter added after Sentinel and Guava), told apart by `type` — the union of the registered modules'
 * config schemas, rebuilt when a module is registered. With none registered, any item is refused by name.
 *
 * A built-in's item schema is its folder's `config.ts` (default export): not in its core, which the page ships, so
 * the page ships no zod. `loadConfigSchemas()` loads them all once (the worker awaits it before it validates
 * anything; the CLI, the package's entry and the tests through `loadAllEngines`); validating before that throws,
 * naming the kind. A module registered at run time gives its schema in its core.
 */
import { z } from 'zod';
import { describeValue } from '../scenario/issues';
import type { LimiterModule } from './contract';
import { MAX_LIMITERS } from './limiters-max';
import { isBuiltInKind, modulesOf, registryGeneration } from './registry';

export { MAX_LIMITERS };

/** An item of `limiters`: its module's config, `type` first. */
export type LimiterItem = { type: string } & Record<string, unknown>;

/** The built-ins' item schemas loaded so far, by kind. */
const loadedSchemas = new Map<string, z.ZodType>();
let loading: Promise<void> | null = null;
/** Bumped when schemas arrive, so the union rebuilds. */
let loads = 0;

/** A built-in `limiters` module's item schema: the default export of its folder's `config.ts` (a chunk each). */
function schemaOfFolder(kind: string): Promise<z.ZodType> {
  return import(`./${kind}/config.ts`).then((m: { readonly default: z.ZodType }) => m.default);
}

/** The built-in `limiters` modules, whose schemas are their folders'. */
function builtInItemKinds(): string[] {
  return modulesOf('limiters')
    .filter((m) => isBuiltInKind(m.kind) && m.config !== null && m.config.schema === null)
    .map((m) => m.kind);
}

/** Loads every built-in `limiters` module's item schema (once). */
export function loadConfigSchemas(): Promise<void> {
  loading ??= Promise.all(
    builtInItemKinds().map((kind) => schemaOfFolder(kind).then((schema) => void loadedSchemas.set(kind, schema))),
  ).then(() => {
    loads++;
  });
  return loading;
}

/**
 * The zod schema of a module's items: the one its core gives, a built-in's its folder's; null for a module with no
 * item list of its own (Sentinel's, the chain, Guava's: its items are scenario/schema.ts's).
 * @throws Error for a built-in's not loaded yet (a caller that forgot `loadConfigSchemas`)
 */
export function configSchemaOf(m: LimiterModule): z.ZodType | null {
  if (m.config === null || m.config.schema !== null) return m.config?.schema ?? null;
  if (m.family !== 'limiters' || !isBuiltInKind(m.kind)) return null;
  const loaded = loadedSchemas.get(m.kind);
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

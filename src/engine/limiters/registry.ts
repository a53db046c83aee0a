/**
 * Every limiter's core, by its kind: the built-ins' from manifest.ts (one line per limiter, whose keys ARE the
 * built-in kinds), then the modules registered at run time. `LimiterModule` makes the compiler reject a core that
 * leaves a part out; the manifest's mapped type one whose kind is not its line's.
 *
 * Every layer asks here what a limiter is: the scenario schema (the `limiters` list accepts the `type` of every
 * module of that family), the worker, CSV export (the named columns) and the UI, which asks ui/limiters/views.ts
 * for how it shows one; the engine halves (how a module runs and explains) load through engines.ts, which
 * simulate(), explain and the Sentinel rule builder read. Nothing else tests a limiter's kind.
 *
 * `registerLimiter` adds a module at run time (a plug-in, or a test's extra limiter; its view, if any, goes to
 * `registerView`); the table is built on first use, so module files may import helpers that import this file.
 */
import type { LimiterEngine, LimiterModule } from './contract';
import type { BuiltInLimiterKind } from './kinds';
import { manifest } from './manifest';

/** The built-in kinds, in manifest order. */
export function builtInKinds(): BuiltInLimiterKind[] {
  return Object.keys(manifest()) as BuiltInLimiterKind[];
}

/** Whether `kind` is a built-in's (a key of manifest.ts). */
export function isBuiltInKind(kind: string): kind is BuiltInLimiterKind {
  return Object.hasOwn(manifest(), kind);
}

let table: Map<string, LimiterModule> | null = null;
/** Bumped on every registration, so derived tables (the `limiters` schema, messages) can rebuild. */
let generation = 0;

function modules(): Map<string, LimiterModule> {
  if (table === null) table = new Map<string, LimiterModule>(Object.entries(manifest()));
  return table;
}

/** Engine halves of modules added with `registerLimiter` (the built-ins' are their folders', engines.ts). */
const addedEngines = new Map<string, LimiterEngine>();

/**
 * Adds (or replaces) a module and its engine half; its kind then names results, its `config.type` items of
 * `limiters`, its view (`registerView`) is offered in the picker, … (the page registers the core alone; the worker and
 * Node pass the engine too).
 */
export function registerLimiter(module: LimiterModule, engine?: LimiterEngine): void {
  modules().set(module.kind, module);
  if (engine !== undefined) addedEngines.set(module.kind, engine);
  generation++;
}

/** Removes a module added with `registerLimiter` (built-ins stay). */
export function unregisterLimiter(kind: string): void {
  if (isBuiltInKind(kind)) return;
  modules().delete(kind);
  addedEngines.delete(kind);
  generation++;
}

/** The engine half registered with a module (the built-ins' load through engines.ts). */
export function addedEngine(kind: string): LimiterEngine | undefined {
  return addedEngines.get(kind);
}

export function registryGeneration(): number {
  return generation;
}

/** The module of a kind; undefined for a kind nobody registered. */
export function limiterModule(kind: string): LimiterModule | undefined {
  return modules().get(kind);
}

/** Every module, built-ins first (in manifest order), then registered ones in registration order. */
export function allLimiterModules(): LimiterModule[] {
  return [...modules().values()];
}

/** The modules whose configurations live in `family`'s list. */
export function modulesOf(family: LimiterModule['family']): LimiterModule[] {
  return allLimiterModules().filter((m) => m.family === family);
}

/** The module of a `guava` / `limiters` item, by its `type`. */
export function moduleOfType(family: 'guava' | 'limiters', type: unknown): LimiterModule | undefined {
  return modulesOf(family).find((m) => m.config !== null && m.config.type === type);
}

/**
 * Every limiter's core, by its kind: one module each, one line here. The table's keys ARE the built-in kinds
 * (kinds.ts); the mapped type makes the compiler reject an entry whose module is not its key's, engines.ts one
 * that leaves a kind's engine out, ui/limiters/views.ts one that leaves a kind's view out, and `LimiterModule` a
 * core that leaves a part out.
 *
 * Every layer asks here what a limiter is: the scenario schema (the `limiters` list accepts the `type` of every
 * module of that family), the worker, CSV export (the named columns) and the UI, which asks views.ts for how it
 * shows one; the engine halves (how a module runs and explains) are listed in engines.ts, which simulate(),
 * explain and the Sentinel rule builder read. Nothing else tests a limiter's kind.
 *
 * `registerLimiter` adds a module at run time (a plug-in, or a test's extra limiter; its view, if any, goes to
 * `registerView`); the table is built on first use, so module files may import helpers that import this file.
 */
import type { LimiterEngine, LimiterModule } from './contract';
import type { BuiltInLimiterKind } from './kinds';
import { guavaBursty } from './guava-bursty';
import { guavaWarmingUp } from './guava-warming-up';
import { goRate } from './go-rate';
import { resilience4j } from './resilience4j';
import { bucket4j } from './bucket4j';
import { scgRedis } from './scg-redis';
import { sentinelGo } from './sentinel-go';
import { textbookFixedWindow } from './textbook-fixed-window';
import { textbookSlidingLog } from './textbook-sliding-log';
import { textbookSlidingWindowCounter } from './textbook-sliding-window-counter';
import { textbookLeakyBucket } from './textbook-leaky-bucket';
import { textbookGcra } from './textbook-gcra';
import { nginxLimitReq } from './nginx-limit-req';
import { envoyLocal } from './envoy-local';
import { sentinelChain } from './sentinel-chain';
import { sentinelCluster } from './sentinel-cluster';
import { sentinelDefault } from './sentinel-default';
import { sentinelNone } from './sentinel-none';
import { sentinelRateLimiter } from './sentinel-rate-limiter';
import { sentinelThread } from './sentinel-thread';
import { sentinelThrottling } from './sentinel-throttling';
import { sentinelWarmUp } from './sentinel-warm-up';
import { sentinelWarmUpRateLimiter } from './sentinel-warm-up-rate-limiter';

/** Holds every entry to be the module of its own key (`LimiterModule<K>` has `kind: K`). */
function ownKinds<T extends { readonly [K in keyof T]: LimiterModule<K & string> }>(t: T): T {
  return t;
}

function builtIns() {
  return ownKinds({
    'sentinel-default': sentinelDefault,
    'sentinel-thread': sentinelThread,
    'sentinel-warm-up': sentinelWarmUp,
    'sentinel-rate-limiter': sentinelRateLimiter,
    'sentinel-throttling': sentinelThrottling,
    'sentinel-warm-up-rate-limiter': sentinelWarmUpRateLimiter,
    'sentinel-none': sentinelNone,
    'sentinel-chain': sentinelChain,
    'guava-bursty': guavaBursty,
    'guava-warming-up': guavaWarmingUp,
    'go-rate': goRate,
    resilience4j,
    bucket4j,
    'scg-redis': scgRedis,
    'sentinel-go': sentinelGo,
    'textbook-fixed-window': textbookFixedWindow,
    'textbook-sliding-log': textbookSlidingLog,
    'textbook-sliding-window-counter': textbookSlidingWindowCounter,
    'textbook-leaky-bucket': textbookLeakyBucket,
    'textbook-gcra': textbookGcra,
    'nginx-limit-req': nginxLimitReq,
    'sentinel-cluster': sentinelCluster,
    'envoy-local': envoyLocal,
  });
}

/** The built-in kinds are this table's keys (kinds.ts). */
export type BuiltIns = ReturnType<typeof builtIns>;

/** The built-in kinds, in registry order. */
export function builtInKinds(): BuiltInLimiterKind[] {
  return Object.keys(builtIns()) as BuiltInLimiterKind[];
}

let table: Map<string, LimiterModule> | null = null;
/** Bumped on every registration, so derived tables (the `limiters` schema, messages) can rebuild. */
let generation = 0;

function modules(): Map<string, LimiterModule> {
  if (table === null) table = new Map<string, LimiterModule>(Object.entries(builtIns()));
  return table;
}

/** Engine halves of modules added with `registerLimiter` (the built-ins' are listed in engines.ts). */
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
  if (Object.hasOwn(builtIns(), kind)) return;
  modules().delete(kind);
  addedEngines.delete(kind);
  generation++;
}

/** The engine half registered with a module (engines.ts has the built-ins'). */
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

/** Every module, built-ins first (in kinds.ts order), then registered ones in registration order. */
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

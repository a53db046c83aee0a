/**
 * Every built-in limiter, one line each: its kind, its core (what it is: `./<kind>/index.ts`) and how its engine
 * half loads (how it runs and explains: `./<kind>/engine.ts`, whose default export it is). A new limiter is its
 * folder(s) and its line here; nothing else names it:
 *
 * - the built-in kinds ARE this table's keys (`BuiltInLimiterKind`, kinds.ts), and the mapped type rejects a line
 *   whose core is not its key's kind;
 * - the core's registry (registry.ts) and the engine halves' loader (engines.ts) both read this table, so a kind
 *   cannot have a core without an engine half or the other way round;
 * - a `limiters` item's zod schema is the core's `config.schema` (a loader, limiters-schema.ts), its view (if any)
 *   the folder `ui/limiters/<kind>/`, found by its name.
 *
 * The engine halves load lazily (a chunk each), so the page, which imports this table for the cores, never
 * fetches them, and the worker fetches one when a scenario first uses it (`ensureEngines`).
 */
import type { LimiterEngine, LimiterModule } from './contract';
import { bucket4j } from './bucket4j';
import { goRate } from './go-rate';
import { guavaBursty } from './guava-bursty';
import { guavaWarmingUp } from './guava-warming-up';
import { nginxLimitReq } from './nginx-limit-req';
import { resilience4j } from './resilience4j';
import { scgRedis } from './scg-redis';
import { sentinelChain } from './sentinel-chain';
import { sentinelCluster } from './sentinel-cluster';
import { sentinelDefault } from './sentinel-default';
import { sentinelGo } from './sentinel-go';
import { sentinelNone } from './sentinel-none';
import { sentinelRateLimiter } from './sentinel-rate-limiter';
import { sentinelThread } from './sentinel-thread';
import { sentinelThrottling } from './sentinel-throttling';
import { sentinelWarmUp } from './sentinel-warm-up';
import { sentinelWarmUpRateLimiter } from './sentinel-warm-up-rate-limiter';
import { textbookFixedWindow } from './textbook-fixed-window';
import { textbookGcra } from './textbook-gcra';
import { textbookLeakyBucket } from './textbook-leaky-bucket';
import { textbookSlidingLog } from './textbook-sliding-log';
import { textbookSlidingWindowCounter } from './textbook-sliding-window-counter';

/** One manifest line: a kind's core and the loader of its engine half. */
export interface BuiltIn<K extends string = string> {
  readonly core: LimiterModule<K>;
  readonly engine: () => Promise<LimiterEngine>;
}

/** A manifest line (`load` is `() => import('./<kind>/engine')`: the module's default export is its engine half). */
function builtIn<K extends string>(
  core: LimiterModule<K>,
  load: () => Promise<{ readonly default: LimiterEngine }>,
): BuiltIn<K> {
  return { core, engine: () => load().then((m) => m.default) };
}

/** Holds every line to be its own key's (`LimiterModule<K>` has `kind: K`). */
function ownKinds<T extends { readonly [K in keyof T]: BuiltIn<K & string> }>(t: T): T {
  return t;
}

/** Built on first use: a core's file may import a helper that imports this table. */
function lines() {
  return ownKinds({
    'sentinel-default': builtIn(sentinelDefault, () => import('./sentinel-default/engine')),
    'sentinel-thread': builtIn(sentinelThread, () => import('./sentinel-thread/engine')),
    'sentinel-warm-up': builtIn(sentinelWarmUp, () => import('./sentinel-warm-up/engine')),
    'sentinel-rate-limiter': builtIn(sentinelRateLimiter, () => import('./sentinel-rate-limiter/engine')),
    'sentinel-throttling': builtIn(sentinelThrottling, () => import('./sentinel-throttling/engine')),
    'sentinel-warm-up-rate-limiter': builtIn(
      sentinelWarmUpRateLimiter,
      () => import('./sentinel-warm-up-rate-limiter/engine'),
    ),
    'sentinel-none': builtIn(sentinelNone, () => import('./sentinel-none/engine')),
    'sentinel-chain': builtIn(sentinelChain, () => import('./sentinel-chain/engine')),
    'guava-bursty': builtIn(guavaBursty, () => import('./guava-bursty/engine')),
    'guava-warming-up': builtIn(guavaWarmingUp, () => import('./guava-warming-up/engine')),
    'go-rate': builtIn(goRate, () => import('./go-rate/engine')),
    resilience4j: builtIn(resilience4j, () => import('./resilience4j/engine')),
    bucket4j: builtIn(bucket4j, () => import('./bucket4j/engine')),
    'scg-redis': builtIn(scgRedis, () => import('./scg-redis/engine')),
    'sentinel-go': builtIn(sentinelGo, () => import('./sentinel-go/engine')),
    'textbook-fixed-window': builtIn(textbookFixedWindow, () => import('./textbook-fixed-window/engine')),
    'textbook-sliding-log': builtIn(textbookSlidingLog, () => import('./textbook-sliding-log/engine')),
    'textbook-sliding-window-counter': builtIn(
      textbookSlidingWindowCounter,
      () => import('./textbook-sliding-window-counter/engine'),
    ),
    'textbook-leaky-bucket': builtIn(textbookLeakyBucket, () => import('./textbook-leaky-bucket/engine')),
    'textbook-gcra': builtIn(textbookGcra, () => import('./textbook-gcra/engine')),
    'nginx-limit-req': builtIn(nginxLimitReq, () => import('./nginx-limit-req/engine')),
    'sentinel-cluster': builtIn(sentinelCluster, () => import('./sentinel-cluster/engine')),
  });
}

export type Manifest = ReturnType<typeof lines>;

let table: Manifest | null = null;

/** The manifest, in its order (the picker's and every list of built-ins). */
export function manifest(): Manifest {
  return (table ??= lines());
}

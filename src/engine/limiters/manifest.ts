/**
 * Every built-in limiter, one line each: its kind and its core (what it is: `./<kind>/index.ts`). A new limiter is
 * its folder(s) and its line here; nothing else names it:
 *
 * - the built-in kinds ARE this table's keys (`BuiltInLimiterKind`, kinds.ts), and the mapped type rejects a line
 *   whose core is not its key's kind (`LimiterModule<K>` has `kind: K`);
 * - its other parts are found by the folder the key names: the engine half is `./<kind>/engine.ts`'s default
 *   export (engines.ts loads it when a scenario first uses the kind), a `limiters` item's zod schema
 *   `./<kind>/config.ts`'s (limiters-schema.ts), the view, if any, `ui/limiters/<kind>/`;
 *   test/engine/limiters/manifest.test.ts fails for a core folder without its line or its engine half.
 *
 * The page imports this table (through registry.ts) for the cores alone: no algorithm, no zod.
 */
import type { LimiterModule } from './contract';
import { bucket4j } from './bucket4j';
import { envoyLocal } from './envoy-local';
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

/** Holds every line to be its own key's core. */
function ownKinds<T extends { readonly [K in keyof T]: LimiterModule<K & string> }>(t: T): T {
  return t;
}

/** Built on first use: a core's file may import a helper that imports this table. */
function lines() {
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

export type Manifest = ReturnType<typeof lines>;

let table: Manifest | null = null;

/** The manifest, in its order (the picker's and every list of built-ins). */
export function manifest(): Manifest {
  return (table ??= lines());
}

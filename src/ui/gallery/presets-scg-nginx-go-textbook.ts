/**
 * More of the "Other limiters" gallery group: Spring Cloud Gateway's Redis limiter, Sentinel-Go, the textbook
 * algorithms (teaching, no upstream) and nginx limit_req (from source, not trace-checked), each showing the
 * surprise its source or recording shows. Pure data like presets.ts (words: messages/gallery-scg-nginx-go-textbook.ts);
 * test/ui/gallery-scg-nginx-go-textbook.test.ts checks every claim against the engine's verdicts.
 */
import { burst, constant, contrastPreset, START_MS, type Item } from './contrast-kit';
import type { GalleryPreset } from './presets';

export type ScgNginxGoTextbookPresetId =
  | 'scg-redis-epoch-refill'
  | 'scg-redis-ttl-zero'
  | 'sentinel-go-cold-start'
  | 'sentinel-go-throttling-batch'
  | 'textbook-window-edge'
  | 'nginx-burst-nodelay';

const scg = (replenishRate: number, burstCapacity: number): Item => ({
  type: 'scgRedisRateLimiter',
  replenishRate,
  burstCapacity,
  requestedTokens: 1,
});
const sentinelGo = (fields: Record<string, unknown>): Item => ({
  type: 'sentinelGoFlowRule',
  resource: 'sim-resource',
  tokenCalculateStrategy: 0,
  controlBehavior: 0,
  threshold: 10,
  maxQueueingTimeMs: 500,
  warmUpPeriodSec: 5,
  warmUpColdFactor: 3,
  statIntervalInMs: 1000,
  ...fields,
});
const nginx = (fields: Record<string, unknown>): Item => ({
  type: 'nginxLimitReq',
  rate: 2,
  rateUnit: 'r/s',
  burst: 3,
  nodelay: false,
  delay: 0,
  ...fields,
});

/** Sentinel-Go's warm-up example: 10 requests at 100 ms into every second, for 9 s. */
const EVERY_SECOND = Array.from({ length: 9 }, (_, k) => burst(k * 1000 + 100, 10));

export const SCG_NGINX_GO_TEXTBOOK_PRESETS: readonly GalleryPreset[] = [
  contrastPreset(
    'scg-redis-epoch-refill',
    () => ({
      name: 'Example: Spring Cloud Gateway refills on absolute epoch seconds',
      durationMs: 2000,
      startMs: START_MS + 400,
      tickMs: 50,
      limiters: [scg(5, 5)],
      traffic: [burst(0, 6), burst(599, 1), burst(600, 6)],
    }),
    [
      [0, 'drained'],
      [599, 'before'],
      [600, 'boundary'],
    ],
  ),
  contrastPreset(
    'scg-redis-ttl-zero',
    () => ({
      name: 'Example: Spring Cloud Gateway with 2 · burstCapacity / replenishRate < 1 never limits',
      durationMs: 3000,
      limiters: [scg(10, 4), scg(10, 5)],
      traffic: [constant(100)],
    }),
    [
      [0, 'nothing'],
      [1500, 'all'],
    ],
  ),
  contrastPreset(
    'sentinel-go-cold-start',
    () => ({
      name: 'Example: Sentinel-Go WarmUp starts cold at Threshold / coldFactor',
      durationMs: 9000,
      limiters: [sentinelGo({ tokenCalculateStrategy: 1 })],
      traffic: EVERY_SECOND,
    }),
    [
      [100, 'cold'],
      [3100, 'climbs'],
      [7100, 'warm'],
    ],
  ),
  contrastPreset(
    'sentinel-go-throttling-batch',
    () => ({
      name: 'Example: Sentinel-Go Throttling blocks a batch larger than the threshold',
      durationMs: 2000,
      tickMs: 50,
      limiters: [sentinelGo({ controlBehavior: 1, threshold: 5 })],
      traffic: [burst(0, 3), burst(1000, 1, 6), burst(1500, 1, 5)],
    }),
    [
      [0, 'spaced'],
      [1000, 'batch'],
      [1500, 'fits'],
    ],
  ),
  contrastPreset(
    'textbook-window-edge',
    () => ({
      name: 'Example: a fixed window lets 2 × limit through at its edge; a sliding log does not',
      durationMs: 2000,
      tickMs: 10,
      limiters: [
        { type: 'textbookFixedWindow', limit: 5, windowMs: 1000 },
        { type: 'textbookSlidingLog', limit: 5, windowMs: 1000 },
        { type: 'textbookSlidingWindowCounter', limit: 5, windowMs: 1000 },
      ],
      traffic: [burst(950, 5), burst(1000, 5)],
    }),
    [
      [950, 'end'],
      [1000, 'edge'],
    ],
  ),
  contrastPreset(
    'nginx-burst-nodelay',
    () => ({
      name: 'Example: nginx limit_req burst=3, with and without nodelay and delay=2',
      durationMs: 3000,
      limiters: [nginx({}), nginx({ nodelay: true }), nginx({ delay: 2 })],
      traffic: [burst(0, 5)],
    }),
    [
      [0, 'burst'],
      [1500, 'drained'],
    ],
  ),
];

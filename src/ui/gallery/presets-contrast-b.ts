/**
 * More of the "Other limiters" gallery group: Spring Cloud Gateway's Redis limiter, Sentinel-Go, the textbook
 * algorithms (teaching, no upstream) and nginx limit_req (from source, not trace-checked), each showing the
 * surprise its source or recording shows. Pure data like presets.ts (words: messages/gallery-contrast-b.ts);
 * test/ui/gallery-contrast-b.test.ts checks every claim against the engine's verdicts.
 */
import type { Scenario } from '../../engine/scenario';
import { DEFAULT_IDENTITY } from '../lib/traffic-presets';
import type { GalleryPreset, TourStep } from './presets';

export type ContrastBPresetId =
  | 'scg-redis-epoch-refill'
  | 'scg-redis-ttl-zero'
  | 'sentinel-go-cold-start'
  | 'sentinel-go-throttling-batch'
  | 'textbook-window-edge'
  | 'nginx-burst-nodelay';

type Source = Scenario['traffic'][number];
type Item = NonNullable<Scenario['limiters']>[number];

/** A whole second of the wall clock (the Redis and Sentinel-Go clocks are epoch clocks). */
const START_MS = 1_700_000_000_000;
const ATTRS = {
  acquire: 1,
  prioritized: false,
  rt: { type: 'fixed', ms: 0 },
  errorRate: 0,
  ...DEFAULT_IDENTITY,
} as const;
const LIMITERS = { kind: 'limiters', index: 0 } as const;

function burst(atMs: number, count: number, acquire = 1): Source {
  return { type: 'burst', atMs, count, spreadMs: 0, ...ATTRS, acquire };
}
function constant(qps: number): Source {
  return { type: 'constant', qps, startMs: 0, endMs: null, ...ATTRS };
}

interface Parts {
  name: string;
  durationMs: number;
  startMs?: number;
  tickMs?: Scenario['view']['tickMs'];
  limiters: Item[];
  traffic: Source[];
}

function scenario(p: Parts): Scenario {
  return {
    version: 1,
    name: p.name,
    sentinelVersion: '1.8.9',
    coldFactor: 3,
    startMs: p.startMs ?? START_MS,
    durationMs: p.durationMs,
    seed: 1,
    rules: [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    guava: [],
    limiters: p.limiters,
    traffic: p.traffic,
    injections: [],
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    view: { limiter: LIMITERS, cursorMs: 0, tickMs: p.tickMs ?? 100 },
  };
}

function texts(id: ContrastBPresetId) {
  return { titleKey: `gallery.${id}.title`, summaryKey: `gallery.${id}.summary`, watchKey: `gallery.${id}.watch` };
}
function tour(id: ContrastBPresetId, stops: [atMs: number, name: string][]): TourStep[] {
  return stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` }));
}

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

export const CONTRAST_B_PRESETS: readonly GalleryPreset[] = [
  {
    id: 'scg-redis-epoch-refill',
    group: 'other-limiters',
    ...texts('scg-redis-epoch-refill'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: Spring Cloud Gateway refills on absolute epoch seconds',
        durationMs: 2000,
        startMs: START_MS + 400,
        tickMs: 50,
        limiters: [scg(5, 5)],
        traffic: [burst(0, 6), burst(599, 1), burst(600, 6)],
      }),
    tour: tour('scg-redis-epoch-refill', [
      [0, 'drained'],
      [599, 'before'],
      [600, 'boundary'],
    ]),
  },
  {
    id: 'scg-redis-ttl-zero',
    group: 'other-limiters',
    ...texts('scg-redis-ttl-zero'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: Spring Cloud Gateway with 2 · burstCapacity / replenishRate < 1 never limits',
        durationMs: 3000,
        limiters: [scg(10, 4), scg(10, 5)],
        traffic: [constant(100)],
      }),
    tour: tour('scg-redis-ttl-zero', [
      [0, 'nothing'],
      [1500, 'all'],
    ]),
  },
  {
    id: 'sentinel-go-cold-start',
    group: 'other-limiters',
    ...texts('sentinel-go-cold-start'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: Sentinel-Go WarmUp starts cold at Threshold / coldFactor',
        durationMs: 9000,
        limiters: [sentinelGo({ tokenCalculateStrategy: 1 })],
        traffic: EVERY_SECOND,
      }),
    tour: tour('sentinel-go-cold-start', [
      [100, 'cold'],
      [3100, 'climbs'],
      [7100, 'warm'],
    ]),
  },
  {
    id: 'sentinel-go-throttling-batch',
    group: 'other-limiters',
    ...texts('sentinel-go-throttling-batch'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: Sentinel-Go Throttling blocks a batch larger than the threshold',
        durationMs: 2000,
        tickMs: 50,
        limiters: [sentinelGo({ controlBehavior: 1, threshold: 5 })],
        traffic: [burst(0, 3), burst(1000, 1, 6), burst(1500, 1, 5)],
      }),
    tour: tour('sentinel-go-throttling-batch', [
      [0, 'spaced'],
      [1000, 'batch'],
      [1500, 'fits'],
    ]),
  },
  {
    id: 'textbook-window-edge',
    group: 'other-limiters',
    ...texts('textbook-window-edge'),
    limiter: LIMITERS,
    build: () =>
      scenario({
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
    tour: tour('textbook-window-edge', [
      [950, 'end'],
      [1000, 'edge'],
    ]),
  },
  {
    id: 'nginx-burst-nodelay',
    group: 'other-limiters',
    ...texts('nginx-burst-nodelay'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: nginx limit_req burst=3, with and without nodelay and delay=2',
        durationMs: 3000,
        limiters: [nginx({}), nginx({ nodelay: true }), nginx({ delay: 2 })],
        traffic: [burst(0, 5)],
      }),
    tour: tour('nginx-burst-nodelay', [
      [0, 'burst'],
      [1500, 'drained'],
    ]),
  },
];

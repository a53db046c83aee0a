/**
 * The "Other limiters" gallery group: the surprises the recordings of golang.org/x/time/rate, resilience4j and
 * Bucket4j show, each beside what Sentinel or Guava would do on the same traffic where that is the point.
 * Pure data like presets.ts (the words are in messages/gallery-contrast.ts); test/ui/gallery-contrast.test.ts
 * checks every claim against the engine's verdicts.
 */
import type { Scenario } from '../../engine/scenario';
import { DEFAULT_IDENTITY } from '../lib/traffic-presets';
import type { GalleryPreset, TourStep } from './presets';

export type ContrastPresetId =
  | 'go-rate-full-start'
  | 'go-rate-inf-freeze'
  | 'resilience4j-cycle-edge'
  | 'resilience4j-timeout-park'
  | 'bucket4j-interval-grid';

type Source = Scenario['traffic'][number];
type Item = NonNullable<Scenario['limiters']>[number];

/** A whole second of the wall clock: Bucket4j's grid example moves its bucket off it by 250 ms. */
const START_MS = 1_700_000_000_000;
const ATTRS = {
  acquire: 1,
  prioritized: false,
  rt: { type: 'fixed', ms: 0 },
  errorRate: 0,
  ...DEFAULT_IDENTITY,
} as const;
const LIMITERS = { kind: 'limiters', index: 0 } as const;

function burst(atMs: number, count: number): Source {
  return { type: 'burst', atMs, count, spreadMs: 0, ...ATTRS };
}
function constant(qps: number, startMs = 0, endMs: number | null = null): Source {
  return { type: 'constant', qps, startMs, endMs, ...ATTRS };
}

interface Parts {
  name: string;
  durationMs: number;
  startMs?: number;
  tickMs?: Scenario['view']['tickMs'];
  guava?: Scenario['guava'];
  rules?: Scenario['rules'];
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
    rules: p.rules ?? [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    guava: p.guava ?? [],
    limiters: p.limiters,
    traffic: p.traffic,
    injections: [],
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    view: { limiter: LIMITERS, cursorMs: 0, tickMs: p.tickMs ?? 100 },
  };
}

function texts(id: ContrastPresetId) {
  return { titleKey: `gallery.${id}.title`, summaryKey: `gallery.${id}.summary`, watchKey: `gallery.${id}.watch` };
}
function tour(id: ContrastPresetId, stops: [atMs: number, name: string][]): TourStep[] {
  return stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` }));
}

const goRate = (fields: Record<string, unknown>): Item => ({
  type: 'goRate',
  limit: 5,
  burst: 5,
  call: 'ReserveN',
  waitTimeoutMs: null,
  changes: [],
  ...fields,
});
const r4j = (fields: Record<string, unknown>): Item => ({
  type: 'resilience4j',
  limitForPeriod: 5,
  limitRefreshPeriodMs: 1000,
  timeoutDurationMs: 0,
  call: 'acquirePermission',
  changes: [],
  ...fields,
});
const bucket = (refill: string, extra: Record<string, unknown> = {}): Item => ({
  type: 'bucket4j',
  bandwidths: [{ capacity: 5, refill, refillTokens: 5, refillPeriodMs: 1000, ...extra }],
  call: 'tryConsume',
  maxWaitMs: 1000,
});

export const CONTRAST_PRESETS: readonly GalleryPreset[] = [
  {
    id: 'go-rate-full-start',
    group: 'other-limiters',
    ...texts('go-rate-full-start'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: x/time/rate starts full and goes negative; Guava starts empty',
        durationMs: 4000,
        guava: [{ type: 'bursty', permitsPerSecond: 5, maxBurstSeconds: 1, tryAcquireTimeoutMs: null }],
        limiters: [goRate({})],
        traffic: [burst(0, 10)],
      }),
    tour: tour('go-rate-full-start', [
      [0, 'burst'],
      [100, 'debt'],
      [1000, 'repaid'],
    ]),
  },
  {
    id: 'go-rate-inf-freeze',
    group: 'other-limiters',
    ...texts('go-rate-inf-freeze'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: x/time/rate SetLimitAt(Inf) freezes the bucket',
        durationMs: 5000,
        limiters: [
          goRate({
            changes: [
              { atMs: 500, setLimit: 'Inf' },
              { atMs: 3000, setLimit: 5 },
            ],
          }),
        ],
        traffic: [burst(0, 10), constant(20, 1000, 3000)],
      }),
    tour: tour('go-rate-inf-freeze', [
      [0, 'debt'],
      [500, 'inf'],
      [2000, 'frozen'],
      [3000, 'full'],
    ]),
  },
  {
    id: 'resilience4j-cycle-edge',
    group: 'other-limiters',
    ...texts('resilience4j-cycle-edge'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: resilience4j lets 2 × limitForPeriod through at a cycle edge',
        durationMs: 3000,
        tickMs: 10,
        rules: [
          {
            resource: 'demo',
            limitApp: 'default',
            grade: 1,
            count: 5,
            strategy: 0,
            controlBehavior: 0,
            warmUpPeriodSec: 10,
            maxQueueingTimeMs: 500,
            clusterMode: false,
            regex: false,
          },
        ],
        limiters: [r4j({})],
        traffic: [burst(985, 5), burst(1000, 5), burst(1010, 5)],
      }),
    tour: tour('resilience4j-cycle-edge', [
      [985, 'before'],
      [1000, 'after'],
      [1010, 'refused'],
    ]),
  },
  {
    id: 'resilience4j-timeout-park',
    group: 'other-limiters',
    ...texts('resilience4j-timeout-park'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: resilience4j parks a refused caller for its whole timeout',
        durationMs: 3000,
        limiters: [r4j({ timeoutDurationMs: 300 })],
        traffic: [burst(200, 10), burst(1800, 6)],
      }),
    tour: tour('resilience4j-timeout-park', [
      [200, 'refused'],
      [1800, 'waits'],
    ]),
  },
  {
    id: 'bucket4j-interval-grid',
    group: 'other-limiters',
    ...texts('bucket4j-interval-grid'),
    limiter: LIMITERS,
    build: () =>
      scenario({
        name: 'Example: Bucket4j intervally refills on its own grid, intervally-aligned on the clock’s',
        durationMs: 3000,
        startMs: START_MS + 250,
        tickMs: 50,
        limiters: [bucket('intervally'), bucket('intervallyAligned', { timeOfFirstRefillMs: START_MS + 1000 })],
        traffic: [constant(20)],
      }),
    tour: tour('bucket4j-interval-grid', [
      [200, 'empty'],
      [750, 'aligned'],
      [1000, 'intervally'],
    ]),
  },
];

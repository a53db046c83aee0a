/**
 * The gallery's examples of Sentinel's flow control and circuit breaking (and the helpers Guava's examples,
 * presets-guava.ts, share): each a whole scenario built by hand from the articles most users first met (../shared/reference): count 20,
 * warmUpPeriodSec 10, coldFactor 3 → warningToken 100, maxToken 200, slope 0.001; the warm-up + pacing interval
 * falling from 150 ms to 50 ms; `RateLimiter.create(5.0)`. Their words are i18n/messages/gallery.ts's.
 */
import type { Scenario } from '../../engine/scenario';
import { scenarioPreset } from '../lib/breaker-presets';
import { DEFAULT_ATTRS } from '../lib/traffic-presets';
import { exampleScenario } from '../lib/example-scenario';
import type { GalleryPreset, TourStep } from './presets';
import { defaultFlowRule } from '../../engine/sentinel/rules/flow-rule-constants';

export type SentinelPresetId =
  | 'warm-up-cold-start'
  | 'warm-up-rate-limiter'
  | 'pacing-burst'
  | 'reject-straddle'
  | 'guava-pay-later'
  | 'guava-warm-up-ramp'
  | 'prioritized-borrow'
  | 'pacing-precision-1-8-6'
  | 'pacing-precision-1-8-9'
  | 'warm-up-refill'
  | 'breaker-probe'
  | 'guava-zero-warm-up';

type Rule = Scenario['rules'][number];
type Source = Scenario['traffic'][number];
type Guava = Scenario['guava'][number];

/** A QPS flow rule on `demo` with Sentinel's defaults; `fields` override them. */
function flowRule(fields: Partial<Rule>): Rule {
  return defaultFlowRule('demo', { count: 20, ...fields });
}

/** Even arrivals at each step's rate from its `atMs` until the next step. */
export function steps(...list: [atMs: number, qps: number][]): Source {
  return { type: 'step', steps: list.map(([atMs, qps]) => ({ atMs, qps })), process: 'even', ...DEFAULT_ATTRS };
}

export function burst(atMs: number, count: number, fields: { acquire?: number; prioritized?: boolean } = {}): Source {
  return { type: 'burst', atMs, count, spreadMs: 0, ...DEFAULT_ATTRS, ...fields };
}

export function constant(qps: number, startMs = 0): Source {
  return { type: 'constant', qps, startMs, endMs: null, ...DEFAULT_ATTRS };
}

interface Parts {
  name: string;
  durationMs: number;
  tickMs?: Scenario['view']['tickMs'];
  sentinelVersion?: Scenario['sentinelVersion'];
  rules?: Rule[];
  guava?: Guava[];
  traffic: Source[];
}

/** A complete scenario: nothing but what the example needs, shown on its first rule (else Guava limiter). */
export function scenario(p: Parts): Scenario {
  const kind = p.rules && p.rules.length > 0 ? 'sentinel' : 'guava';
  return exampleScenario({ ...p, limiter: { kind, index: 0 } }); // starts at START_MS, a whole second
}

/** The message keys of a preset: `gallery.<id>.title|summary|watch`. */
export function texts(id: string) {
  return { titleKey: `gallery.${id}.title`, summaryKey: `gallery.${id}.summary`, watchKey: `gallery.${id}.watch` };
}

/** The tour of a preset: `[atMs, name]` → `{ atMs, captionKey: gallery.<id>.tour.<name> }`. */
export function tour(id: string, stops: [atMs: number, name: string][]): TourStep[] {
  return stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` }));
}

const SENTINEL = { kind: 'sentinel', index: 0 } as const;
const CHAIN = { kind: 'chain', index: 0 } as const;

/** The articles' WarmUp rule: count 20, warmUpPeriodSec 10 (coldFactor 3 is the scenario's). */
const ARTICLE_WARM_UP = { count: 20, warmUpPeriodSec: 10 } as const;
/** Quiet for 2 s (the bucket is full: cold), then 30 QPS: the articles' cold start. */
const STEP_TO_30 = (): Source => steps([0, 0], [2000, 30]);

export const SENTINEL_PRESETS: readonly GalleryPreset<SentinelPresetId>[] = [
  {
    id: 'warm-up-cold-start',
    group: 'sentinel-flow',
    ...texts('warm-up-cold-start'),
    limiter: SENTINEL,
    build: () =>
      scenario({
        name: 'Example: WarmUp cold start (count 20, warmUpPeriodSec 10)',
        durationMs: 20_000,
        rules: [flowRule({ ...ARTICLE_WARM_UP, controlBehavior: 1 })],
        traffic: [STEP_TO_30()],
      }),
    tour: tour('warm-up-cold-start', [
      [2000, 'first'],
      [2200, 'refused'],
      [3000, 'second'],
      [13_000, 'near'],
      [14_000, 'warm'],
      [19_000, 'steady'],
    ]),
  },
  {
    id: 'warm-up-rate-limiter',
    group: 'sentinel-flow',
    ...texts('warm-up-rate-limiter'),
    limiter: SENTINEL,
    build: () =>
      scenario({
        name: 'Example: WarmUp + rate limiter (interval 150 ms → 50 ms)',
        durationMs: 20_000,
        rules: [flowRule({ ...ARTICLE_WARM_UP, controlBehavior: 3, maxQueueingTimeMs: 500 })],
        traffic: [STEP_TO_30()],
      }),
    tour: tour('warm-up-rate-limiter', [
      [2000, 'first'],
      [2033, 'queued'],
      [2166, 'refused'],
      [9000, 'faster'],
      [13_000, 'warm'],
    ]),
  },
  {
    id: 'pacing-burst',
    group: 'sentinel-flow',
    ...texts('pacing-burst'),
    limiter: SENTINEL,
    build: () =>
      scenario({
        name: 'Example: pacing a burst (count 10, maxQueueingTimeMs 500)',
        durationMs: 5000,
        tickMs: 50,
        rules: [flowRule({ count: 10, controlBehavior: 2, maxQueueingTimeMs: 500 })],
        traffic: [burst(1000, 10), burst(3000, 3)],
      }),
    tour: tour('pacing-burst', [
      [1000, 'burst'],
      [1100, 'first-queued'],
      [1500, 'last-queued'],
      [3000, 'idle'],
    ]),
  },
  {
    id: 'reject-straddle',
    group: 'sentinel-flow',
    ...texts('reject-straddle'),
    limiter: SENTINEL,
    build: () =>
      scenario({
        name: 'Example: a burst straddling two 500 ms buckets (count 10)',
        durationMs: 4000,
        tickMs: 50,
        rules: [flowRule({ count: 10, controlBehavior: 0 })],
        traffic: [burst(900, 10), burst(1500, 10), burst(2400, 10)],
      }),
    tour: tour('reject-straddle', [
      [900, 'first'],
      [1500, 'second'],
      [2400, 'third'],
    ]),
  },
  {
    id: 'prioritized-borrow',
    group: 'sentinel-flow',
    ...texts('prioritized-borrow'),
    limiter: SENTINEL,
    build: () =>
      scenario({
        name: 'Example: prioritized requests borrow the next bucket (count 10)',
        durationMs: 3000,
        tickMs: 50,
        rules: [flowRule({ count: 10, controlBehavior: 0 })],
        traffic: [
          burst(300, 10),
          burst(400, 1, { prioritized: true }),
          burst(800, 12, { prioritized: true }),
          burst(800, 2),
          burst(1100, 2),
        ],
      }),
    tour: tour('prioritized-borrow', [
      [300, 'full'],
      [400, 'too-far'],
      [800, 'borrow'],
      [1000, 'pass'],
      [1100, 'after'],
    ]),
  },
  {
    id: 'pacing-precision-1-8-6',
    group: 'sentinel-flow',
    ...texts('pacing-precision-1-8-6'),
    limiter: SENTINEL,
    build: () =>
      scenario({
        name: 'Example: pacing at count 2000 in Sentinel 1.8.6 (RateLimiterController)',
        durationMs: 3000,
        sentinelVersion: '1.8.6',
        rules: [flowRule({ count: 2000, controlBehavior: 2, maxQueueingTimeMs: 500 })],
        traffic: [constant(3000)],
      }),
    tour: tour('pacing-precision-1-8-6', [
      [0, 'cost'],
      [250, 'queue-full'],
      [2000, 'half'],
    ]),
  },
  {
    id: 'pacing-precision-1-8-9',
    group: 'sentinel-flow',
    ...texts('pacing-precision-1-8-9'),
    limiter: SENTINEL,
    build: () =>
      scenario({
        name: 'Example: pacing at count 2000 in Sentinel 1.8.7+ (ThrottlingController)',
        durationMs: 3000,
        sentinelVersion: '1.8.9',
        rules: [flowRule({ count: 2000, controlBehavior: 2, maxQueueingTimeMs: 500 })],
        traffic: [constant(3000)],
      }),
    tour: tour('pacing-precision-1-8-9', [
      [0, 'cost'],
      [999, 'queue-full'],
      [2000, 'full'],
    ]),
  },
  {
    id: 'warm-up-refill',
    group: 'sentinel-flow',
    ...texts('warm-up-refill'),
    limiter: SENTINEL,
    build: () =>
      scenario({
        name: 'Example: WarmUp refills only below count / coldFactor',
        durationMs: 44_000,
        rules: [flowRule({ ...ARTICLE_WARM_UP, controlBehavior: 1 })],
        traffic: [steps([0, 30], [15_000, 8], [25_000, 30], [28_000, 5], [40_000, 30])],
      }),
    tour: tour('warm-up-refill', [
      [14_000, 'warm'],
      [19_000, 'hover'],
      [25_000, 'still-warm'],
      [36_000, 'refill'],
      [40_000, 'cold-again'],
    ]),
  },
  {
    id: 'breaker-probe',
    group: 'sentinel-breaker',
    ...texts('breaker-probe'),
    limiter: CHAIN,
    // the slot-chain preset "Slow downstream" (src/ui/lib/breaker-presets.ts), on this gallery's clean base
    build: (tr) => ({
      ...scenarioPreset('slow-downstream')!.build(
        scenario({ name: '', durationMs: 60_000, rules: [flowRule({})], traffic: [] }),
        tr,
      ),
      name: 'Example: a circuit breaker trips at minRequestAmount and sends one probe',
    }),
    tour: tour('breaker-probe', [
      [20_000, 'incident'],
      [20_300, 'first-slow'],
      [20_500, 'open'],
      [25_500, 'probe'],
      [25_550, 'only-one'],
      [25_800, 'reopen'],
      [41_420, 'closed'],
    ]),
  },
];

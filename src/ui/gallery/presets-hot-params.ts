/**
 * The gallery's "Hot parameters & gateway" group, hot-parameter half: the surprises the recordings of
 * sentinel-parameter-flow-control 1.8.9 show (../shared/conformance-next/sentinel-param-flow), each a small
 * scenario on the slot chain with one ParamFlowRule. Words in messages/gallery-hot-params.ts (both languages);
 * every claim is checked against the engine by test/ui/gallery-hot-params.test.ts.
 *
 *   hp-refill-whole-window  +1000 ms exactly is still blocked; the refill comes from the request's time
 *   hp-pacing-no-queue      controlBehavior 2 with the default maxQueueingTimeMs 0: nothing queues
 *   hp-negative-index       paramIdx −1 is rewritten on the first call (3 arguments → index 2, for good)
 *   hp-null-in-list         a null element of a list argument passes the whole request
 *   hp-long-vs-int          Long 7 does not match the int hot item 7 (classType)
 *   hp-lru-evicted          an evicted value comes back with a full bucket
 *   hp-no-args              #3453: no arguments, so the rule never fires
 */
import type { Scenario } from '../../engine/scenario';
import type { JavaValue } from '../../engine/sentinel/param-flow/java-value';
import { DEFAULT_ATTRS } from '../lib/traffic-presets';
import type { GalleryPreset, TourStep } from './presets';

export type HotParamPresetId =
  | 'hp-refill-whole-window'
  | 'hp-pacing-no-queue'
  | 'hp-negative-index'
  | 'hp-null-in-list'
  | 'hp-long-vs-int'
  | 'hp-lru-evicted'
  | 'hp-no-args';

/** The group's id (the gateway presets join it). */
export const HOT_PARAMS_GROUP = 'hot-params-gateway';

type Source = Scenario['traffic'][number];
type HotRule = NonNullable<Scenario['paramFlowRules']>[number];
type Params = NonNullable<Source['params']>;

const START_MS = 1_700_000_000_000;
const CHAIN = { kind: 'chain', index: 0 } as const;

/** A ParamFlowRule on `demo` with the Java field initialisers; `fields` override them. */
export function hotRule(fields: Partial<HotRule>): HotRule {
  return {
    resource: 'demo',
    limitApp: 'default',
    grade: 1,
    paramIdx: 0,
    count: 1,
    controlBehavior: 0,
    maxQueueingTimeMs: 0,
    burstCount: 0,
    durationInSec: 1,
    paramFlowItemList: [],
    clusterMode: false,
    regex: false,
    ...fields,
  };
}

/** One fixed argument per value: `fixed('a', 'b')` is `SphU.entry(…, "a", "b")`. */
const fixed = (...values: JavaValue[]): Params => values.map((value) => ({ type: 'fixed', value })) as Params;

function burst(atMs: number, count: number, params: Params | undefined, spreadMs = 0): Source {
  return { type: 'burst', atMs, count, spreadMs, ...DEFAULT_ATTRS, ...(params ? { params } : {}) } as Source;
}

function constant(qps: number, params: Params | undefined, startMs = 0): Source {
  return { type: 'constant', qps, startMs, endMs: null, ...DEFAULT_ATTRS, ...(params ? { params } : {}) } as Source;
}

function scenario(name: string, durationMs: number, rules: HotRule[], traffic: Source[], tickMs = 100): Scenario {
  return {
    version: 1,
    name: `Example: ${name}`,
    sentinelVersion: '1.8.9',
    coldFactor: 3,
    startMs: START_MS,
    durationMs,
    seed: 1,
    rules: [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    paramFlowRules: rules,
    guava: [],
    traffic,
    injections: [],
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    view: { limiter: CHAIN, cursorMs: 0, tickMs: tickMs as Scenario['view']['tickMs'] },
  };
}

function texts(id: HotParamPresetId) {
  return { titleKey: `gallery.${id}.title`, summaryKey: `gallery.${id}.summary`, watchKey: `gallery.${id}.watch` };
}
function tour(id: HotParamPresetId, stops: [atMs: number, name: string][]): TourStep[] {
  return stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` }));
}

type HotPreset = Omit<GalleryPreset, 'id' | 'group'> & { id: HotParamPresetId; group: typeof HOT_PARAMS_GROUP };

export const HOT_PARAM_PRESETS: readonly HotPreset[] = [
  {
    id: 'hp-refill-whole-window',
    group: HOT_PARAMS_GROUP,
    ...texts('hp-refill-whole-window'),
    limiter: CHAIN,
    // count 1 a second for user "u1": requests at 0, 1000, 1001, 2000, 2002 ms
    build: () =>
      scenario(
        'a hot value refills only after MORE than durationInSec, from the request time',
        3000,
        [hotRule({ count: 1, durationInSec: 1 })],
        [0, 1000, 1001, 2000, 2002].map((t) => burst(t, 1, fixed('u1'))),
        10,
      ),
    tour: tour('hp-refill-whole-window', [
      [0, 'first'],
      [1000, 'exactly'],
      [1001, 'refill'],
      [2000, 'drift'],
      [2002, 'again'],
    ]),
  },
  {
    id: 'hp-pacing-no-queue',
    group: HOT_PARAMS_GROUP,
    ...texts('hp-pacing-no-queue'),
    limiter: CHAIN,
    build: () =>
      scenario(
        'hot-parameter pacing queues nothing by default (maxQueueingTimeMs 0)',
        2000,
        [hotRule({ count: 10, controlBehavior: 2 })],
        [burst(0, 5, fixed('sku-1')), burst(1000, 5, fixed('sku-1'))],
      ),
    tour: tour('hp-pacing-no-queue', [
      [0, 'burst'],
      [1000, 'again'],
    ]),
  },
  {
    id: 'hp-negative-index',
    group: HOT_PARAMS_GROUP,
    ...texts('hp-negative-index'),
    limiter: CHAIN,
    build: () =>
      scenario(
        'a negative paramIdx is rewritten on the first call',
        2000,
        [hotRule({ paramIdx: -1, count: 1, durationInSec: 2 })],
        [
          burst(0, 1, fixed('a', 'b', 'c')),
          constant(
            5,
            [
              ...fixed('w', 'x', 'y'),
              { type: 'replay', values: ['z1', 'z2', 'z3', 'z4', 'z5', 'z6', 'z7', 'z8', 'z9', 'z10'] },
            ] as Params,
            100,
          ),
        ],
      ),
    tour: tour('hp-negative-index', [
      [0, 'first'],
      [100, 'later'],
    ]),
  },
  {
    id: 'hp-null-in-list',
    group: HOT_PARAMS_GROUP,
    ...texts('hp-null-in-list'),
    limiter: CHAIN,
    build: () =>
      scenario(
        'a null element in a list argument passes the request',
        2000,
        [hotRule({ count: 2 })],
        [constant(5, fixed({ list: ['a'] })), constant(5, fixed({ list: [null, 'b'] }))],
      ),
    tour: tour('hp-null-in-list', [
      [0, 'start'],
      [1000, 'second'],
    ]),
  },
  {
    id: 'hp-long-vs-int',
    group: HOT_PARAMS_GROUP,
    ...texts('hp-long-vs-int'),
    limiter: CHAIN,
    build: () =>
      scenario(
        'Long 7 is not the int hot item 7',
        2000,
        [hotRule({ count: 1, paramFlowItemList: [{ object: '7', count: 100, classType: 'int' }] })],
        [constant(10, fixed({ long: 7 })), constant(10, fixed({ int: 7 }))],
      ),
    tour: tour('hp-long-vs-int', [
      [0, 'start'],
      [1000, 'second'],
    ]),
  },
  {
    id: 'hp-lru-evicted',
    group: HOT_PARAMS_GROUP,
    ...texts('hp-lru-evicted'),
    limiter: CHAIN,
    build: () =>
      scenario(
        'an evicted value comes back with a full bucket',
        1000,
        [hotRule({ count: 2 })],
        [
          burst(0, 3, fixed('hot')),
          burst(
            100,
            6000,
            [{ type: 'zipf', keys: 100_000, exponent: 0, javaType: 'String', first: 1, prefix: 'user-' }] as Params,
            700,
          ),
          burst(950, 1, fixed('hot')),
        ],
        50,
      ),
    tour: tour('hp-lru-evicted', [
      [0, 'spent'],
      [100, 'flood'],
      [950, 'back'],
    ]),
  },
  {
    id: 'hp-no-args',
    group: HOT_PARAMS_GROUP,
    ...texts('hp-no-args'),
    limiter: CHAIN,
    build: () =>
      scenario(
        'no arguments, so the hot rule never fires (#3453)',
        2000,
        [hotRule({ count: 1 })],
        [constant(10, undefined), constant(10, fixed('u1'))],
      ),
    tour: tour('hp-no-args', [
      [0, 'start'],
      [1000, 'second'],
    ]),
  },
];

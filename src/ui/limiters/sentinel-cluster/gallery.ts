/**
 * The gallery's "Cluster" group (issue 14): what the recordings of sentinel-cluster 1.8.9 show, each as a
 * whole scenario with one `sentinelCluster` limiter (engine/limiters/sentinel-cluster). The words live in
 * ./gallery-texts.ts (the view's `lazy.ts`); test/ui/gallery/presets-cluster.test.ts runs every preset through the
 * engine and checks the claim its text makes, and pins the tour's moments.
 *
 *   avg-local-zero-clients      AVG_LOCAL × 0 connected clients = threshold 0: the embedded host is blocked
 *   namespace-limiter           GlobalRequestLimiter exists once a namespace set is loaded; counts requests
 *   occupy-oldest-bucket        a prioritized occupy needs the burst's bucket to be the window's oldest
 *   occupied-land-late          occupied tokens land at the next bucket RESET, ~9 s later, and block then
 *   fallback-holds-cluster      the local fallback window already holds the passes the server granted
 *   fallback-double-borrow      a prioritized fallback borrows twice, or is blocked after its first wait
 *   global-50-let-68            #361: GLOBAL 50 admits 75 a second while one node's requests time out
 */
import type { Scenario } from '../../../engine/scenario';
import { DEFAULT_ATTRS } from '../../lib/traffic-presets';
import { contrastScenario, type Item, type Source } from '../../lib/example-scenario';
import type { GalleryPreset, TourStep } from '../../gallery/presets';

export type ClusterPresetId =
  | 'avg-local-zero-clients'
  | 'namespace-limiter'
  | 'occupy-oldest-bucket'
  | 'occupied-land-late'
  | 'fallback-holds-cluster'
  | 'fallback-double-borrow'
  | 'global-50-let-68';

function constant(qps: number, startMs = 0, fields: { acquire?: number } = {}, endMs: number | null = null): Source {
  return { type: 'constant', qps, startMs, endMs, ...DEFAULT_ATTRS, ...fields };
}

function burst(atMs: number, count: number, prioritized = false): Source {
  return { type: 'burst', atMs, count, spreadMs: 0, ...DEFAULT_ATTRS, prioritized };
}

/** A cluster rule on `api` (QPS, reject); `thresholdType` 0 AVG_LOCAL, 1 GLOBAL. */
function clusterRule(count: number, thresholdType: 0 | 1, extra: Record<string, unknown> = {}) {
  return {
    resource: 'api',
    limitApp: 'default',
    grade: 1,
    count,
    strategy: 0,
    controlBehavior: 0,
    warmUpPeriodSec: 10,
    maxQueueingTimeMs: 500,
    clusterMode: true,
    clusterConfig: {
      flowId: 1,
      thresholdType,
      fallbackToLocalWhenFail: true,
      strategy: 0,
      sampleCount: 10,
      windowIntervalMs: 1000,
      resourceTimeout: 2000,
      resourceTimeoutStrategy: 0,
      acquireRefuseStrategy: 0,
      clientOfflineTime: 2000,
      ...extra,
    },
    regex: false,
  };
}

/** An example's scenario: one sentinelCluster item on the traffic (lib/example-scenario.ts fills the rest). */
function scenario(name: string, durationMs: number, item: Record<string, unknown>, traffic: Source[], tickMs = 100) {
  return contrastScenario({
    name,
    durationMs,
    tickMs: tickMs as Scenario['view']['tickMs'],
    limiters: [{ type: 'sentinelCluster', ...item } as Item],
    traffic,
  });
}

const CLUSTER = { kind: 'limiters', index: 0 } as const;

function texts(id: ClusterPresetId) {
  return { titleKey: `gallery.${id}.title`, summaryKey: `gallery.${id}.summary`, watchKey: `gallery.${id}.watch` };
}
function tour(id: ClusterPresetId, stops: [atMs: number, name: string][]): TourStep[] {
  return stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` }));
}

export const CLUSTER_PRESETS: readonly GalleryPreset<ClusterPresetId>[] = [
  {
    id: 'avg-local-zero-clients',
    group: 'cluster',
    ...texts('avg-local-zero-clients'),
    limiter: CLUSTER,
    build: () =>
      scenario(
        'Example: AVG_LOCAL with zero connected clients blocks everything',
        6000,
        {
          nodes: 2,
          server: 'embedded',
          embeddedHost: 0,
          rule: clusterRule(10, 0),
          faults: [{ kind: 'clientDisconnect', atMs: 3000, node: 1 }],
        },
        [constant(16)],
      ),
    tour: tour('avg-local-zero-clients', [
      [2000, 'one'],
      [3500, 'zero'],
    ]),
  },
  {
    id: 'namespace-limiter',
    group: 'cluster',
    ...texts('namespace-limiter'),
    limiter: CLUSTER,
    build: () =>
      scenario(
        'Example: the namespace limiter counts requests, not acquire',
        10_000,
        {
          nodes: 2,
          namespaceSet: ['default'],
          serverFlowConfig: { maxAllowedQps: 10 },
          rule: clusterRule(1000, 1),
        },
        [constant(8, 0, { acquire: 5 }, 5000), constant(20, 5000)],
      ),
    tour: tour('namespace-limiter', [
      [3000, 'permits'],
      [7000, 'requests'],
    ]),
  },
  {
    id: 'occupy-oldest-bucket',
    group: 'cluster',
    ...texts('occupy-oldest-bucket'),
    limiter: CLUSTER,
    build: () =>
      scenario(
        'Example: a prioritized occupy works only once the burst’s bucket is the oldest',
        2000,
        { nodes: 1, rule: clusterRule(5, 1) },
        [burst(50, 5), burst(60, 1, true), burst(930, 6, true)],
        10,
      ),
    tour: tour('occupy-oldest-bucket', [
      [60, 'current'],
      [930, 'oldest'],
      [1030, 'passed'],
    ]),
  },
  {
    id: 'occupied-land-late',
    group: 'cluster',
    ...texts('occupied-land-late'),
    limiter: CLUSTER,
    build: () =>
      scenario(
        'Example: occupied tokens land at the next bucket reset, seconds late',
        12_000,
        { nodes: 1, rule: clusterRule(5, 1) },
        [burst(50, 5), burst(930, 5, true), constant(1000 / 1100, 1150)],
        50,
      ),
    tour: tour('occupied-land-late', [
      [1030, 'waited'],
      [5550, 'pending'],
      [9950, 'landed'],
    ]),
  },
  {
    id: 'fallback-holds-cluster',
    group: 'cluster',
    ...texts('fallback-holds-cluster'),
    limiter: CLUSTER,
    build: () =>
      scenario(
        'Example: the fallback’s local window already holds the cluster passes',
        6000,
        {
          nodes: 2,
          traffic: 'perSource',
          rule: clusterRule(5, 0),
          faults: [{ kind: 'serverDown', atMs: 3250 }],
        },
        [constant(8), constant(2, 25)],
      ),
    tour: tour('fallback-holds-cluster', [
      [2500, 'through'],
      [3250, 'throttled'],
    ]),
  },
  {
    id: 'fallback-double-borrow',
    group: 'cluster',
    ...texts('fallback-double-borrow'),
    limiter: CLUSTER,
    build: () =>
      scenario(
        'Example: a prioritized fallback borrows twice',
        2000,
        { nodes: 1, rule: clusterRule(5, 1), faults: [{ kind: 'serverDown', atMs: 0 }] },
        [burst(125, 5), burst(820, 1, true), burst(850, 1, true), burst(894, 1, true)],
        10,
      ),
    tour: tour('fallback-double-borrow', [
      [820, 'twice'],
      [894, 'after'],
    ]),
  },
  {
    id: 'global-50-let-68',
    group: 'cluster',
    ...texts('global-50-let-68'),
    limiter: CLUSTER,
    build: () =>
      scenario(
        'Example: #361, a global 50 lets 75 a second through',
        10_000,
        {
          nodes: 2,
          rule: clusterRule(50, 1),
          faults: [
            { kind: 'networkDelay', atMs: 4000, oneWayMs: 12, node: 1 },
            { kind: 'networkDelay', atMs: 7000, oneWayMs: 0, node: 1 },
          ],
        },
        [constant(120)],
      ),
    tour: tour('global-50-let-68', [
      [3000, 'fifty'],
      [6000, 'more'],
      [8000, 'back'],
    ]),
  },
];

export default CLUSTER_PRESETS;

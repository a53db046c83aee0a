/**
 * Gallery examples of gateway flow rules (GatewayFlowRule, 网关流控): the surprises the sentinel-gateway
 * recordings show, each a whole scenario run through the slot chain (`chain:0`), where GatewayFlowSlot checks the
 * arguments the gateway adapter parsed from each request's attributes.
 *
 *   gateway-prefix        matchStrategy PREFIX is not implemented: the pattern is never compared, every client IP
 *                         (also one without the prefix) is limited on its own
 *   gateway-nm-unlimited  a value that does not match the pattern becomes "$NM", a hot item with 10,000,000 tokens:
 *                         effectively unlimited, however many requests
 *   gateway-rule-order    rules are checked in the converted rules' HashSet order: the route-wide rule takes its
 *                         token before the IP rule blocks, so a noisy IP starves a quiet one
 *   gateway-mode-mismatch a rule with a paramItem and another resourceMode leaves the argument array empty: no
 *                         rule of the resource checks anything, not even the route-wide one
 *   gateway-interval      the dashboard's "interval 1 minute" pushed as its entity JSON reaches the gateway as
 *                         intervalSec 1 (alibaba/Sentinel #2708): 10 per second instead of 10 per minute
 *
 * Pure data, as presets.ts: the words are `gallery.<id>.…` in messages/gateway.ts; test/ui/gallery-gateway.test.ts
 * runs each one and checks every claim against the engine's verdicts.
 */
import type { Scenario } from '../../engine/scenario';
import { DEFAULT_IDENTITY } from '../lib/traffic-presets';
import type { GalleryGroup, GalleryPreset, TourStep } from './presets';

export type GatewayPresetId =
  'gateway-prefix' | 'gateway-nm-unlimited' | 'gateway-rule-order' | 'gateway-mode-mismatch' | 'gateway-interval';

type GatewayRule = NonNullable<Scenario['gatewayFlowRules']>[number];
type Source = Scenario['traffic'][number];
type Gateway = NonNullable<Source['gateway']>;

const START_MS = 1_700_000_000_000;
const CHAIN = { kind: 'chain', index: 0 } as const;

/** A gateway rule with GatewayFlowRule's field initialisers; `fields` override them. */
export function gatewayRule(fields: Partial<GatewayRule> & { resource: string }): GatewayRule {
  return {
    resourceMode: 0,
    grade: 1,
    count: 0,
    intervalSec: 1,
    controlBehavior: 0,
    burst: 0,
    maxQueueingTimeoutMs: 500,
    ...fields,
  };
}

/** Gateway attributes with nothing set; `fields` override them. */
export function gatewayAttributes(fields: Partial<Gateway> = {}): Gateway {
  return { resourceMode: 0, clientIp: null, host: null, headers: {}, urlParams: {}, cookies: {}, ...fields };
}

/** Evenly spaced gateway requests to `resource` at `qps`, carrying `gateway`. */
export function gatewaySource(resource: string, qps: number, gateway: Partial<Gateway>, startMs = 0): Source {
  return {
    type: 'constant',
    qps,
    startMs,
    endMs: null,
    acquire: 1,
    prioritized: false,
    rt: { type: 'fixed', ms: 0 },
    errorRate: 0,
    ...DEFAULT_IDENTITY,
    resource,
    gateway: gatewayAttributes(gateway),
  };
}

function scenario(name: string, durationMs: number, rules: GatewayRule[], traffic: Source[]): Scenario {
  return {
    version: 1,
    name,
    sentinelVersion: '1.8.9',
    coldFactor: 3,
    startMs: START_MS,
    durationMs,
    seed: 1,
    rules: [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    gatewayFlowRules: rules,
    guava: [],
    traffic,
    injections: [],
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    view: { limiter: CHAIN, cursorMs: 0, tickMs: 100 },
  };
}

function texts(id: GatewayPresetId) {
  return { titleKey: `gallery.${id}.title`, summaryKey: `gallery.${id}.summary`, watchKey: `gallery.${id}.watch` };
}

function tour(id: GatewayPresetId, stops: [atMs: number, name: string][]): TourStep[] {
  return stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` }));
}

const CLIENT_IP = 0;
const HEADER = 2;
const EXACT = 0;
const PREFIX = 1;

/** The gateway examples, listed under `group` (the gallery's "Hot parameters & gateway"). */
export function gatewayPresets(group: GalleryGroup): GalleryPreset[] {
  return [
    {
      id: 'gateway-prefix',
      group,
      ...texts('gateway-prefix'),
      limiter: CHAIN,
      build: () =>
        scenario(
          'Example: gateway PREFIX is not implemented',
          5000,
          [
            gatewayRule({
              resource: 'orders',
              count: 2,
              paramItem: { parseStrategy: CLIENT_IP, pattern: '10.0.', matchStrategy: PREFIX },
            }),
          ],
          [
            gatewaySource('orders', 5, { clientIp: '10.0.0.1' }),
            gatewaySource('orders', 5, { clientIp: '10.0.0.2' }),
            gatewaySource('orders', 5, { clientIp: '192.168.0.1' }),
          ],
        ),
      warns: ['gatewayFlowRules.0.paramItem.matchStrategy'],
      tour: tour('gateway-prefix', [
        [0, 'start'],
        [1000, 'each'],
        [4000, 'outside'],
      ]),
    },
    {
      id: 'gateway-nm-unlimited',
      group,
      ...texts('gateway-nm-unlimited'),
      limiter: CHAIN,
      build: () =>
        scenario(
          'Example: a value that does not match becomes "$NM"',
          5000,
          [
            gatewayRule({
              resource: 'orders',
              count: 1,
              paramItem: { parseStrategy: HEADER, fieldName: 'X-Tier', pattern: 'free', matchStrategy: EXACT },
            }),
          ],
          [
            gatewaySource('orders', 5, { headers: { 'X-Tier': 'free' } }),
            gatewaySource('orders', 50, { headers: { 'X-Tier': 'gold' } }),
          ],
        ),
      tour: tour('gateway-nm-unlimited', [
        [0, 'start'],
        [1000, 'free'],
        [4000, 'gold'],
      ]),
    },
    {
      id: 'gateway-rule-order',
      group,
      ...texts('gateway-rule-order'),
      limiter: CHAIN,
      build: () =>
        scenario(
          'Example: gateway rules in HashSet order',
          5000,
          [
            gatewayRule({ resource: 'orders', count: 6 }),
            gatewayRule({
              resource: 'orders',
              count: 2,
              paramItem: { parseStrategy: CLIENT_IP, matchStrategy: EXACT },
            }),
          ],
          [
            gatewaySource('orders', 10, { clientIp: '1.1.1.1' }),
            gatewaySource('orders', 2, { clientIp: '2.2.2.2' }, 50),
          ],
        ),
      tour: tour('gateway-rule-order', [
        [0, 'start'],
        [1000, 'noisy'],
        [4000, 'quiet'],
      ]),
    },
    {
      id: 'gateway-mode-mismatch',
      group,
      ...texts('gateway-mode-mismatch'),
      limiter: CHAIN,
      build: () =>
        scenario(
          'Example: a resourceMode mismatch empties the arguments',
          5000,
          [
            gatewayRule({ resource: 'orders', count: 5 }),
            gatewayRule({
              resource: 'orders',
              resourceMode: 1,
              count: 1,
              paramItem: { parseStrategy: CLIENT_IP, matchStrategy: EXACT },
            }),
          ],
          [gatewaySource('orders', 20, { clientIp: '1.1.1.1' })],
        ),
      tour: tour('gateway-mode-mismatch', [
        [0, 'start'],
        [2000, 'nothing'],
      ]),
    },
    {
      id: 'gateway-interval',
      group,
      ...texts('gateway-interval'),
      limiter: CHAIN,
      build: () =>
        scenario(
          'Example: the dashboard’s interval is not intervalSec',
          70_000,
          [
            gatewayRule({ resource: 'as-pushed', count: 10 }),
            gatewayRule({ resource: 'as-meant', count: 10, intervalSec: 60 }),
          ],
          [gatewaySource('as-pushed', 2, {}), gatewaySource('as-meant', 2, {})],
        ),
      tour: tour('gateway-interval', [
        [0, 'start'],
        [10_000, 'meant'],
        [61_000, 'refill'],
      ]),
    },
  ];
}

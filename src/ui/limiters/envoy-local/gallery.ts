/**
 * The envoy-local module's gallery example ("Other limiters"): Envoy's bucket beside nginx limit_req at the same
 * rate (2 a second) and burst (3), on one burst and a few stragglers. Envoy starts full and passes 3 of the
 * burst, nginx passes 4 (its first request is free); 250 ms later Envoy holds half a token (kept as time, a
 * refusal changes nothing) and nginx's excess is still above burst; at 600 ms both pass one again.
 *
 * Its words are the module's (messages.ts, `gallery.envoy-full-bucket.*`), so this file builds its scenario
 * itself rather than through the gallery's own kit (whose words load with the gallery);
 * test/ui/gallery-envoy.test.ts checks every claim. The view declares it (./lazy.ts); the gallery loads it.
 */
import type { Scenario } from '../../../engine/scenario';
import type { GalleryPreset } from '../../gallery/presets';
import { DEFAULT_ATTRS } from '../../lib/traffic-presets';

export type EnvoyPresetId = 'envoy-full-bucket';

const ID: EnvoyPresetId = 'envoy-full-bucket';
const burst = (atMs: number, count: number): Scenario['traffic'][number] => ({
  type: 'burst',
  atMs,
  count,
  spreadMs: 0,
  ...DEFAULT_ATTRS,
});

function scenario(): Scenario {
  return {
    version: 1,
    name: 'Example: Envoy local_ratelimit starts full and keeps fractions as time; nginx limit_req beside it',
    sentinelVersion: '1.8.9',
    coldFactor: 3,
    startMs: 1_700_000_000_000,
    durationMs: 2000,
    seed: 1,
    rules: [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    guava: [],
    limiters: [
      {
        type: 'envoyLocalRateLimit',
        stat_prefix: 'http_local_rate_limiter',
        token_bucket: { max_tokens: 3, tokens_per_fill: 2, fill_interval: '1s' },
        filter_enabled: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
        filter_enforced: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
      },
      { type: 'nginxLimitReq', rate: 2, rateUnit: 'r/s', burst: 3, nodelay: true, delay: 0 },
    ],
    traffic: [burst(0, 5), burst(250, 1), burst(600, 1), burst(1100, 2)],
    injections: [],
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    view: { limiter: { kind: 'limiters', index: 0 }, cursorMs: 0, tickMs: 50 },
  };
}

export const ENVOY_PRESETS: readonly GalleryPreset<EnvoyPresetId>[] = [
  {
    id: ID,
    group: 'other-limiters',
    titleKey: 'gallery.envoy-full-bucket.title',
    summaryKey: 'gallery.envoy-full-bucket.summary',
    watchKey: 'gallery.envoy-full-bucket.watch',
    limiter: { kind: 'limiters', index: 0 },
    build: scenario,
    // the keys written out whole: a template's `gallery.` head would read as the gallery group's own keys
    tour: [
      { atMs: 0, captionKey: 'gallery.envoy-full-bucket.tour.burst' },
      { atMs: 250, captionKey: 'gallery.envoy-full-bucket.tour.fraction' },
      { atMs: 600, captionKey: 'gallery.envoy-full-bucket.tour.refilled' },
      { atMs: 1100, captionKey: 'gallery.envoy-full-bucket.tour.again' },
    ],
  },
];

export default ENVOY_PRESETS;

/**
 * The envoy-local module's gallery example ("Other limiters"): Envoy's bucket beside nginx limit_req at the same
 * rate (2 a second) and burst (3), on one burst and a few stragglers. Envoy starts full and passes 3 of the
 * burst, nginx passes 4 (its first request is free); 250 ms later Envoy holds half a token (kept as time, a
 * refusal changes nothing) and nginx's excess is still above burst; at 600 ms both pass one again.
 * Words: messages.ts (`gallery.envoy-full-bucket.*`); test/ui/gallery-envoy.test.ts checks every claim.
 */
import { burst, contrastPreset } from '../../gallery/contrast-kit';
import type { GalleryPreset } from '../../gallery/presets';

export type EnvoyPresetId = 'envoy-full-bucket';

export const ENVOY_PRESETS: readonly GalleryPreset[] = [
  contrastPreset(
    'envoy-full-bucket',
    () => ({
      name: 'Example: Envoy local_ratelimit starts full and keeps fractions as time; nginx limit_req beside it',
      durationMs: 2000,
      tickMs: 50,
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
    }),
    [
      [0, 'burst'],
      [250, 'fraction'],
      [600, 'refilled'],
      [1100, 'again'],
    ],
  ),
];

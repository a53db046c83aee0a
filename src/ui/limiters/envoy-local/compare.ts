/**
 * Compare preset `envoy-vs-nginx`: Envoy's local_ratelimit and nginx limit_req on the same traffic, set to the
 * same rate R and burst B — Envoy `max_tokens B, tokens_per_fill R, fill_interval 1s` against nginx
 * `rate=Rr/s burst=B nodelay` (both refuse at once, neither queues). What differs is each source's own doing:
 * Envoy starts full and passes B at once, nginx passes B + 1 (its first request is free), and nginx truncates
 * its leak to whole milli-requests on its ms clock while Envoy keeps fractions as time.
 *
 * R and B are the Envoy item's on screen when it is one, else the scenario's rate and 10.
 */
import type { LimiterItem } from '../../../engine/limiters/limiters-schema';
import type { Scenario } from '../../../engine/scenario';
import type { Focus, Json, Variant } from '../../compare/variant-patch';
import { scenarioRate } from '../item-choice';

/** `list` with its first item of `item.type` replaced by `item` (or `item` appended); its index. */
function put(list: LimiterItem[], item: LimiterItem): number {
  let index = list.findIndex((x) => x.type === item.type);
  if (index < 0) {
    index = list.length;
    list.push(item);
  } else list[index] = item;
  return index;
}

export function envoyVsNginx(base: Scenario, focus: Focus): Variant[] {
  const onScreen = focus.kind === 'limiters' ? (base.limiters ?? [])[focus.index] : undefined;
  const own = onScreen?.type === 'envoyLocalRateLimit' ? onScreen : undefined;
  const bucket = own?.token_bucket as { max_tokens: number; tokens_per_fill: number } | undefined;
  const rate = Math.max(1, Math.round(bucket?.tokens_per_fill ?? scenarioRate(base)));
  const burst = Math.max(1, bucket?.max_tokens ?? 10);
  const list = [...(base.limiters ?? [])];
  const envoy = put(list, {
    type: 'envoyLocalRateLimit',
    stat_prefix: 'http_local_rate_limiter',
    token_bucket: { max_tokens: burst, tokens_per_fill: rate, fill_interval: '1s' },
    filter_enabled: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
    filter_enforced: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
  });
  const nginx = put(list, { type: 'nginxLimitReq', rate, rateUnit: 'r/s', burst, nodelay: true, delay: 0 });
  const limiters = structuredClone(list) as Json;
  return [
    {
      label: { key: 'compare.variant.envoy', params: { max: burst, fill: rate } },
      patch: { limiters },
      limiterId: `limiters:${envoy}`,
    },
    {
      label: { key: 'compare.variant.nginx', params: { rate, burst } },
      patch: { limiters },
      limiterId: `limiters:${nginx}`,
    },
  ];
}

/** Its Compare presets by id (kept in share links): the view's lazy.ts, loaded with Compare. */
export default { 'envoy-vs-nginx': envoyVsNginx };

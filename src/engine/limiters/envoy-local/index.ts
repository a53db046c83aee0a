/**
 * Envoy's HTTP local rate limit filter (`envoy.filters.http.local_ratelimit`, FROM SOURCE, NOT TRACE-CHECKED) as
 * a limiter module: the descriptor-less default token bucket, whose tokens are a time (AtomicTokenBucketImpl),
 * behind the filter_enabled / filter_enforced runtime fractions. Algorithm: src/engine/envoy/, written from Envoy
 * v1.34's source; no recorded trace checks it, and the label says so.
 *
 * The item is the filter's typed_config under Envoy's field names (config.ts): `token_bucket.max_tokens`,
 * `tokens_per_fill`, `fill_interval` (a duration string), `filter_enabled` / `filter_enforced`. One filter, one
 * bucket, one Envoy process. A request costs one token whatever the traffic's `acquire`; Envoy reads its
 * monotonic clock at ns resolution, so the decision time is the arrival itself (µs precision here).
 */
import type { AsCodePart } from '../../as-code/types';
import type { LimiterModule } from '../contract';
import { col } from '../columns';

export type { EnvoyLocalItem } from './config';

export const ENVOY_COLUMNS = [
  /** the runtime draw % denominator, compared with the numerator */
  col('enabledDraw', '', 'filter_enabled draw'),
  /** the bucket time before the request (s since the start) */
  col('timeInSeconds', 's', 'time_in_seconds_'),
  /** min(max_tokens, (now − time_in_seconds_) · fill_rate) */
  col('totalTokens', 'tokens', 'total_tokens'),
  /** 1 when the request took a token, 0 when it found less than one */
  col('consumed', 'tokens', 'consumed'),
  /** 1 when counted in the rate_limited stat (429, or passed when not enforced) */
  col('rateLimited', '', null),
  /** the runtime draw % denominator of a rate-limited request */
  col('enforcedDraw', '', 'filter_enforced draw'),
];

export const ENVOY_SERIES = [
  /** remainingTokens() at the tick end: min(max_tokens, (t − time) · fill_rate) */
  col('tokens', 'tokens', 'tokens'),
];

/** Its core, and its as-code target (`envoy-yaml`, ./as-code.ts), loaded when the panel first asks. */
export const envoyLocal: LimiterModule<'envoy-local'> & AsCodePart = {
  kind: 'envoy-local',
  upstream: {
    library: 'Envoy (from source, not trace-checked)',
    className: 'envoy.filters.http.local_ratelimit',
    versions: 'v1.34.0 source',
  },
  family: 'limiters',
  config: { type: 'envoyLocalRateLimit', schema: null },
  columns: ENVOY_COLUMNS,
  seriesNames: { stored: 'tokens' },
  seriesColumns: ENVOY_SERIES,
  standsFor: null,
  asCode: () => import('./as-code'),
};

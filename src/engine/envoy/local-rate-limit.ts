/**
 * Envoy's HTTP `envoy.filters.http.local_ratelimit` for one request — FROM SOURCE, NOT TRACE-CHECKED. Written
 * from Envoy v1.34's `source/extensions/filters/http/local_ratelimit/local_ratelimit.cc` (`Filter::decodeHeaders`,
 * `FilterConfig::enabled/enforced`) and `source/extensions/filters/common/local_ratelimit/local_ratelimit_impl.cc`
 * (`LocalRateLimiterImpl::requestAllowed`, `RateLimitTokenBucket::consume`); the bucket is atomic-token-bucket.ts.
 *
 * THE MODEL: the descriptor-less filter (no `descriptors`, no route `rate_limits`): every request is checked
 * against the one default token bucket built from `token_bucket` (max_tokens, tokens_per_fill, fill_interval).
 *
 * ON EACH REQUEST (decodeHeaders):
 *   1. filter_enabled: a runtime fraction. `random % denominator < numerator` → go on; else the filter does
 *      nothing (Continue, no token, no stat). An absent `filter_enabled` is NOT enabled (Envoy's default 0 %).
 *   2. requestAllowed: the default bucket's `consume(factor 1, tokens 1)`: total_tokens < 1 → not allowed,
 *      else one token is taken. Allowed → `ok` stat, Continue.
 *   3. not allowed → `rate_limited` stat; filter_enforced (the same kind of fraction, absent = 0 %) decides:
 *      enforced → `sendLocalReply(status (429), "local_rate_limited")` (the filter's documentation adds that
 *      the reply carries `x-envoy-ratelimited`);
 *      not enforced → the request continues (a dry run: counted, not refused).
 * A request costs one token of the default bucket (RateLimitTokenBucket::consume's default; `hits_addend`
 * applies to descriptor buckets only).
 *
 * WORKED EXAMPLE (max_tokens 2, tokens_per_fill 1, fill_interval 1s, both fractions 100 %): requests at 0, 0,
 * 0 and 0.6 s. Totals 2, 1 → allowed; 0 → rate limited and enforced: 429; at 0.6 s the total is 0.6 < 1 → 429
 * again. With filter_enforced 0 % the same two are counted in rate_limited and pass.
 *
 * HOW WE DIFFER FROM UPSTREAM. The runtime draws come from Flowlab's seeded generator (`mulberry32`), not
 * Envoy's `Random::RandomGenerator`: which requests a fraction below 100 % samples differs, the fraction does
 * not. No runtime overrides (`runtime_key`), descriptors, per-connection buckets, local_cluster_rate_limit share
 * factor (it is 1 without one), x-ratelimit headers or response headers; the status is Envoy's default 429.
 */
import { AtomicTokenBucket, type BucketConsume } from './atomic-token-bucket';

/** `envoy.type.v3.FractionalPercent.DenominatorType`, as the integer Envoy divides by. */
export const DENOMINATORS = { HUNDRED: 100, TEN_THOUSAND: 10_000, MILLION: 1_000_000 } as const;
export type Denominator = keyof typeof DENOMINATORS;

export interface FractionalPercent {
  readonly numerator: number;
  readonly denominator: Denominator;
}

export interface EnvoyLocalRateLimitConfig {
  readonly maxTokens: number;
  readonly tokensPerFill: number;
  /** fill_interval as Envoy reads it: whole ms (PROTOBUF_GET_MS_OR_DEFAULT), at least 50 */
  readonly fillIntervalMs: number;
  /** null: the field is absent (not enabled / not enforced) */
  readonly filterEnabled: FractionalPercent | null;
  readonly filterEnforced: FractionalPercent | null;
}

/** One fraction's evaluation: `draw % denominator < numerator`. */
export interface FractionDraw {
  /** the uniform 32-bit draw modulo the denominator; NaN when the field is absent (no draw) */
  readonly value: number;
  readonly numerator: number;
  readonly denominator: number;
  readonly holds: boolean;
}

export type LocalRateLimitStatus = 'disabled' | 'ok' | 'shadow' | 'limited';

export interface LocalRateLimitDecision {
  readonly nowSeconds: number;
  readonly enabled: FractionDraw;
  /** the default bucket's consume; null when the filter was not enabled */
  readonly bucket: BucketConsume | null;
  /** null unless rate limited */
  readonly enforced: FractionDraw | null;
  /** disabled: not sampled; ok: a token taken; shadow: rate limited, not enforced; limited: 429 */
  readonly status: LocalRateLimitStatus;
}

/** `RateLimitTokenBucket::consume(1.0, 1)`'s callback: all of the one token or nothing. */
const ONE_TOKEN = (total: number): number => (total < 1 ? 0 : 1);

export class EnvoyLocalRateLimit {
  readonly config: EnvoyLocalRateLimitConfig;
  readonly bucket: AtomicTokenBucket;
  readonly #draw: () => number;

  /** `draw()` returns a uniform integer in [0, 2^32) (Envoy's `random()` is 64-bit; only `% denominator` is used). */
  constructor(config: EnvoyLocalRateLimitConfig, draw: () => number) {
    const { maxTokens, tokensPerFill, fillIntervalMs } = config;
    if (!Number.isInteger(maxTokens) || maxTokens < 1) throw new RangeError(`invalid max_tokens ${maxTokens}`);
    if (!Number.isInteger(tokensPerFill) || tokensPerFill < 1)
      throw new RangeError(`invalid tokens_per_fill ${tokensPerFill}`);
    // LocalRateLimiterImpl: "local rate limit token bucket fill timer must be >= 50ms"
    if (!Number.isInteger(fillIntervalMs) || fillIntervalMs < 50)
      throw new RangeError(`invalid fill_interval ${fillIntervalMs} ms`);
    this.config = config;
    this.#draw = draw;
    // fill rate in tokens per second: tokens_per_fill / duration<double>(fill_interval).count()
    this.bucket = new AtomicTokenBucket(maxTokens, 0, tokensPerFill / (fillIntervalMs / 1000));
  }

  #fraction(p: FractionalPercent | null): FractionDraw {
    if (p === null) return { value: NaN, numerator: 0, denominator: 100, holds: false };
    const denominator = DENOMINATORS[p.denominator];
    const value = this.#draw() % denominator;
    return { value, numerator: p.numerator, denominator, holds: value < p.numerator };
  }

  /** decodeHeaders for a request at `nowSeconds` on the monotonic clock (the filter was created at 0 s). */
  request(nowSeconds: number): LocalRateLimitDecision {
    const enabled = this.#fraction(this.config.filterEnabled);
    if (!enabled.holds) return { nowSeconds, enabled, bucket: null, enforced: null, status: 'disabled' };
    const bucket = this.bucket.consume(nowSeconds, ONE_TOKEN);
    if (bucket.consumed !== 0) return { nowSeconds, enabled, bucket, enforced: null, status: 'ok' };
    const enforced = this.#fraction(this.config.filterEnforced);
    return { nowSeconds, enabled, bucket, enforced, status: enforced.holds ? 'limited' : 'shadow' };
  }
}

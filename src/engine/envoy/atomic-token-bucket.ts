/**
 * Envoy's `AtomicTokenBucketImpl` — FROM SOURCE, NOT TRACE-CHECKED. Written from Envoy v1.34's
 * `source/common/common/token_bucket_impl.{h,cc}` (the time-based bucket `envoy.filters.http.local_ratelimit`
 * uses through `RateLimitTokenBucket`, source/extensions/filters/common/local_ratelimit/); no recorded trace
 * checks it yet.
 *
 * THE MODEL: THE TOKENS ARE A TIME. The bucket stores no token count. It stores one double,
 * `time_in_seconds_`: the moment at which an empty bucket would have started refilling to reach its present
 * level. The tokens are derived from it whenever they are needed:
 *
 *   fill_rate    = tokens_per_fill / fill_interval (seconds)                         tokens per second
 *                  (at least kMinFillRate = 1 / (365·24·60·60): one token a year)
 *   total_tokens = min(max_tokens, (now − time_in_seconds_) · fill_rate)             tokens (a double)
 *
 * STATE (units): `max_tokens_` (tokens, a double), `fill_rate_` (tokens/s), `time_in_seconds_` (s on the
 * monotonic clock). Nothing else: no last-fill time, no stored fraction.
 *
 * CONSUME (the callback form the local rate limiter calls): the callback is handed `total_tokens` and returns
 * how many it takes (`RateLimitTokenBucket::consume`: `total < tokens ? 0 : tokens`, tokens = 1 for a request).
 *   consumed = 0 → return 0, nothing changes (a refused request leaves the time where it was)
 *   else      → time_in_seconds_ = now − (total_tokens − consumed) / fill_rate;  return consumed
 * The constructor with `init_fill` (the default) starts FULL: time_in_seconds_ = now − max_tokens / fill_rate.
 * `remainingTokens()` is `total_tokens` at now, read-only.
 *
 * WORKED EXAMPLE (max_tokens 3, tokens_per_fill 1, fill_interval 1s → fill_rate 1/s; created at 0 s, so
 * time_in_seconds_ = −3). Requests at 0, 0, 0, 0 s: totals 3, 2, 1 → consumed, the time moves to −2, −1, 0;
 * the fourth sees min(3, (0 − 0)·1) = 0 < 1 → refused, the time stays 0. At 0.5 s: total 0.5 < 1 → refused
 * (half a token is kept as time, not lost). At 1.0 s: total 1 → consumed, time = 1.0 − 0/1 = 1.0. At 10 s:
 * (10 − 1)·1 = 9, capped at 3 → consumed, time = 10 − 2/1 = 8: the cap throws the extra six seconds away.
 *
 * SURPRISES IN THE SOURCE:
 *   - There is no fill timer any more: `fill_interval` only sets the rate. tokens_per_fill 10 every 1s refills
 *     one token each 100 ms, not ten at each second's edge (the timer bucket of older Envoys did that).
 *   - A fraction of a token is kept exactly, as time: a refused request does not reset anything.
 *   - Above max_tokens the time is pulled forward (capped), so a bucket left idle is full, never fuller.
 *   - The round trip tokens → time → tokens is in doubles of seconds, so it can lose the last token of a burst:
 *     max_tokens 4 at 10 tokens/s, idle, four requests at 1000 s: after three the time is 999.9000000000001
 *     and the fourth sees 0.99999999999909 < 1 — refused. The later the clock, the more often it happens.
 *
 * HOW WE DIFFER FROM UPSTREAM. The clock is the simulated one: `now` is the arrival (µs since the run's start,
 * made ns and then seconds as `std::chrono::duration<double>` does), and the bucket is created at 0 s; Envoy's
 * monotonic clock counts from some earlier moment, so a total that lands exactly on 1 may round the other way
 * there (the arithmetic is the same IEEE doubles). One thread: the compare-and-swap loop never retries.
 */

/** kMinFillRate: one token a year (token_bucket_impl.cc). */
export const K_MIN_FILL_RATE = 1 / (365 * 24 * 60 * 60);

/** One `consume` as the bucket saw it: the time before, the tokens it derived, what was taken, the time after. */
export interface BucketConsume {
  /** `time_in_seconds_` before (s) */
  readonly timeOld: number;
  /** `min(max_tokens, (now − timeOld) · fill_rate)` (tokens) */
  readonly totalTokens: number;
  /** what the callback took (0: refused, nothing changed) */
  readonly consumed: number;
  /** `time_in_seconds_` after (s): timeOld when nothing was taken */
  readonly timeNew: number;
}

export class AtomicTokenBucket {
  /** max_tokens_ (tokens) */
  readonly maxTokens: number;
  /** fill_rate_ (tokens per second) */
  readonly fillRate: number;
  #timeInSeconds: number;

  /** `AtomicTokenBucketImpl(max_tokens, time_source, fill_rate, init_fill)` created at `nowSeconds`. */
  constructor(maxTokens: number, nowSeconds: number, fillRate: number, initFill = true) {
    this.maxTokens = maxTokens;
    this.fillRate = Math.max(Math.abs(fillRate), K_MIN_FILL_RATE);
    this.#timeInSeconds = initFill ? nowSeconds - this.maxTokens / this.fillRate : nowSeconds;
  }

  /** time_in_seconds_ (s) */
  get timeInSeconds(): number {
    return this.#timeInSeconds;
  }

  /** `consume(cb)`: the callback gets total_tokens and returns what it takes (0: nothing happens). */
  consume(nowSeconds: number, cb: (totalTokens: number) => number): BucketConsume {
    const timeOld = this.#timeInSeconds;
    const totalTokens = Math.min(this.maxTokens, (nowSeconds - timeOld) * this.fillRate);
    const consumed = cb(totalTokens);
    if (consumed === 0) return { timeOld, totalTokens, consumed, timeNew: timeOld };
    const timeNew = nowSeconds - (totalTokens - consumed) / this.fillRate;
    this.#timeInSeconds = timeNew;
    return { timeOld, totalTokens, consumed, timeNew };
  }

  /** `remainingTokens()` at `nowSeconds`, read-only (tokens, a double). */
  remainingTokens(nowSeconds: number): number {
    return Math.min(this.maxTokens, (nowSeconds - this.#timeInSeconds) * this.fillRate);
  }
}

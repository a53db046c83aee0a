/**
 * An independent plain computation of Envoy's default local rate limit bucket for the tests: a classic token
 * bucket that STORES its tokens (not a time), in exact integers. Tokens are counted in units of 1 / fill_interval
 * µs, so `tokens_per_fill` tokens per `fill_interval` ms is `tokens_per_fill` units per µs and nothing is rounded.
 * It starts full, refills up to max_tokens on each request, and takes one token when it holds at least one.
 */
export interface ExactDecision {
  readonly pass: boolean;
  /** the tokens it saw (a float only for display) */
  readonly tokens: number;
}

export function exactBucket(maxTokens: number, tokensPerFill: number, fillIntervalMs: number) {
  const one = fillIntervalMs * 1000; // one token, in units
  const max = maxTokens * one;
  let units = max;
  let lastUs = 0;
  return (tUs: number): ExactDecision => {
    units = Math.min(max, units + tokensPerFill * (tUs - lastUs));
    lastUs = tUs;
    const tokens = units / one;
    if (units >= one) {
      units -= one;
      return { pass: true, tokens };
    }
    return { pass: false, tokens };
  };
}

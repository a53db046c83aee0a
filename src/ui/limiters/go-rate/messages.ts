/** x/time/rate's words, in both languages (Go names stay as they are). */
export default {
  en: {
    'limiter.go-rate': 'rate.Limiter (token bucket, may go negative)',
    'goRate.state.tokens': 'Tokens (negative: reserved ahead)',
    'goRate.state.reserved': 'Newest reservation acts in',
    'goRate.noCurve': 'x/time/rate has no warm-up: the bucket starts full.',
    'goRate.limit': 'tokens added per second (rate.Limit)',
    'goRate.burst': 'bucket size',
    'goRate.waitTimeoutMs': 'WaitN: context deadline after the call',
    'goRate.waitTimeoutMs.on': 'deadline',
    'goRate.explain.advanceZero':
      'advance(t): last is the zero Time, elapsed saturates at MaxInt64 → min(tokens {tokens} + ∞, burst {burst}) = {after} (a new limiter starts full)',
    'goRate.explain.advance':
      'advance(t): tokens {tokens} + {elapsedMs} ms × limit {limit}/s = {uncapped}, capped at burst {burst} → {after}',
    'goRate.explain.burst': 'n {n} {cmp} burst {burst} → {then}',
    'goRate.explain.left': 'tokens {tokens} − n {n} = {left}: no wait',
    'goRate.explain.debt':
      'tokens {tokens} − n {n} = {left} (negative: a debt) → waitDuration = durationFromTokens({debt}) = {waitMs} ms',
    'goRate.explain.max.AllowN': 'AllowN: waitDuration {waitMs} ms {cmp} maxFutureReserve {max} ms → {then}',
    'goRate.explain.max.ReserveN': 'ReserveN: waitDuration {waitMs} ms {cmp} maxFutureReserve {max} → {then}',
    'goRate.explain.max.WaitN': 'WaitN: waitDuration {waitMs} ms {cmp} deadline − now = {max} ms → {then}',
    'goRate.explain.inf': 'limit is Inf: reserveN grants n {n} at once and changes nothing → {then}',
    'goRate.why.ok': 'tokens {before} − {n} = {left}; wait {wait} ms {op} {max}',
    'goRate.why.burst': 'n {n} > burst {burst}',
    'goRate.why.inf': 'limit = Inf: granted, state untouched',
    'goRate.idea':
      'x/time/rate starts full and hands out tokens it does not have yet: the caller waits until the debt is refilled.',
    'explain.concept.go-rate':
      'rate.Limiter keeps tokens as of `last` and refills lazily: tokens + elapsed × limit, capped at burst. A reservation takes its n tokens at once, even into negative, and waits until the debt is paid back; AllowN accepts only a wait of 0.',
    'explain.concept.go-rate-inf':
      'With limit = Inf every reservation is granted without reading or writing the bucket: the tokens are frozen at whatever they were.',
    'goRate.call': 'how each request calls the limiter',
    'goRate.call.AllowN': 'AllowN(t, n)',
    'goRate.call.AllowN.hint': 'passes only with no wait; otherwise refused, and the tokens stay',
    'goRate.call.ReserveN': 'ReserveN(t, n), then sleep DelayFrom(t)',
    'goRate.call.ReserveN.hint':
      'always takes the tokens, into debt (only n > burst is refused); the caller sleeps it off',
    'goRate.call.WaitN': 'WaitN(ctx, n)',
    'goRate.call.WaitN.hint': 'blocks until the tokens are there; refused when that is past the context deadline',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (found by ui/limiters/views-zh.ts), not with the page
  zh: {},
};

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
    'goRate.why.ok': 'tokens {before} − {n} = {left}; wait {wait} ms {op} {max}',
    'goRate.why.burst': 'n {n} > burst {burst}',
    'goRate.why.inf': 'limit = Inf: granted, state untouched',
    'goRate.idea':
      'x/time/rate starts full and hands out tokens it does not have yet: the caller waits until the debt is refilled.',
    'goRate.call': 'how each request calls the limiter',
    'goRate.call.AllowN': 'AllowN(t, n)',
    'goRate.call.AllowN.hint': 'passes only with no wait; otherwise refused, and the tokens stay',
    'goRate.call.ReserveN': 'ReserveN(t, n), then sleep DelayFrom(t)',
    'goRate.call.ReserveN.hint':
      'always takes the tokens, into debt (only n > burst is refused); the caller sleeps it off',
    'goRate.call.WaitN': 'WaitN(ctx, n)',
    'goRate.call.WaitN.hint': 'blocks until the tokens are there; refused when that is past the context deadline',
    'itemTab.limiters.goRate': 'x/time/rate',
    'summary.goRate': 'Limiter {index}: x/time/rate `NewLimiter({limit}, {burst})`, `{call}`',
    'summary.goRate.deadline':
      'Limiter {index}: x/time/rate `NewLimiter({limit}, {burst})`, `{call}`, deadline {ms} ms',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};

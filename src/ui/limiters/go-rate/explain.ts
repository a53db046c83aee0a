/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'goRate.explain.advanceZero':
    'advance(t): last is the zero Time, elapsed saturates at MaxInt64 → min(tokens {tokens} + ∞, burst {burst}) = {after} (a new limiter starts full)',
  'goRate.explain.advance':
    'advance(t): tokens {tokens} + {elapsedMs} ms × limit {limit}/s = {uncapped}, capped at burst {burst} → {after}',
  'goRate.explain.burst': 'n {n} {cmp} burst {burst} → {then}',
  'goRate.explain.left': 'tokens {tokens} − n {n} = {left}: no wait',
  'goRate.explain.debt':
    'tokens {tokens} − n {n} = {left} (negative: a debt) → waitDuration = durationFromTokens({debt}) = {waitMs} ms',
  'goRate.explain.inf': 'limit is Inf: reserveN grants n {n} at once and changes nothing → {then}',
  'explain.concept.go-rate':
    'rate.Limiter keeps tokens as of `last` and refills lazily: tokens + elapsed × limit, capped at burst. A reservation takes its n tokens at once, even into negative, and waits until the debt is paid back; AllowN accepts only a wait of 0.',
  'explain.concept.go-rate-inf':
    'With limit = Inf every reservation is granted without reading or writing the bucket: the tokens are frozen at whatever they were.',
  'goRate.explain.max.AllowN': 'AllowN: waitDuration {waitMs} ms {cmp} maxFutureReserve {max} ms → {then}',
  'goRate.explain.max.ReserveN': 'ReserveN: waitDuration {waitMs} ms {cmp} maxFutureReserve {max} → {then}',
  'goRate.explain.max.WaitN': 'WaitN: waitDuration {waitMs} ms {cmp} deadline − now = {max} ms → {then}',
};

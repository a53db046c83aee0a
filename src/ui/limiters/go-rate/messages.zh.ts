/** The `go-rate` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.go-rate': 'rate.Limiter（令牌桶，可为负）',
  'goRate.state.tokens': '令牌（负数：已预支）',
  'goRate.state.reserved': '最新预约生效还需',
  'goRate.noCurve': 'x/time/rate 没有预热：桶一开始就是满的。',
  'goRate.limit': '每秒补充的令牌数（rate.Limit）',
  'goRate.burst': '桶容量',
  'goRate.waitTimeoutMs': 'WaitN：调用后多久到 context 截止时间',
  'goRate.waitTimeoutMs.on': '截止时间',
  'goRate.explain.advanceZero':
    'advance(t)：last 为零值时间，elapsed 饱和为 MaxInt64 → min(tokens {tokens} + ∞, burst {burst}) = {after}（新建的限流器是满的）',
  'goRate.explain.advance':
    'advance(t)：tokens {tokens} + {elapsedMs} ms × limit {limit}/s = {uncapped}，以 burst {burst} 封顶 → {after}',
  'goRate.explain.burst': 'n {n} {cmp} burst {burst} → {then}',
  'goRate.explain.left': 'tokens {tokens} − n {n} = {left}：无需等待',
  'goRate.explain.debt':
    'tokens {tokens} − n {n} = {left}（负数：欠账）→ waitDuration = durationFromTokens({debt}) = {waitMs} ms',
  'goRate.explain.max.AllowN': 'AllowN：waitDuration {waitMs} ms {cmp} maxFutureReserve {max} ms → {then}',
  'goRate.explain.max.ReserveN': 'ReserveN：waitDuration {waitMs} ms {cmp} maxFutureReserve {max} → {then}',
  'goRate.explain.max.WaitN': 'WaitN：waitDuration {waitMs} ms {cmp} 截止时间 − now = {max} ms → {then}',
  'goRate.explain.inf': 'limit 为 Inf：reserveN 立即批准 n {n}，什么都不改 → {then}',
  'goRate.why.ok': 'tokens {before} − {n} = {left}；等待 {wait} ms {op} {max}',
  'goRate.why.burst': 'n {n} > burst {burst}',
  'goRate.why.inf': 'limit = Inf：批准，状态不变',
  'goRate.idea': 'x/time/rate 一开始是满的，还会预支尚未补充的令牌：调用方等到欠账补齐为止。',
  'explain.concept.go-rate':
    'rate.Limiter 记录截至 `last` 的令牌数并惰性补充：tokens + elapsed × limit，以 burst 封顶。预约立即取走 n 个令牌，可以取到负数，然后等待欠账补齐；AllowN 只接受 0 等待。',
  'explain.concept.go-rate-inf': 'limit = Inf 时每个预约都直接批准，不读也不写令牌桶：令牌数冻结在原值。',
  'goRate.call': '每个请求如何调用限流器',
  'goRate.call.AllowN': 'AllowN(t, n)',
  'goRate.call.AllowN.hint': '只有无需等待时才通过；否则拒绝，令牌不动',
  'goRate.call.ReserveN': 'ReserveN(t, n)，再 sleep DelayFrom(t)',
  'goRate.call.ReserveN.hint': '总是拿走令牌，可以欠账（只有 n > burst 被拒绝）；调用方睡到还清',
  'goRate.call.WaitN': 'WaitN(ctx, n)',
  'goRate.call.WaitN.hint': '阻塞到令牌够为止；超过 context 截止时间则拒绝',
};

/** The `resilience4j` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.resilience4j': 'AtomicRateLimiter（固定周期）',
  'r4j.state.permissions': '本周期剩余许可',
  'r4j.state.wait': '获取一个许可需等待',
  'r4j.noCurve': 'resilience4j 没有预热：每个周期都从 limitForPeriod 个许可开始。',
  'r4j.limitForPeriod': '每个周期的许可数',
  'r4j.limitRefreshPeriodMs': '周期长度',
  'r4j.timeoutDurationMs': '调用方最多等待多久',
  'r4j.explain.sameCycle':
    'currentCycle = {nowMs} ms / {periodMs} ms = {cycle}，仍是 activeCycle：activePermissions {available}',
  'r4j.explain.rollOver':
    'currentCycle = {nowMs} ms / {periodMs} ms = {cycle}（原为 {activeCycle}）：min(activePermissions {active} + {elapsed} × {limit}, {limit}) = {available}',
  'r4j.explain.enough': 'activePermissions {available} {cmp} permits {permits} → {then}',
  'r4j.explain.wait':
    'nanosToWait = fullCyclesToWait {fullCycles} × {periodMs} ms + nanosToNextCycle {toNextMs} ms = {waitMs} ms',
  'r4j.explain.timeout': 'nanosToWait {waitMs} ms {cmp} timeoutDuration {timeoutMs} ms → {then}',
  'r4j.explain.parksTimeout': 'acquirePermission 仍会停住整个 timeoutDuration {timeoutMs} ms，然后返回 false',
  'r4j.why.now': '周期 {cycle} 中 activePermissions {available} ≥ {permits}',
  'r4j.why.wait': '等待 {wait} ms {op} timeoutDuration {timeout} ms',
  'r4j.why.parked': '等待 {wait} ms > timeoutDuration {timeout} ms：停住 {timeout} ms 后被拒绝',
  'r4j.idea': '每个 limitRefreshPeriod 周期重新发放 limitForPeriod 个许可：边界前的 L 个和边界后的 L 个都能通过。',
  'explain.concept.resilience4j':
    'AtomicRateLimiter 把自创建以来的时间切成 limitRefreshPeriod 长的周期。到周期边界，许可数跳回 limitForPeriod（未用的不累积，欠账会保留）；愿意等待的调用方会预支未来周期的许可。',
  'r4j.call': '每个请求如何调用限流器',
  'r4j.call.acquirePermission': 'acquirePermission(permits)',
  'r4j.call.acquirePermission.hint': '阻塞等待；因等待超过 timeoutDuration 被拒绝的调用方也已经等满了整段时间',
  'r4j.call.reservePermission': 'reservePermission(permits)',
  'r4j.call.reservePermission.hint': '返回需等待的时长（超过 timeoutDuration 时立即拒绝，返回 −1）；调用方自己 sleep',
  'itemTab.limiters.resilience4j': 'resilience4j',
  'summary.resilience4j':
    '限流器 {index}：resilience4j 每 {limitRefreshPeriodMs} ms {limitForPeriod} 个，超时 {timeoutDurationMs} ms，`{call}`',
};

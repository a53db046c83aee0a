/** The `bucket4j` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.bucket4j': 'Bucket（多带宽，贪婪或按周期补充）',
  'b4j.state.tokens': '可用令牌',
  'b4j.noCurve': 'Bucket4j 没有预热：带宽以 initialTokens（默认等于 capacity）开始。',
  'b4j.capacity': '带宽 0 的容量',
  'b4j.refillTokens': '每个周期补充的令牌数',
  'b4j.refillPeriodMs': '补充周期',
  'b4j.maxWaitMs': '阻塞式 tryConsume：maxWait',
  'b4j.explain.refill.notDue': '带宽 {i}（{refill}）：自 {lastMs} ms 起未到补充时间 → currentSize {after} / {capacity}',
  'b4j.explain.refill.aboveCapacity':
    '带宽 {i}（{refill}）：已达到或超过容量 {capacity}；lastRefill 移到 {lastMs} ms → {after}',
  'b4j.explain.refill.refilled':
    '带宽 {i}（{refill}）：补充到 {lastMs} ms：currentSize {before} → {after} / {capacity}',
  'b4j.explain.refill.toCapacity': '带宽 {i}（{refill}）：在 {lastMs} ms 补满：currentSize {before} → {after}',
  'b4j.explain.tryConsume': 'tryConsume：tokensToConsume {n} {cmp} availableTokens {available} → {then}',
  'b4j.explain.enough': 'tokensToConsume {n} {cmp} availableTokens {available} → {then}',
  'b4j.explain.deficit':
    '缺口 {n} − {available}：nanosToCloseDeficit {waitMs} ms {cmp} maxWaitTime {maxWaitMs} ms → {then}',
  'b4j.why.try': 'tokensToConsume {n} {op} availableTokens {available}',
  'b4j.why.wait': '缺口在 {wait} ms 后补齐 {op} maxWait {max} ms',
  'b4j.idea': '每个带宽各自补充（贪婪式，或在自己的网格上整周期补充），请求从所有带宽中扣除：最紧的那个说了算。',
  'explain.concept.bucket4j':
    'Bucket4j 在每次调用时惰性补充每个带宽：greedy 连续补充；intervally 每满一个周期补充 refillTokens，网格从桶创建时开始；intervally-aligned 则在从 timeOfFirstRefill 起的绝对网格上。availableTokens 是最小的 currentSize。',
  'b4j.call': '每个请求如何调用桶',
  'b4j.call.tryConsume': 'tryConsume(n)',
  'b4j.call.tryConsume.hint': '有 n 个令牌就拿走，否则立即拒绝',
  'b4j.call.blockingTryConsume': 'asBlocking().tryConsume(n, maxWait)',
  'b4j.call.blockingTryConsume.hint': '预支到负令牌并阻塞到补回；所需等待超过 maxWait 时拒绝',
  'b4j.refill': '带宽 0：令牌如何补回',
  'b4j.refill.greedy': 'refillGreedy',
  'b4j.refill.greedy.hint': '令牌连续补回，按周期的比例一点点加',
  'b4j.refill.intervally': 'refillIntervally',
  'b4j.refill.intervally.hint': '每满一个周期一次补回全部 refillTokens，从桶创建时起算',
  'b4j.refill.intervallyAligned': 'refillIntervallyAligned',
  'b4j.refill.intervallyAligned.hint': '按绝对网格 timeOfFirstRefill + k·period 一次补回（未设置时取纪元起点）',
  'b4j.refill.adaptive': 'refillIntervallyAlignedWithAdaptiveInitialTokens',
  'b4j.refill.adaptive.hint': '对齐的网格；首次补充前的初始令牌按剩余时间折算（首次补充已过则为满）',
};

/** The `textbook-gcra` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.textbook-gcra': 'GCRA（教学算法，无上游实现）',
  'textbookGcra.tat': 'newTat = max(tat {tat}, now {now}) + {permits} · T {interval} = {newTat} ms',
  'textbookGcra.check': 'newTat − now {ahead} {cmp} τ + T {horizon} → {then}',
  'textbookGcra.why': 'newTat − now {ahead} {op} τ + T {horizon}',
  'textbookGcra.idea': '只有一个状态 tat：按精确速率下一个请求应到达的时间；最多允许提前 τ。',
  'textbookGcra.bucket': '等价的令牌数：(τ + T − (tat − now)) / T',
  'textbookGcra.emissionIntervalMs': 'T：每隔多久一个许可',
  'textbookGcra.burst': '一次可通过的许可数',
  'textbookGcra.state.ahead': 'tat 领先时钟多少',
  'explain.concept.textbook-gcra':
    '没有上游实现的教学算法：GCRA 只保存一个时间 tat，即按精确速率下一个请求应到达的时间；新的 tat 领先当前时间不超过容差 τ 加一个间隔 T 时请求通过。',
  'itemTab.limiters.textbookGcra': 'GCRA',
  'summary.gcra': '限流器 {index}：GCRA（教学算法），`T` {emissionIntervalMs} ms，`burst` {burst}',
};

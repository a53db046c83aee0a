/** The textbook GCRA's words, in both languages. */
export default {
  en: {
    'limiter.textbook-gcra': 'GCRA (teaching algorithm, no upstream)',
    'textbookGcra.tat': 'newTat = max(tat {tat}, now {now}) + {permits} · T {interval} = {newTat} ms',
    'textbookGcra.check': 'newTat − now {ahead} {cmp} τ + T {horizon} → {then}',
    'textbookGcra.why': 'newTat − now {ahead} {op} τ + T {horizon}',
    'textbookGcra.idea':
      'One number of state: tat, when the next request is due at the exact rate; early by at most τ.',
    'textbookGcra.bucket': 'Tokens it is equivalent to: (τ + T − (tat − now)) / T',
    'textbookGcra.emissionIntervalMs': 'T: one permit every',
    'textbookGcra.burst': 'permits at once',
    'textbookGcra.state.ahead': 'How far tat runs ahead of the clock',
    'explain.concept.textbook-gcra':
      'A teaching algorithm with no upstream: GCRA keeps one time, tat, when the next request is due at the exact rate; a request passes if the new tat runs no further ahead of now than the tolerance τ plus one interval T.',
  },
  zh: {
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
  },
};

/** The fixed-window counter's words, in both languages. */
export default {
  en: {
    'limiter.fixed-window': 'Fixed window counter',
    'fixedWindow.window': 'window [{start}, {end}) ms holds count {count}',
    'fixedWindow.check': 'count {count} + {acquire} {cmp} limit {limit} → {then}',
    'fixedWindow.why': 'count {count} + {acquire} {op} limit {limit}',
    'fixedWindow.idea': 'The counter starts again at 0 in every window.',
    'fixedWindow.bucket': 'Count in the window',
    'fixedWindow.noCurve': 'A fixed window has no warm-up curve.',
    'fixedWindow.limit': 'permits per window',
    'fixedWindow.windowMs': 'window length',
    'fixedWindow.summary': 'Limiter {index}: fixed window, {limit} per {windowMs} ms',
  },
  zh: {
    'limiter.fixed-window': '固定窗口计数器',
    'fixedWindow.window': '窗口 [{start}, {end}) ms 计数 {count}',
    'fixedWindow.check': 'count {count} + {acquire} {cmp} limit {limit} → {then}',
    'fixedWindow.why': 'count {count} + {acquire} {op} limit {limit}',
    'fixedWindow.idea': '每个窗口计数从 0 重新开始。',
    'fixedWindow.bucket': '窗口内计数',
    'fixedWindow.noCurve': '固定窗口没有预热曲线。',
    'fixedWindow.limit': '每个窗口的许可数',
    'fixedWindow.windowMs': '窗口长度',
    'fixedWindow.summary': '限流器 {index}：固定窗口，每 {windowMs} ms {limit} 个',
  },
};

/** The `sentinel-warm-up` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.sentinel-1': 'Warm Up (controlBehavior 1)',
  'why.warmUp.formula':
    'storedTokens {stored} {cmp} warningToken {warning} → 阈值取 {limitName} {limit}；passQps {pass} + {acquire} {op} {limit} → {verdict}',
  'why.warmUp.warningQps': 'warning QPS',
  'why.warmUp.count': 'count',
  'why.warmUp.cold': '桶里的令牌高于 warningToken：系统还是冷的，所以阈值低于 count。',
  'why.warmUp.warm': '桶里的令牌低于 warningToken：系统已经预热，所以阈值就是 count。',
};

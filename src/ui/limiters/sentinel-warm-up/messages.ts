/** WarmUpController's words: the picker option and its "why?" line. */
export default {
  en: {
    'limiter.sentinel-1': 'Warm Up (controlBehavior 1)',
    'why.warmUp.formula':
      'storedTokens {stored} {cmp} warningToken {warning} → limit {limitName} {limit}; passQps {pass} + {acquire} {op} {limit} → {verdict}',
    'why.warmUp.warningQps': 'warning QPS',
    'why.warmUp.count': 'count',
    'why.warmUp.cold': 'The bucket is above warningToken: the system is cold, so the limit is lower than count.',
    'why.warmUp.warm': 'The bucket is below warningToken: the system is warm, so the limit is count.',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};

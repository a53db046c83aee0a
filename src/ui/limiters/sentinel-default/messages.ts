/** DefaultController's words: the picker option (the dashboard's 快速失败) and its "why?" lines. */
export default {
  en: {
    'limiter.sentinel-0': 'Reject (controlBehavior 0)',
    'why.priority.formula': 'passQps {pass} + {acquire} > count {count}: borrows from the next bucket, waits {wait} ms',
    'why.priority.idea': 'A prioritized request may occupy quota of the next 500 ms bucket instead of being rejected.',
    'why.default.formula': 'passQps {pass} + {acquire} {op} count {count} → {verdict}',
    'why.default.idea': 'DefaultController counts what passed in the sliding second and rejects past count.',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};

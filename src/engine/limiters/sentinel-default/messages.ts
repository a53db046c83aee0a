/** DefaultController's words: the picker option (the dashboard's 快速失败) and its "why?" lines. */
export default {
  en: {
    'limiter.sentinel-0': 'Reject (controlBehavior 0)',
    'why.priority.formula': 'passQps {pass} + {acquire} > count {count}: borrows from the next bucket, waits {wait} ms',
    'why.priority.idea': 'A prioritized request may occupy quota of the next 500 ms bucket instead of being rejected.',
    'why.default.formula': 'passQps {pass} + {acquire} {op} count {count} → {verdict}',
    'why.default.idea': 'DefaultController counts what passed in the sliding second and rejects past count.',
  },
  zh: {
    'limiter.sentinel-0': '快速失败 (controlBehavior 0)',
    'why.priority.formula': 'passQps {pass} + {acquire} > count {count}：占用下一个桶的配额，等待 {wait} ms',
    'why.priority.idea': 'prioritized 请求可以占用下一个 500 ms 桶的配额，而不是被拒绝。',
    'why.default.formula': 'passQps {pass} + {acquire} {op} count {count} → {verdict}',
    'why.default.idea': 'DefaultController（快速失败）统计滑动一秒内通过的请求，超过 count 就拒绝。',
  },
};

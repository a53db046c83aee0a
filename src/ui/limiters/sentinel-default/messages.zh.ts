/** The `sentinel-default` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.sentinel-0': '快速失败 (controlBehavior 0)',
  'why.priority.formula': 'passQps {pass} + {acquire} > count {count}：占用下一个桶的配额，等待 {wait} ms',
  'why.priority.idea': 'prioritized 请求可以占用下一个 500 ms 桶的配额，而不是被拒绝。',
  'why.default.formula': 'passQps {pass} + {acquire} {op} count {count} → {verdict}',
  'why.default.idea': 'DefaultController（快速失败）统计滑动一秒内通过的请求，超过 count 就拒绝。',
};

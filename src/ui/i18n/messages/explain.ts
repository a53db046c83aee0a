/**
 * "At the cursor": the rows' words (lib/cursor-values.ts) and "Why?" (lib/why.ts). Formulas keep
 * their Java names and operators in both languages; only the words between them are translated.
 * `warning QPS` is WarmUpController's local `warningQps`, so it stays too.
 */
import type { Catalog } from './catalog';

export default {
  'row.currentRate': 'current rate',
  'row.warningQps': 'warning QPS',
  'row.limitWarm': 'limit (count, warm)',
  'row.limit': 'limit',
  'row.queueTail': 'latestPassedTime − now',
  'row.hint.threshold': 'threshold',
  'row.hint.slopeStarts': 'slope starts here',
  'row.hint.bucketFull': 'bucket full',
  'row.hint.slopeSentinel': 'interval added per token above warningToken',
  'row.hint.slopeGuava': 'interval added per permit above thresholdPermits',
  'row.hint.costTime': 'one pass every costTime',
  'row.hint.stableInterval': 'stableInterval',
  'row.hint.coldInterval': 'coldInterval',
  'row.hint.nextFree': 'next free in {ms} ms',
  'row.hint.queueAhead': 'the pacing queue ahead',
  'row.hint.warningQps': 'Math.nextUp(1 / interval), the interval at the stored tokens',

  'why.passes': 'passes',
  'why.waitsThenPasses': 'waits {wait} ms, then passes',
  'why.blocked': 'blocked',
} satisfies Catalog;

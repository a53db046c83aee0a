/**
 * Sentinel 1.8.7+'s ThrottlingController (grade 1, controlBehavior 2, CONTROL_BEHAVIOR_RATE_LIMITER): a virtual
 * queue paces requests costTime apart, refusing those that would wait longer than maxQueueingTimeMs; in
 * nanosecond mode (count > 1000 / ms) it keeps time in ns. Algorithm: sentinel/controllers/throttling.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-throttling/index.ts).
 */
import {
  PACING_CHARTS,
  COUNT_QPS,
  pacingWhy,
  QUEUE_CONTROL,
  RATE_LIMITER_CHOICE,
  SENTINEL_PANELS,
  sentinelCursor,
  RULE_EDITS,
} from '../sentinel-view';
import messages from './messages';
import { defineView } from '../view';

export const sentinelThrottlingView = defineView({
  why: pacingWhy,
  charts: PACING_CHARTS,
  controls: [COUNT_QPS, QUEUE_CONTROL],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: false, threads: false }),
  choice: RATE_LIMITER_CHOICE,
  compare: { defaultPreset: 'sentinel-versions', edits: RULE_EDITS },
  messages,
  lazy: () => import('./lazy'),
});

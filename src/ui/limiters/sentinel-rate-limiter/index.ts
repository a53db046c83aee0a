/**
 * Sentinel ≤ 1.8.6's RateLimiterController (grade 1, controlBehavior 2, CONTROL_BEHAVIOR_RATE_LIMITER): the
 * virtual queue in whole milliseconds (costTime = Math.round(acquire / count · 1000)). Algorithm:
 * sentinel/controllers/rate-limiter.ts. The picker shows it and ThrottlingController as one option; which runs
 * depends on sentinelVersion.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-rate-limiter/index.ts).
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

export const sentinelRateLimiterView = defineView({
  why: pacingWhy,
  charts: PACING_CHARTS,
  controls: [COUNT_QPS, QUEUE_CONTROL],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: false, threads: false }),
  choice: RATE_LIMITER_CHOICE,
  compare: { defaultPreset: 'sentinel-versions', edits: RULE_EDITS },
  messages,
});

/**
 * Sentinel's WarmUpRateLimiterController (grade 1, controlBehavior 3, CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER):
 * WarmUp's token bucket sets the rate (warmingQps) at which the virtual queue paces requests. Algorithm:
 * sentinel/controllers/warm-up-rate-limiter.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-warm-up-rate-limiter/index.ts).
 */
import {
  PACING_CHARTS,
  COUNT_QPS,
  flowRuleChoice,
  pacingWhy,
  QUEUE_CONTROL,
  SENTINEL_PANELS,
  sentinelCursor,
  sentinelWarmCurve,
  WARM_UP_CONTROLS,
  RULE_EDITS,
} from '../sentinel-view';
import messages from './messages';
import { defineView } from '../view';

export const sentinelWarmUpRateLimiterView = defineView({
  why: pacingWhy,
  charts: {
    ...PACING_CHARTS,
    curve: sentinelWarmCurve,
  },
  controls: [COUNT_QPS, ...WARM_UP_CONTROLS, QUEUE_CONTROL],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: true, threads: false }),
  choice: flowRuleChoice('sentinel-3', 'limiter.sentinel-3', 1, 3),
  compare: { defaultPreset: 'warmup-vs-smooth', edits: RULE_EDITS },
  messages,
});

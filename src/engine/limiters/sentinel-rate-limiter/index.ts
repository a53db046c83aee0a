/**
 * Sentinel ≤ 1.8.6's RateLimiterController (grade 1, controlBehavior 2, CONTROL_BEHAVIOR_RATE_LIMITER): the
 * virtual queue in whole milliseconds (costTime = Math.round(acquire / count · 1000)). Algorithm:
 * sentinel/controllers/rate-limiter.ts. The picker shows it and ThrottlingController as one option; which runs
 * depends on sentinelVersion.
 */
import type { LimiterModule } from '../contract';
import { PACING_CHARTS, PACING_COLUMNS } from '../pacing-common';
import {
  COUNT_QPS,
  pacingWhy,
  QUEUE_CONTROL,
  RATE_LIMITER_CHOICE,
  SENTINEL_PANELS,
  sentinelCursor,
  RULE_EDITS,
} from '../sentinel-common';
import messages from './messages';

export const sentinelRateLimiter: LimiterModule<'sentinel-rate-limiter'> = {
  kind: 'sentinel-rate-limiter',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.RateLimiterController',
    versions: '1.7.2, 1.8.0 to 1.8.6',
  },
  family: 'sentinel',
  config: null,
  columns: PACING_COLUMNS,
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r, version) => r.grade !== 0 && r.controlBehavior === 2 && version !== '1.8.9',
  why: pacingWhy,
  charts: PACING_CHARTS,
  controls: [COUNT_QPS, QUEUE_CONTROL],
  choiceControls: [],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: false, threads: false }),
  choice: RATE_LIMITER_CHOICE,
  compare: { defaultPreset: 'sentinel-versions', edits: RULE_EDITS },
  messages,
};

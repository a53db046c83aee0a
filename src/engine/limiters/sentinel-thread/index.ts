/**
 * A Sentinel THREAD rule (grade 0, FLOW_GRADE_THREAD): DefaultController comparing curThreadNum + acquire with
 * count, whatever controlBehavior says; requests still running hold their slot. Algorithm:
 * sentinel/controllers/default.ts.
 */
import type { LimiterModule } from '../contract';

export const sentinelThread: LimiterModule<'sentinel-thread'> = {
  kind: 'sentinel-thread',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.DefaultController (grade THREAD)',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [
    /** the curThreadNum it read */
    { name: 'curThreadNum', unit: 'threads', shown: 'curThreadNum', csv: true },
    /** the rule count (concurrent calls) */
    { name: 'count', unit: 'threads', shown: 'count', csv: true },
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r) => r.grade === 0,
};

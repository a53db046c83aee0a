/**
 * Sentinel's DefaultController with a QPS rule (grade 1, controlBehavior 0, CONTROL_BEHAVIOR_DEFAULT): reject
 * once passQps + acquire would exceed count in the sliding second; a prioritized request may borrow from the
 * next bucket and wait (occupyTimeoutMs). Algorithm: sentinel/controllers/default.ts.
 */
import type { LimiterModule } from '../contract';

export const sentinelDefault: LimiterModule<'sentinel-default'> = {
  kind: 'sentinel-default',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.DefaultController',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [
    /** the passQps the controller read */
    { name: 'passQps', unit: 'QPS', shown: 'passQps', csv: true },
    /** the rule count it was checked against */
    { name: 'count', unit: 'QPS', shown: 'count', csv: true },
    /** the QPS in force: count */
    { name: 'limitQps', unit: 'QPS', shown: null, csv: false },
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r) => r.grade !== 0 && r.controlBehavior !== 1 && r.controlBehavior !== 2 && r.controlBehavior !== 3,
};

/**
 * sentinel-golang v1.0.4 flow control (`core/flow`: `flow.LoadRules` + `api.Entry(res, WithBatchCount(n))`) as a
 * limiter module: one flow rule on one resource, in the rule's own JSON field names (`threshold`,
 * `tokenCalculateStrategy` Direct 0 / WarmUp 1, `controlBehavior` Reject 0 / Throttling 1, `statIntervalInMs`,
 * `maxQueueingTimeMs`, `warmUpPeriodSec`, `warmUpColdFactor`). Algorithm: src/engine/sentinel-go/ (trace-checked
 * against the real package).
 *
 * The rule is loaded at the scenario's `startMs` and entries run at epoch ms `startMs + floor(tMs)` (the
 * statistic's 500 ms buckets and WarmUp's token sync sit on the absolute clock, as upstream's). A rule that
 * `IsValidRule` refuses is dropped as upstream drops it (logged there): then nothing limits and the label says
 * why. The traffic's `acquire` is the entry's batchCount.
 */
import type { LimiterModule } from '../contract';
import { col } from '../columns';

export type { SentinelGoItem } from './config';

export const SENTINEL_GO_COLUMNS = [
  /** CalculateAllowedTokens: the threshold, or WarmUp’s lower allowance */
  col('allowedTokens', 'requests', 'allowedTokens'),
  /** Reject: the pass sum of the rule’s window before this entry */
  col('curCount', 'requests', 'curCount'),
  /** WarmUp: storedTokens after the token sync */
  col('storedTokens', 'tokens', 'storedTokens'),
  /** Throttling: ceil(batch / threshold · statIntervalNs), in ms */
  col('intervalMs', 'ms', 'interval'),
  /** Throttling: lastPassedTime before the check, ms since start */
  col('lastPassedTimeMs', 'ms', 'lastPassedTime'),
  /** util.Sleep of the flow slot (Throttling queueing), ms */
  col('waitMs', 'ms', null),
];

export const SENTINEL_GO_SERIES = [
  /** GetSum(pass) of the rule’s read window at the tick end */
  col('passSum', 'requests', 'passSum'),
  /** WarmUp calculator’s storedTokens (as of its last sync) */
  col('storedTokens', 'tokens', 'storedTokens'),
  /** Throttling checker’s lastPassedTime, ms since start */
  col('lastPassedTimeMs', 'ms', 'lastPassedTime'),
];

export const sentinelGo: LimiterModule<'sentinel-go'> = {
  kind: 'sentinel-go',
  upstream: { library: 'Sentinel-Go', className: 'core/flow TrafficShapingController', versions: '1.0.4' },
  family: 'limiters',
  config: { type: 'sentinelGoFlowRule', schema: null },
  columns: SENTINEL_GO_COLUMNS,
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: SENTINEL_GO_SERIES,
  standsFor: null,
};

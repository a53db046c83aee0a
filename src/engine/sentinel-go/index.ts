/** sentinel-golang v1.0.4 flow control (`core/flow` through the default slot chain) and its statistics. */
export { SentinelGoFlowResource, type EntryDecision } from './flow-resource';
export { ResourceNode, TrafficShapingController, type BoundStat, type ControllerCheck } from './controller';
export { BucketLeapArray, MetricEventBlock, MetricEventComplete, MetricEventPass, type BucketWrap } from './leap-array';
export { SlidingWindowMetric, isReusable, type WindowRead } from './sliding-window-metric';
export { DirectTrafficShapingCalculator, RejectTrafficShapingChecker, REJECT_BLOCK_MSG } from './reject';
export { ThrottlingChecker, BlockMsgQueueing, BlockMsgThresholdNotPositive } from './throttling';
export { WarmUpTrafficShapingCalculator } from './warm-up';
export {
  Direct,
  WarmUp,
  Reject,
  Throttling,
  ruleIssue,
  needStatistic,
  statPlanFor,
  type SentinelGoFlowRule,
  type StatPlan,
} from './rule';
export type * from './traffic-shaping';

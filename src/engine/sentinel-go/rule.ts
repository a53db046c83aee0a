/**
 * A sentinel-golang flow rule (`core/flow` `Rule`, v1.0.4) in its JSON field names, its
 * validity check (`IsValidRule`), and which statistic it reads (`generateStatFor`).
 *
 * WHICH WINDOW A RULE READS. Every resource has a global ring of 20 × 500 ms buckets (10 s) and
 * a default read window of 2 × 500 ms over it. A rule that needs a statistic (Reject, or WarmUp)
 * reads:
 *   StatIntervalInMs 0 or 1000            the resource's default window              (reuseResourceStat)
 *   a window cut out of the ring          interval/500 buckets of 500 ms, when 10 000 is a multiple of
 *                                         the interval and the interval of 500 (e.g. 2000 → 4 buckets)
 *   anything else                         a ring of its OWN: one bucket of the whole interval when it is
 *                                         not a multiple of 500 (100 → 1 × 100 ms), else interval/500
 *                                         buckets (1500 → 3 × 500 ms); its passes are written by
 *                                         StandaloneStatSlot, so it counts only entries that passed every rule
 * Direct + Throttling reads no statistic at all (the nop stat).
 *
 * HOW WE DIFFER: MemoryAdaptive and RelationStrategy AssociatedResource are not modelled (both
 * are reported as issues); validation returns messages instead of logging and dropping.
 */

/** TokenCalculateStrategy */
export const Direct = 0;
export const WarmUp = 1;
/** ControlBehavior */
export const Reject = 0;
export const Throttling = 1;

export interface SentinelGoFlowRule {
  resource: string;
  tokenCalculateStrategy: typeof Direct | typeof WarmUp;
  controlBehavior: typeof Reject | typeof Throttling;
  /** Passes allowed per StatIntervalInMs (a float64). */
  threshold: number;
  /** Throttling: the longest a request may queue (uint32 ms). */
  maxQueueingTimeMs: number;
  /** WarmUp (uint32 s). */
  warmUpPeriodSec: number;
  /** WarmUp (uint32); 0 means the default 3. */
  warmUpColdFactor: number;
  /** uint32 ms; 0 means the resource's default 1000 ms window. */
  statIntervalInMs: number;
}

/** config.DefaultWarmUpColdFactor */
export const DefaultWarmUpColdFactor = 3;
/** The resource's global ring and default window (config defaults). */
export const GlobalStatisticSampleCountTotal = 20;
export const GlobalStatisticIntervalMsTotal = 10_000;
export const GlobalStatisticBucketLengthInMs = GlobalStatisticIntervalMsTotal / GlobalStatisticSampleCountTotal;
export const MetricStatisticSampleCount = 2;
export const MetricStatisticIntervalMs = 1000;

const UINT32_MAX = 4294967295;

function isUint32(x: number): boolean {
  return Number.isInteger(x) && x >= 0 && x <= UINT32_MAX;
}

/** `IsValidRule`, plus what Go's JSON decoding would refuse; null when the rule loads. */
export function ruleIssue(rule: SentinelGoFlowRule): string | null {
  if (rule.resource === '') return 'empty Resource';
  if (!(rule.threshold >= 0)) return 'negative Threshold';
  if (rule.tokenCalculateStrategy !== Direct && rule.tokenCalculateStrategy !== WarmUp) {
    return `unsupported TokenCalculateStrategy ${String(rule.tokenCalculateStrategy)}`;
  }
  if (rule.controlBehavior !== Reject && rule.controlBehavior !== Throttling) {
    return `unsupported ControlBehavior ${String(rule.controlBehavior)}`;
  }
  for (const key of ['maxQueueingTimeMs', 'warmUpPeriodSec', 'warmUpColdFactor', 'statIntervalInMs'] as const) {
    if (!isUint32(rule[key])) return `${key} must be a uint32: ${rule[key]}`;
  }
  if (rule.tokenCalculateStrategy === WarmUp) {
    if (rule.warmUpPeriodSec <= 0) return 'WarmUpPeriodSec must be great than 0';
    if (rule.warmUpColdFactor === 1) return 'WarmUpColdFactor must be great than 1';
  }
  return null;
}

/** `needStatistic`: WarmUp or Reject read a window; Direct + Throttling does not. */
export function needStatistic(rule: SentinelGoFlowRule): boolean {
  return rule.tokenCalculateStrategy === WarmUp || rule.controlBehavior === Reject;
}

export type StatPlan =
  | { kind: 'nop' }
  | { kind: 'resourceDefault' }
  | { kind: 'resourceWindow'; sampleCount: number; intervalInMs: number }
  | { kind: 'independent'; sampleCount: number; intervalInMs: number };

/** `generateStatFor` as a plan: which window the rule reads and who writes it. */
export function statPlanFor(rule: SentinelGoFlowRule): StatPlan {
  if (!needStatistic(rule)) return { kind: 'nop' };
  const intervalInMs = rule.statIntervalInMs;
  if (intervalInMs === 0 || intervalInMs === MetricStatisticIntervalMs) return { kind: 'resourceDefault' };
  const L = GlobalStatisticBucketLengthInMs;
  let sampleCount = 1;
  if (intervalInMs <= GlobalStatisticIntervalMsTotal && intervalInMs >= L && intervalInMs % L === 0) {
    sampleCount = intervalInMs / L;
  }
  // CheckValidityForReuseStatistic(sampleCount, interval, 20, 10000): the bucket always divides
  // the interval here, so the only failure is "not reusable".
  const bucketLengthInMs = intervalInMs / sampleCount;
  const reusable = GlobalStatisticIntervalMsTotal % intervalInMs === 0 && bucketLengthInMs % L === 0;
  return { kind: reusable ? 'resourceWindow' : 'independent', sampleCount, intervalInMs };
}

/** util.Float64Equals */
function float64Equals(x: number, y: number): boolean {
  return Math.abs(x - y) < 0.00000001;
}

/** `isEqualsTo`: a reload keeps the old controller, state and all, for an equal rule. */
export function isEqualsTo(a: SentinelGoFlowRule, b: SentinelGoFlowRule): boolean {
  return (
    a.resource === b.resource &&
    a.statIntervalInMs === b.statIntervalInMs &&
    a.tokenCalculateStrategy === b.tokenCalculateStrategy &&
    a.controlBehavior === b.controlBehavior &&
    float64Equals(a.threshold, b.threshold) &&
    a.maxQueueingTimeMs === b.maxQueueingTimeMs &&
    a.warmUpPeriodSec === b.warmUpPeriodSec &&
    a.warmUpColdFactor === b.warmUpColdFactor
  );
}

/** `isStatReusable`: a reload hands the old window to a changed rule over the same interval. */
export function isStatReusable(a: SentinelGoFlowRule, b: SentinelGoFlowRule): boolean {
  return a.resource === b.resource && a.statIntervalInMs === b.statIntervalInMs && needStatistic(a) && needStatistic(b);
}

/** reflect.DeepEqual on two rule lists (field by field, floats exactly). */
export function sameRules(a: readonly SentinelGoFlowRule[], b: readonly SentinelGoFlowRule[]): boolean {
  const keys: (keyof SentinelGoFlowRule)[] = [
    'resource',
    'tokenCalculateStrategy',
    'controlBehavior',
    'threshold',
    'maxQueueingTimeMs',
    'warmUpPeriodSec',
    'warmUpColdFactor',
    'statIntervalInMs',
  ];
  return a.length === b.length && a.every((r, i) => keys.every((k) => r[k] === b[i][k]));
}

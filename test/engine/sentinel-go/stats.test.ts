import { describe, expect, it } from 'vitest';
import {
  BucketLeapArray,
  isReusable,
  MetricEventPass,
  SlidingWindowMetric,
  statPlanFor,
  type SentinelGoFlowRule,
} from '../../../src/engine/sentinel-go';

const T0 = 1_700_000_000_230; // ≡ 230 (mod 500), as in the traces

describe('BucketLeapArray (Go)', () => {
  it('pre-fills the ring from the bucket of now onwards, on the absolute grid', () => {
    const ring = new BucketLeapArray(4, 2000, T0);
    const starts = ring.buckets.map((b) => b.bucketStart);
    const b0 = T0 - 230;
    const idx = (b0 / 500) % 4;
    expect(starts[idx]).toBe(b0);
    expect(starts[(idx + 1) % 4]).toBe(b0 + 500);
    expect(starts[(idx + 3) % 4]).toBe(b0 + 1500);
  });

  it('skips future (pre-filled) and deprecated buckets when reading; only a write resets a stale one', () => {
    const ring = new BucketLeapArray(2, 1000, T0);
    ring.addCount(MetricEventPass, 3, T0);
    // the other bucket is pre-filled for …0500, in the future: a start after now counts as deprecated
    expect(ring.valuesConditional(T0, () => true)).toHaveLength(1);
    expect(ring.valuesConditional(T0 + 270, () => true)).toHaveLength(2);
    // at …1230 the bucket …0000 is older than the interval: skipped by reads, but still holds its 3
    const stale = ring.buckets.find((b) => b.bucketStart === T0 - 230);
    expect(ring.valuesConditional(T0 + 1000, () => true).map((b) => b.bucketStart)).toEqual([T0 + 270]);
    expect(stale?.counter[MetricEventPass]).toBe(3);
    ring.addCount(MetricEventPass, 1, T0 + 1000);
    expect(stale).toMatchObject({ bucketStart: T0 + 770, counter: [1, 0, 0] });
  });

  it('refuses a time behind the bucket (nothing counted) unless there is a single bucket', () => {
    const ring = new BucketLeapArray(2, 1000, T0);
    ring.addCount(MetricEventPass, 1, T0 + 1000);
    expect(ring.currentBucketOfTime(T0)).toBeNull();
    const single = new BucketLeapArray(1, 100, T0);
    single.addCount(MetricEventPass, 1, T0 + 100);
    expect(single.currentBucketOfTime(T0)?.bucketStart).toBe(T0 - 30 + 100);
  });
});

describe('SlidingWindowMetric (header worked example)', () => {
  it('previous QPS is the window one bucket ago: 5 at …0500 although the previous second was empty', () => {
    const ring = new BucketLeapArray(20, 10_000, T0);
    const metric = new SlidingWindowMetric(2, 1000, ring);
    ring.addCount(MetricEventPass, 5, T0);
    const at = T0 + 270; // absolute …0500
    expect(metric.getSum(MetricEventPass, at)).toBe(5);
    expect(metric.getPreviousQPS(MetricEventPass, at)).toBe(5);
    expect(metric.getPreviousQPS(MetricEventPass, at - 1)).toBe(0);
    // at …1000 the bucket …0000 leaves the window
    expect(metric.getSum(MetricEventPass, T0 + 770)).toBe(0);
  });

  it('a 2000 ms window over the global ring: sum over 2 s, previous QPS divided by 2', () => {
    const ring = new BucketLeapArray(20, 10_000, T0);
    const metric = new SlidingWindowMetric(4, 2000, ring);
    ring.addCount(MetricEventPass, 1, T0);
    // the window holds bucket starts [b − 1500, b]: …0000 stays in it until …1999
    expect(metric.getSum(MetricEventPass, T0 + 1769)).toBe(1);
    expect(metric.getSum(MetricEventPass, T0 + 1770)).toBe(0);
    expect(metric.getPreviousQPS(MetricEventPass, T0 + 1000)).toBe(0.5);
  });

  it('isReusable follows CheckValidityForReuseStatistic', () => {
    expect(isReusable(2, 1000, 20, 10_000)).toBe(true);
    expect(isReusable(4, 2000, 20, 10_000)).toBe(true);
    expect(isReusable(1, 100, 20, 10_000)).toBe(false);
    expect(isReusable(3, 1500, 20, 10_000)).toBe(false);
  });
});

describe('statPlanFor (generateStatFor)', () => {
  const rule = (statIntervalInMs: number, controlBehavior: 0 | 1 = 0, tokenCalculateStrategy: 0 | 1 = 0) =>
    ({
      resource: 'r',
      tokenCalculateStrategy,
      controlBehavior,
      threshold: 1,
      maxQueueingTimeMs: 0,
      warmUpPeriodSec: 1,
      warmUpColdFactor: 3,
      statIntervalInMs,
    }) satisfies SentinelGoFlowRule;

  it.each([
    [0, { kind: 'resourceDefault' }],
    [1000, { kind: 'resourceDefault' }],
    [2000, { kind: 'resourceWindow', sampleCount: 4, intervalInMs: 2000 }],
    [5000, { kind: 'resourceWindow', sampleCount: 10, intervalInMs: 5000 }],
    [100, { kind: 'independent', sampleCount: 1, intervalInMs: 100 }],
    [700, { kind: 'independent', sampleCount: 1, intervalInMs: 700 }],
    [1500, { kind: 'independent', sampleCount: 3, intervalInMs: 1500 }],
    [20_000, { kind: 'independent', sampleCount: 1, intervalInMs: 20_000 }],
  ])('StatIntervalInMs %i', (interval, plan) => {
    expect(statPlanFor(rule(interval))).toEqual(plan);
  });

  it('Direct + Throttling reads nothing; WarmUp + Throttling reads a window', () => {
    expect(statPlanFor(rule(1000, 1))).toEqual({ kind: 'nop' });
    expect(statPlanFor(rule(1000, 1, 1))).toEqual({ kind: 'resourceDefault' });
  });
});

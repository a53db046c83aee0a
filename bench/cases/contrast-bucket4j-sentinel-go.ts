/**
 * Throughput of two contrast engines, 1,000,000 decisions per case:
 *
 * bucket4j-*:    src/engine/bucket4j, a bucket of two bandwidths (greedy 1,000 per s cap 1,000 and
 *                intervally 100 per 100 ms cap 100) on an epoch-ns clock. Poisson arrivals at 1,200
 *                req/s (seeded mulberry32, times floored to whole µs as in the random traces), each a
 *                tryConsume(1), or a blocking tryConsume(1, 100 ms) that reserves into the future.
 * sentinel-go-*: src/engine/sentinel-go, one flow rule (threshold 1,000, WarmUp 10 s / coldFactor 3
 *                where warm-up, MaxQueueingTimeMs 100 where throttling) under Poisson arrivals at 1,200
 *                req/s on an epoch-ms clock (times floored to ms).
 * The arrival generation is part of the timed work. Timings are printed, never asserted.
 */
import { Bucket4jBucket, type BandwidthSpec } from '../../src/engine/bucket4j';
import { exponential, mulberry32 } from '../../src/engine/random';
import { SentinelGoFlowResource, type SentinelGoFlowRule } from '../../src/engine/sentinel-go';
import type { BenchCase } from '../types';

const REQUESTS = 1_000_000;
const RATE_PER_SEC = 1200;
const SEED = 20261201;
const START_MS = 1_700_000_000_230;

const BANDWIDTHS: BandwidthSpec[] = [
  { capacity: 1000n, refill: 'greedy', refillTokens: 1000n, refillPeriodNanos: 1_000_000_000n },
  { capacity: 100n, refill: 'intervally', refillTokens: 100n, refillPeriodNanos: 100_000_000n },
];

function bucket4j(blocking: boolean): number {
  const startNanos = BigInt(START_MS) * 1_000_000n;
  const bucket = new Bucket4jBucket(BANDWIDTHS, startNanos);
  const rng = mulberry32(SEED);
  let seconds = 0;
  let granted = 0;
  for (let i = 0; i < REQUESTS; i++) {
    seconds += exponential(rng, RATE_PER_SEC);
    const now = startNanos + BigInt(Math.floor(seconds * 1e6)) * 1000n;
    const ok = blocking
      ? bucket.blockingTryConsume(1n, 100_000_000n, now).consumed
      : bucket.tryConsume(1n, now).consumed;
    if (ok) granted++;
  }
  return granted;
}

function sentinelGo(tokenCalculateStrategy: 0 | 1, controlBehavior: 0 | 1): number {
  const rule: SentinelGoFlowRule = {
    resource: 'bench',
    tokenCalculateStrategy,
    controlBehavior,
    threshold: 1000,
    maxQueueingTimeMs: 100,
    warmUpPeriodSec: 10,
    warmUpColdFactor: 3,
    statIntervalInMs: 1000,
  };
  const resource = new SentinelGoFlowResource('bench', [rule], START_MS);
  const rng = mulberry32(SEED);
  let seconds = 0;
  let granted = 0;
  for (let i = 0; i < REQUESTS; i++) {
    seconds += exponential(rng, RATE_PER_SEC);
    if (resource.entry(1, START_MS + Math.floor(seconds * 1000)).passed) granted++;
  }
  return granted;
}

export const contrastCases: BenchCase[] = [
  { name: 'bucket4j-try-consume-poisson', requests: REQUESTS, run: () => bucket4j(false) },
  { name: 'bucket4j-blocking-poisson', requests: REQUESTS, run: () => bucket4j(true) },
  { name: 'sentinel-go-reject-poisson', requests: REQUESTS, run: () => sentinelGo(0, 0) },
  { name: 'sentinel-go-throttling-poisson', requests: REQUESTS, run: () => sentinelGo(0, 1) },
  { name: 'sentinel-go-warmup-poisson', requests: REQUESTS, run: () => sentinelGo(1, 0) },
  { name: 'sentinel-go-warmup-throttling-poisson', requests: REQUESTS, run: () => sentinelGo(1, 1) },
];

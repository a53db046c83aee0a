/**
 * The "peer" workload: the same work the product owner runs on the real Java classes, so Flowlab's figure can be
 * set beside the JVM's (issue "Faster than the JVM on the same work, for every limiter").
 *
 *   - 1,000,000 Poisson arrivals at λ = 2000/s from mulberry32 seed 42 (exponential gaps, cumulative sum in µs),
 *     generated ONCE, before any timing;
 *   - Sentinel: the clock at floor(arrival ms); the rule's controller `canPass` plus one StatisticNode updated as
 *     StatisticSlot does (pass → addPassRequest, block → increaseBlockQps). A queued pass is booked at its arrival:
 *     no event loop, no RT completions. Count 1000; Throttling with maxQueueingTimeMs 500 (millisecond mode at
 *     count 1000); WarmUp warmUpPeriodSec 10, coldFactor 3;
 *   - Guava: `tryAcquire()` (1 permit, no timeout) on create(1000) and create(1000, 10 s), at the exact arrival µs,
 *     and again (`-ms`) with the stopwatch at floor(arrival ms), in µs (a millisecond ticker), computed inside
 *     the timed loop as floor(µs / 1000) × 1000, as the native harness computes its reading inside its loop: both
 *     sides do the same work per call;
 *   - x/time/rate: `NewLimiter(1000, 100)`, `AllowN(t, 1)` at t = arrival µs × 1000 ns;
 *   - Bucket4j: capacity 100, greedy refill 1000 tokens per second, `tryConsume(1)` at the arrival ns;
 *   - resilience4j: limitForPeriod 1000, limitRefreshPeriod 1 s, timeout 0, `acquirePermission()` at the arrival ns;
 *   - Sentinel-Go: one Reject rule (Direct, Threshold 1000, StatIntervalInMs 1000) at floor(arrival ms).
 *
 * Each case's `run` returns its passed count, which the JSON line prints as `passed` (the native harness prints
 * the same count, so the two sides are known to have done the same work).
 *
 * One warm-up run, then the median of 5 (bench/run.ts). Each run builds fresh limiter state. Each case runs in a
 * fresh process of its own (`ownProcess`), as the native harness runs each benchmark in its own forked JVM (JMH
 * forks): that is the like-for-like method, so one case's type feedback cannot reshape another's code. In one
 * shared, warm process (`npm run bench -- peer --shared`) the order matters: the µs Guava cases run first and V8
 * then keeps two SmoothBursty fields as doubles, which costs `peer-guava-bursty-ms` about a quarter of its speed.
 */
import { Bucket4jBucket } from '../../src/engine/bucket4j';
import { SimClock } from '../../src/engine/clock';
import { GoRateLimiter } from '../../src/engine/go-rate';
import { SmoothBursty, SmoothWarmingUp } from '../../src/engine/guava';
import { exponential, mulberry32 } from '../../src/engine/random';
import { DefaultController } from '../../src/engine/sentinel/controllers/default';
import { RateLimiterController } from '../../src/engine/sentinel/controllers/rate-limiter';
import { ThrottlingController } from '../../src/engine/sentinel/controllers/throttling';
import { WarmUpController } from '../../src/engine/sentinel/controllers/warm-up';
import { WarmUpRateLimiterController } from '../../src/engine/sentinel/controllers/warm-up-rate-limiter';
import { AtomicRateLimiter } from '../../src/engine/resilience4j';
import { StatisticNode } from '../../src/engine/sentinel/statistic-node';
import { type FlowDecision, newDecision, type TrafficShapingController } from '../../src/engine/sentinel/types';
import { SentinelGoFlowResource } from '../../src/engine/sentinel-go';
import type { BenchCase } from '../types';

const REQUESTS = 1_000_000;
const RATE_PER_SEC = 2000;
const SEED = 42;
const COUNT = 1000;
const START_MS = 1_700_000_000_000;
const MAX_QUEUEING_MS = 500;
const WARM_UP_SEC = 10;
const COLD_FACTOR = 3;

let arrivalsUs: Float64Array | null = null;
/** The arrival times in µs since the start (floor of the cumulative exponential gaps), made once. */
function arrivals(): Float64Array {
  if (arrivalsUs !== null) return arrivalsUs;
  const rng = mulberry32(SEED);
  const out = new Float64Array(REQUESTS);
  let seconds = 0;
  for (let i = 0; i < REQUESTS; i++) {
    seconds += exponential(rng, RATE_PER_SEC);
    out[i] = Math.floor(seconds * 1e6);
  }
  arrivalsUs = out;
  return out;
}

function sentinel(make: (clock: SimClock) => TrafficShapingController): () => number {
  return () => {
    const clock = new SimClock(START_MS);
    return sentinelLoop(arrivals(), clock, new StatisticNode(clock), make(clock), newDecision());
  };
}

/*
 * The loop of one run, in a function apart from the construction of the run's fresh state (both are still timed).
 * In one function, V8 recompiled the whole run on the second call around constructor calls it had no feedback for
 * yet, and that code sometimes kept the controller's and the node's calls out of line (fresh processes of the
 * same case differed by up to 1.7×, some allocating on every request: one or two young GCs per run); this loop
 * is compiled from the profile of the requests alone. The work per request is the same.
 */
function sentinelLoop(
  times: Float64Array,
  clock: SimClock,
  node: StatisticNode,
  controller: TrafficShapingController,
  decision: FlowDecision,
): number {
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) {
    clock.nowMs = START_MS + Math.floor(times[i] / 1000);
    controller.canPass(node, 1, false, decision);
    if (decision.pass) {
      node.addPassRequest(1);
      passed++;
    } else {
      node.increaseBlockQps(1);
    }
  }
  return passed;
}

/*
 * One loop per Guava shape, written out twice on purpose: a single shared loop would see both classes at its
 * `tryAcquire` call and be compiled for two shapes (and the second case measured through code deoptimised by the
 * first), while each JVM call site the product owner's harness runs sees one class. Same work, same calls.
 */
function guavaBursty(): number {
  const times = arrivals();
  const limiter = new SmoothBursty(COUNT, 0);
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) if (limiter.tryAcquire(1, 0, times[i])) passed++;
  return passed;
}

function guavaWarmingUp(): number {
  const times = arrivals();
  const limiter = new SmoothWarmingUp(COUNT, WARM_UP_SEC * 1_000_000, 0);
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) if (limiter.tryAcquire(1, 0, times[i])) passed++;
  return passed;
}

/* The same two loops with a millisecond stopwatch: Guava reads floor(arrival ms), in µs, computed per call. */
function guavaBurstyMs(): number {
  const times = arrivals();
  const limiter = new SmoothBursty(COUNT, 0);
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) if (limiter.tryAcquire(1, 0, Math.floor(times[i] / 1000) * 1000)) passed++;
  return passed;
}

function guavaWarmingUpMs(): number {
  const times = arrivals();
  const limiter = new SmoothWarmingUp(COUNT, WARM_UP_SEC * 1_000_000, 0);
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) if (limiter.tryAcquire(1, 0, Math.floor(times[i] / 1000) * 1000)) passed++;
  return passed;
}

const GO_BURST = 100;

/** `rate.NewLimiter(1000, 100)`, `AllowN(t, 1)` at each arrival (t in ns). */
function goRate(): number {
  const times = arrivals();
  const limiter = new GoRateLimiter(COUNT, GO_BURST);
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) if (limiter.allow(times[i] * 1000, 1)) passed++;
  return passed;
}

const BUCKET4J_CAPACITY = 100n;

/** `Bucket.builder().addLimit(limit -> limit.capacity(100).refillGreedy(1000, Duration.ofSeconds(1)))`, tryConsume(1)
 * (the verdict only, as Java's boolean; t in ns since the start). */
function bucket4j(): number {
  const times = arrivals();
  const bucket = new Bucket4jBucket(
    [{ capacity: BUCKET4J_CAPACITY, refill: 'greedy', refillTokens: BigInt(COUNT), refillPeriodNanos: 1_000_000_000n }],
    0n,
  );
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) if (bucket.decide(1, times[i] * 1000)) passed++;
  return passed;
}

/** `RateLimiterConfig.custom().limitForPeriod(1000).limitRefreshPeriod(1 s).timeoutDuration(0)`, acquirePermission()
 * (the verdict only, as Java's boolean: `decide`). */
function resilience4j(): number {
  const times = arrivals();
  const limiter = new AtomicRateLimiter({ limitForPeriod: COUNT, limitRefreshPeriodNs: 1_000_000_000, timeoutNs: 0 });
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) if (limiter.decide(times[i] * 1000, 1)) passed++;
  return passed;
}

/** `flow.LoadRules` of one Reject rule (Direct, Threshold 1000, StatIntervalInMs 1000); `Entry` at each arrival (the
 * verdict only, as Go's `err == nil`: `allow`). */
function sentinelGo(): number {
  const times = arrivals();
  const rule = {
    resource: 'peer',
    tokenCalculateStrategy: 0,
    controlBehavior: 0,
    threshold: COUNT,
    maxQueueingTimeMs: 0,
    warmUpPeriodSec: 0,
    warmUpColdFactor: 0,
    statIntervalInMs: 1000,
  } as const;
  const resource = new SentinelGoFlowResource('peer', [rule], START_MS);
  let passed = 0;
  for (let i = 0; i < REQUESTS; i++) if (resource.allow(1, START_MS + Math.floor(times[i] / 1000))) passed++;
  return passed;
}

const QPS = 1;

const cases: BenchCase[] = [
  {
    name: 'peer-sentinel-default',
    requests: REQUESTS,
    returnsPassed: true,
    run: sentinel((c) => new DefaultController(c, COUNT, QPS)),
  },
  {
    name: 'peer-sentinel-throttling',
    requests: REQUESTS,
    returnsPassed: true,
    run: sentinel((c) => new ThrottlingController(c, COUNT, MAX_QUEUEING_MS)),
  },
  {
    name: 'peer-sentinel-rate-limiter-1.8.6',
    requests: REQUESTS,
    returnsPassed: true,
    run: sentinel((c) => new RateLimiterController(c, COUNT, MAX_QUEUEING_MS)),
  },
  {
    name: 'peer-sentinel-warm-up',
    requests: REQUESTS,
    returnsPassed: true,
    run: sentinel((c) => new WarmUpController(c, COUNT, WARM_UP_SEC, COLD_FACTOR)),
  },
  {
    name: 'peer-sentinel-warm-up-rate-limiter',
    requests: REQUESTS,
    returnsPassed: true,
    run: sentinel((c) => new WarmUpRateLimiterController(c, COUNT, WARM_UP_SEC, MAX_QUEUEING_MS, COLD_FACTOR)),
  },
  { name: 'peer-guava-bursty', requests: REQUESTS, returnsPassed: true, run: guavaBursty },
  { name: 'peer-guava-warming-up', requests: REQUESTS, returnsPassed: true, run: guavaWarmingUp },
  { name: 'peer-guava-bursty-ms', requests: REQUESTS, returnsPassed: true, run: guavaBurstyMs },
  { name: 'peer-guava-warming-up-ms', requests: REQUESTS, returnsPassed: true, run: guavaWarmingUpMs },
  { name: 'peer-go-rate', requests: REQUESTS, returnsPassed: true, run: goRate },
  { name: 'peer-bucket4j', requests: REQUESTS, returnsPassed: true, run: bucket4j },
  { name: 'peer-resilience4j', requests: REQUESTS, returnsPassed: true, run: resilience4j },
  { name: 'peer-sentinel-go', requests: REQUESTS, returnsPassed: true, run: sentinelGo },
];

/** Every peer case in a process of its own (see the header). */
export const peerCases: BenchCase[] = cases.map((c) => ({ ...c, ownProcess: true }));

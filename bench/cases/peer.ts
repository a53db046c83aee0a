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
 *   - Guava: `tryAcquire()` (1 permit, no timeout) on create(1000) and create(1000, 10 s), at the exact arrival µs.
 *
 * One warm-up run, then the median of 5 (bench/run.ts). Each run builds fresh limiter state.
 */
import { SimClock } from '../../src/engine/clock';
import { SmoothBursty, SmoothWarmingUp } from '../../src/engine/guava';
import { exponential, mulberry32 } from '../../src/engine/random';
import { DefaultController } from '../../src/engine/sentinel/controllers/default';
import { RateLimiterController } from '../../src/engine/sentinel/controllers/rate-limiter';
import { ThrottlingController } from '../../src/engine/sentinel/controllers/throttling';
import { WarmUpController } from '../../src/engine/sentinel/controllers/warm-up';
import { WarmUpRateLimiterController } from '../../src/engine/sentinel/controllers/warm-up-rate-limiter';
import { StatisticNode } from '../../src/engine/sentinel/statistic-node';
import { newDecision, type TrafficShapingController } from '../../src/engine/sentinel/types';
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
    const times = arrivals();
    const clock = new SimClock(START_MS);
    const node = new StatisticNode(clock);
    const controller = make(clock);
    const decision = newDecision();
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
  };
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

const QPS = 1;

export const peerCases: BenchCase[] = [
  {
    name: 'peer-sentinel-default',
    requests: REQUESTS,
    run: sentinel((c) => new DefaultController(c, COUNT, QPS)),
  },
  {
    name: 'peer-sentinel-throttling',
    requests: REQUESTS,
    run: sentinel((c) => new ThrottlingController(c, COUNT, MAX_QUEUEING_MS)),
  },
  {
    name: 'peer-sentinel-rate-limiter-1.8.6',
    requests: REQUESTS,
    run: sentinel((c) => new RateLimiterController(c, COUNT, MAX_QUEUEING_MS)),
  },
  {
    name: 'peer-sentinel-warm-up',
    requests: REQUESTS,
    run: sentinel((c) => new WarmUpController(c, COUNT, WARM_UP_SEC, COLD_FACTOR)),
  },
  {
    name: 'peer-sentinel-warm-up-rate-limiter',
    requests: REQUESTS,
    run: sentinel((c) => new WarmUpRateLimiterController(c, COUNT, WARM_UP_SEC, MAX_QUEUEING_MS, COLD_FACTOR)),
  },
  { name: 'peer-guava-bursty', requests: REQUESTS, run: guavaBursty },
  { name: 'peer-guava-warming-up', requests: REQUESTS, run: guavaWarmingUp },
];

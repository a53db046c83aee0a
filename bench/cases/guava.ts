/**
 * Guava RateLimiter throughput: 1,000,000 decisions per case through src/engine/guava.
 *
 * steady:  one acquire(1) every 800 µs (1,250 req/s) against a 1,000 permits/s limiter, so the
 *          debt keeps growing and every call takes the full reserve path.
 * poisson: 1,000,000 Poisson arrivals at 1,200 req/s (seeded mulberry32; times are the floor of the
 *          cumulative sum in µs, as in the random conformance traces), each a tryAcquire(1) with a
 *          100 ms timeout, so both the grant and the refusal paths run. The arrival generation is
 *          part of the timed work.
 */
import { SmoothBursty, SmoothWarmingUp, type GuavaLimiter } from '../../src/engine/guava';
import { exponential, mulberry32 } from '../../src/engine/random';
import type { BenchCase } from '../types';

const REQUESTS = 1_000_000;
const RATE_PER_SEC = 1000;
const STEADY_GAP_MICROS = 800;
const POISSON_RATE_PER_SEC = 1200;
const TIMEOUT_MICROS = 100_000;
const SEED = 20240611;

function steady(limiter: GuavaLimiter): number {
  let waitSumMicros = 0;
  for (let i = 0, nowMicros = 0; i < REQUESTS; i++, nowMicros += STEADY_GAP_MICROS) {
    waitSumMicros += limiter.acquire(1, nowMicros);
  }
  return waitSumMicros + limiter.nextFreeTicketMicros;
}

function poisson(limiter: GuavaLimiter): number {
  const rng = mulberry32(SEED);
  let seconds = 0;
  let granted = 0;
  let waitSumMicros = 0;
  for (let i = 0; i < REQUESTS; i++) {
    seconds += exponential(rng, POISSON_RATE_PER_SEC);
    if (limiter.tryAcquire(1, TIMEOUT_MICROS, Math.floor(seconds * 1e6))) {
      granted++;
      waitSumMicros += limiter.lastWaitMicros;
    }
  }
  return waitSumMicros + granted;
}

const bursty = () => new SmoothBursty(RATE_PER_SEC, 0);
const warmingUp = () => new SmoothWarmingUp(RATE_PER_SEC, 2_000_000, 0);

export const guavaCases: BenchCase[] = [
  { name: 'guava-bursty-steady', requests: REQUESTS, run: () => steady(bursty()) },
  { name: 'guava-warmingup-steady', requests: REQUESTS, run: () => steady(warmingUp()) },
  { name: 'guava-bursty-poisson', requests: REQUESTS, run: () => poisson(bursty()) },
  { name: 'guava-warmingup-poisson', requests: REQUESTS, run: () => poisson(warmingUp()) },
];

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longMulDiv, passDefaultLocalCheck } from '../../../../src/engine/sentinel/param-flow/default-check';
import { LruCacheMap } from '../../../../src/engine/sentinel/param-flow/lru-cache';
import type { TimeRecorder, TokenUpdateStatus } from '../../../../src/engine/sentinel/param-flow/parameter-metric';
import { passThrottleLocalCheck, throttleCostTimeMs } from '../../../../src/engine/sentinel/param-flow/throttle-check';

function bucketCheck(count: number, burstCount: number, durationInSec = 1) {
  const buckets = new LruCacheMap<TokenUpdateStatus>(4000);
  return (nowMs: number, acquire = 1) =>
    passDefaultLocalCheck(buckets, {
      nowMs,
      value: 'k',
      key: 'Sk',
      acquire,
      tokenCount: count,
      hotItemCount: null,
      burstCount,
      durationInSec,
    });
}

describe('passDefaultLocalCheck (per-value token bucket)', () => {
  it('header example: count 4, burstCount 6 → 10 at once, then floor(1500 × 4 / 1000) = 6 added at +1500', () => {
    const check = bucketCheck(4, 6);
    const first = check(0);
    expect([first.outcome, first.after]).toEqual(['new-bucket', { lastAddTokenTime: 0, restQps: 9 }]);
    for (let i = 0; i < 9; i++) expect(check(0).pass).toBe(true);
    expect(check(0).outcome).toBe('short');
    const r = check(1500);
    expect([r.outcome, r.toAddCount, r.after]).toEqual(['refill', 6, { lastAddTokenTime: 1500, restQps: 5 }]);
  });

  it('refills only after MORE than durationInSec: +1000 exactly is still blocked, +1001 refills', () => {
    const check = bucketCheck(5, 0);
    for (let i = 0; i < 5; i++) check(100);
    expect(check(1100).pass).toBe(false);
    const r = check(1101);
    expect([r.outcome, r.after?.restQps]).toEqual(['refill', 4]);
  });

  it('count 0 and acquire > count + burst block before any bucket exists; acquire 0 passes', () => {
    expect(bucketCheck(0, 5)(0).outcome).toBe('token-count-zero');
    const check = bucketCheck(3, 1);
    expect(check(0, 5).outcome).toBe('acquire-over-max');
    expect(check(0, 0).outcome).toBe('new-bucket');
  });

  it('long arithmetic: passTime × tokenCount / D stays exact above 2^53', () => {
    expect(longMulDiv(2 ** 40, 10_000_000, 1000)).toBe(Number((2n ** 40n * 10_000_000n) / 1000n));
    expect(longMulDiv(1501, 4, 1000)).toBe(6);
  });

  it('property: between two refills a value never takes more than count + burstCount, and refills are > D apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 900 }), acquire: fc.integer({ min: 0, max: 4 }) }), {
          maxLength: 80,
        }),
        (count, burst, duration, reqs) => {
          const check = bucketCheck(count, burst, duration);
          let t = 1_700_000_000_000;
          let epochStart = -Infinity;
          let taken = 0;
          for (const { gap, acquire } of reqs) {
            t += gap;
            const s = check(t, acquire);
            if (!s.pass) continue;
            if (s.after!.lastAddTokenTime !== epochStart) {
              // a new bucket or a refill: strictly more than a duration after the previous one
              expect(s.after!.lastAddTokenTime - epochStart).toBeGreaterThan(duration * 1000);
              epochStart = s.after!.lastAddTokenTime;
              taken = 0;
            }
            taken += acquire;
            expect(taken).toBeLessThanOrEqual(count + burst);
            expect(s.after!.restQps).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

function pacing(count: number, maxQueueingTimeMs: number, durationInSec = 1) {
  const records = new LruCacheMap<TimeRecorder>(4000);
  return (nowMs: number, acquire = 1) =>
    passThrottleLocalCheck(records, {
      nowMs,
      value: 'p',
      key: 'Sp',
      acquire,
      tokenCount: count,
      hotItemCount: null,
      durationInSec,
      maxQueueingTimeMs,
    });
}

describe('passThrottleLocalCheck (per-value pacing)', () => {
  it('header example: cost 200, limit 500 → waits 0, 200, 400, then blocked (a wait of 500 would be rejected too)', () => {
    const check = pacing(5, 500);
    expect([0, 1, 2, 3].map(() => check(1000)).map((s) => [s.pass, s.waitMs])).toEqual([
      [true, 0],
      [true, 200],
      [true, 400],
      [false, 0],
    ]);
    const strict = pacing(5, 200);
    strict(0);
    expect(strict(0).outcome).toBe('over-queue'); // wait 200 is not < 200
  });

  it('default maxQueueingTimeMs 0: nothing queues and the record jumps to now', () => {
    const check = pacing(5, 0);
    const outcomes = [0, 150, 300, 450, 600].map((t) => check(t).pass);
    expect(outcomes).toEqual([true, false, true, false, true]);
  });

  it('cost = Math.round(1000 × acquire × durationInSec / count)', () => {
    expect(throttleCostTimeMs(1, 2, 3)).toBe(667);
    expect(throttleCostTimeMs(2, 1, 5)).toBe(400);
    expect(throttleCostTimeMs(1, 1, 8)).toBe(125);
  });

  it('property: admitted passes of one value are at least a cost apart and never wait maxQueueingTimeMs or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 60 }),
        (count, maxQ, gaps) => {
          const check = pacing(count, maxQ);
          const cost = throttleCostTimeMs(1, 1, count);
          let t = 0;
          let last = -Infinity;
          for (const g of gaps) {
            t += g;
            const s = check(t);
            if (!s.pass) continue;
            expect(s.waitMs).toBeLessThan(Math.max(maxQ, 1));
            const passAt = t + s.waitMs;
            expect(passAt - last).toBeGreaterThanOrEqual(s.outcome === 'first' ? 0 : cost);
            last = passAt;
          }
        },
      ),
    );
  });
});

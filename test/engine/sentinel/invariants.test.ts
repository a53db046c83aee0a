/**
 * The invariants the foundation issue names, stated over whole runs of the real event loop:
 *  - without prioritized borrowing, DefaultController (QPS) never admits more than `count`
 *    permits in any absolute-aligned 1 s window — nor in any 1 s span made of two aligned
 *    500 ms buckets, which is what its sliding window really guards;
 *  - RateLimiterController (1.8.6) releases admitted requests at least `costTime` apart and
 *    never queues one for longer than `maxQueueingTimeMs`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowRule } from '../../../src/engine/sentinel/flow-rule';
import { FlowSim } from '../../../src/engine/sentinel/flow-sim';
import { javaRound } from '../../../src/engine/java';

const T0 = 1_700_000_000_000;

function rule(controlBehavior: number, count: number, maxQueueingTimeMs = 500): FlowRule {
  return {
    resource: 'r',
    limitApp: 'default',
    grade: 1,
    count,
    strategy: 0,
    controlBehavior,
    warmUpPeriodSec: 10,
    maxQueueingTimeMs,
    clusterMode: false,
    regex: false,
  };
}

const arrivals = fc.array(
  fc.record({
    gapMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 900 })),
    acquire: fc.integer({ min: 1, max: 3 }),
    rtMs: fc.integer({ min: 0, max: 300 }),
  }),
  { minLength: 1, maxLength: 300 },
);

describe('invariants over whole runs', () => {
  it('DefaultController admits at most count permits per aligned second and per 500 ms-aligned 1 s span', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 999 }), arrivals, (count, offset, evs) => {
        const sim = new FlowSim(rule(0, count), '1.8.9', 3, T0 + offset);
        const perHalfSecond = new Map<number, number>();
        let t = T0 + offset;
        for (const e of evs) {
          t += e.gapMs;
          const d = sim.arrive(t, e.acquire, false, e.rtMs, false);
          if (d.pass) {
            const bucket = Math.floor((t + d.waitMs) / 500);
            perHalfSecond.set(bucket, (perHalfSecond.get(bucket) ?? 0) + e.acquire);
          }
        }
        for (const [bucket, n] of perHalfSecond) {
          const span = n + (perHalfSecond.get(bucket + 1) ?? 0);
          expect(span).toBeLessThanOrEqual(count);
          if (bucket % 2 === 0) expect(span).toBeLessThanOrEqual(count); // an aligned second
        }
      }),
    );
  });

  it('RateLimiterController (1.8.6) spaces releases by costTime and bounds the queueing time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 2000 }),
        arrivals,
        (count, maxQueueingTimeMs, evs) => {
          const sim = new FlowSim(rule(2, count, maxQueueingTimeMs), '1.8.6', 3, T0);
          const releases: Array<{ at: number; acquire: number }> = [];
          let t = T0;
          for (const e of evs) {
            t += e.gapMs;
            const d = sim.arrive(t, e.acquire, false, e.rtMs, false);
            if (!d.pass) continue;
            expect(d.waitMs).toBeGreaterThanOrEqual(0);
            expect(d.waitMs).toBeLessThanOrEqual(maxQueueingTimeMs);
            releases.push({ at: t + d.waitMs, acquire: e.acquire });
          }
          // Each admitted request reserves its own cost after the previous release.
          for (let i = 1; i < releases.length; i++) {
            const cost = javaRound(((1.0 * releases[i].acquire) / count) * 1000);
            expect(releases[i].at - releases[i - 1].at).toBeGreaterThanOrEqual(cost);
          }
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeakyBucketQueue, leakyBucketQueueIssues } from '../../../src/engine/textbook/leaky-bucket-queue';

const gapsArb = fc.array(
  fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 5000 })),
  {
    maxLength: 100,
  },
);
const configArb = fc.record({
  capacity: fc.integer({ min: 0, max: 10 }),
  leakRatePerSec: fc.constantFrom(1, 2, 4, 5, 8, 10, 20, 50),
});

describe('LeakyBucketQueue (header worked example)', () => {
  it('capacity 2 at 5/s: 0, 200, 400 ms, the fourth overflows; at 250 ms one waits, so 600 ms', () => {
    const q = new LeakyBucketQueue({ capacity: 2, leakRatePerSec: 5 });
    const burst = [0, 0, 0, 0].map((t) => q.offer(t));
    expect(burst.map((d) => d.departureMs)).toEqual([0, 200, 400, null]);
    expect(burst[3]).toMatchObject({ accepted: false, waitingBefore: 2 });
    expect(q.offer(250)).toMatchObject({ accepted: true, waitingBefore: 1, departureMs: 600, waitMs: 350 });
  });

  it('capacity 0 is strict spacing', () => {
    const q = new LeakyBucketQueue({ capacity: 0, leakRatePerSec: 10 });
    expect(q.offer(0).accepted).toBe(true);
    expect(q.offer(99).accepted).toBe(false);
    expect(q.offer(100)).toMatchObject({ accepted: true, waitMs: 0 });
  });

  it('rejects nonsense configurations', () => {
    expect(leakyBucketQueueIssues({ capacity: -1, leakRatePerSec: 0 })).toHaveLength(2);
  });
});

describe('LeakyBucketQueue properties', () => {
  it('departures are spaced one interval apart, never more than capacity wait, waits are bounded', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const q = new LeakyBucketQueue(config);
        let now = 0;
        let lastDeparture = -Infinity;
        for (const gap of gaps) {
          const d = q.offer((now += gap));
          expect(q.waitingAt(now)).toBeLessThanOrEqual(config.capacity);
          if (!d.accepted) continue;
          const departure = d.departureMs as number;
          expect(departure - lastDeparture).toBeGreaterThanOrEqual(q.leakIntervalMs - 1e-9);
          expect(d.waitMs).toBeLessThanOrEqual(config.capacity * q.leakIntervalMs + 1e-9);
          lastDeparture = departure;
        }
      }),
    );
  });

  it('no starvation: after the queue has drained plus one interval, a request leaves at once', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const q = new LeakyBucketQueue(config);
        let now = 0;
        for (const gap of gaps) q.offer((now += gap));
        const later = Math.max(now, q.lastDepartureMs) + q.leakIntervalMs;
        expect(q.offer(later)).toMatchObject({ accepted: true, waitMs: 0 });
      }),
    );
  });

  it('never rejects while the bucket has room', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const q = new LeakyBucketQueue(config);
        let now = 0;
        for (const gap of gaps) {
          const d = q.offer((now += gap));
          if (d.waitingBefore < config.capacity) expect(d.accepted).toBe(true);
        }
      }),
    );
  });
});

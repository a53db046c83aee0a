import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Gcra, LeakyBucketQueue } from '../../../src/engine/textbook';

const gapsArb = fc.array(
  fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 5000 })),
  {
    maxLength: 100,
  },
);

describe('leaky bucket as a queue', () => {
  it('worked example (header): interval 100 ms, capacity 2', () => {
    const q = new LeakyBucketQueue({ capacity: 2, intervalMs: 100 });
    const burst = [0, 0, 0, 0].map((t) => q.offer(t));
    expect(burst.map((d) => d.waitMs)).toEqual([0, 100, 200, 0]);
    expect(burst.map((d) => d.admitted)).toEqual([true, true, true, false]);
    expect(q.queuedAt(150)).toBe(1);
    expect(q.offer(150)).toMatchObject({ admitted: true, departureMs: 300, waitMs: 150, queuedBefore: 1 });
  });

  it('capacity 0 passes only requests on schedule', () => {
    const q = new LeakyBucketQueue({ capacity: 0, intervalMs: 100 });
    expect([0, 50, 100, 199, 200].map((t) => q.offer(t).admitted)).toEqual([true, false, true, false, true]);
  });

  it('departures are spaced, in order, at most capacity wait, waits bounded, a drop changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 500 }),
        gapsArb,
        (capacity, intervalMs, gaps) => {
          const q = new LeakyBucketQueue({ capacity, intervalMs });
          let t = 0;
          let last = Number.NEGATIVE_INFINITY;
          for (const gap of gaps) {
            t += gap;
            const before = [q.lastDepartureMs, q.queuedAt(t)];
            const d = q.offer(t);
            expect(d.queuedBefore).toBeLessThanOrEqual(capacity);
            if (!d.admitted) {
              expect([q.lastDepartureMs, q.queuedAt(t)]).toEqual(before);
              continue;
            }
            expect(d.departureMs - last).toBeGreaterThanOrEqual(intervalMs);
            expect(d.waitMs).toBeLessThanOrEqual(capacity * intervalMs);
            last = d.departureMs;
          }
        },
      ),
    );
  });

  it('no starvation: after (capacity + 1) intervals of quiet a request is served at once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 500 }),
        gapsArb,
        (capacity, intervalMs, gaps) => {
          const q = new LeakyBucketQueue({ capacity, intervalMs });
          let t = 0;
          for (const gap of gaps) q.offer((t += gap));
          expect(q.offer(t + (capacity + 1) * intervalMs)).toMatchObject({ admitted: true, waitMs: 0 });
        },
      ),
    );
  });
});

describe('GCRA', () => {
  it('worked example (header): T 100 ms, burst 3', () => {
    const g = new Gcra({ emissionIntervalMs: 100, burst: 3 });
    expect(g.toleranceMs).toBe(200);
    const at0 = [0, 0, 0, 0].map((t) => g.tryAcquire(t));
    expect(at0.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(at0[3]).toMatchObject({ newTatMs: 400, retryAfterMs: 100 });
    expect(g.tryAcquire(100)).toMatchObject({ allowed: true, newTatMs: 400 });
    expect(g.tryAcquire(150).allowed).toBe(false);
    expect(g.tryAcquire(200).allowed).toBe(true);
  });

  const configArb = fc.record({
    emissionIntervalMs: fc.integer({ min: 1, max: 500 }),
    burst: fc.integer({ min: 1, max: 10 }),
  });
  const callsArb = fc.array(
    fc.record({
      gap: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 })),
      permits: fc.integer({ min: 1, max: 12 }),
    }),
    {
      maxLength: 100,
    },
  );

  it('at most burst + (t2 − t1)/T permits pass in any span [t1, t2]', () => {
    fc.assert(
      fc.property(configArb, callsArb, (config, calls) => {
        const g = new Gcra(config);
        const grants: { t: number; permits: number }[] = [];
        let t = 0;
        for (const c of calls) {
          t += c.gap;
          if (g.tryAcquire(t, c.permits).allowed) grants.push({ t, permits: c.permits });
        }
        for (const a of grants) {
          for (const b of grants) {
            if (b.t < a.t) continue;
            const sum = grants.filter((h) => h.t >= a.t && h.t <= b.t).reduce((s, h) => s + h.permits, 0);
            expect(sum).toBeLessThanOrEqual(config.burst + (b.t - a.t) / config.emissionIntervalMs);
          }
        }
      }),
    );
  });

  it('a refusal changes nothing; retryAfterMs is the exact wait (1 ms earlier is still refused)', () => {
    fc.assert(
      fc.property(configArb, callsArb, (config, calls) => {
        const g = new Gcra(config);
        const twin = new Gcra(config); // fed the same calls, to probe just before the retry time
        let t = 0;
        for (const c of calls) {
          t += c.gap;
          const tat = g.tatMs;
          const d = g.tryAcquire(t, c.permits);
          twin.tryAcquire(t, c.permits);
          if (d.allowed) continue;
          expect(g.tatMs).toBe(tat);
          if (c.permits > config.burst) {
            expect(d.retryAfterMs).toBe(Number.POSITIVE_INFINITY); // never passes
            continue;
          }
          if (d.retryAfterMs >= 1) expect(twin.tryAcquire(t + d.retryAfterMs - 1, c.permits).allowed).toBe(false);
          expect(g.tryAcquire(t + d.retryAfterMs, c.permits).allowed).toBe(true);
          return; // the clocks have moved past t; the run ends here
        }
      }),
    );
  });

  it('no starvation: after burst · T of quiet any n ≤ burst passes', () => {
    fc.assert(
      fc.property(configArb, callsArb, fc.integer({ min: 1, max: 10 }), (config, calls, n) => {
        const g = new Gcra(config);
        let t = 0;
        for (const c of calls) g.tryAcquire((t += c.gap), c.permits);
        expect(g.tryAcquire(t + config.burst * config.emissionIntervalMs, Math.min(n, config.burst)).allowed).toBe(
          true,
        );
      }),
    );
  });
});

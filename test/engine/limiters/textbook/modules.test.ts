/**
 * The five textbook modules (teaching algorithms, no upstream): each runner decides as a plain loop over its
 * algorithm does, its per-tick own series is what a request at the tick end would see, and every explanation
 * gives the run's verdict through its own comparison.
 */
import { describe, expect, it } from 'vitest';
import { limiterModule } from '../../../../src/engine/limiters/registry';
import { Outcome } from '../../../../src/engine/sim/result';
import {
  FixedWindowCounter,
  Gcra,
  LeakyBucketQueue,
  SlidingLog,
  SlidingWindowCounter,
} from '../../../../src/engine/textbook';
import { arrivalsOf, expectExplanationsAgree, runItem, scenarioWith } from '../other-helpers';

type Loop = (tMs: number, acquire: number) => { outcome: number; waitMs: number };

const cases: { kind: string; className: string; item: Record<string, unknown>; loop: () => Loop }[] = [
  {
    kind: 'textbook-fixed-window',
    className: 'FixedWindowCounter',
    item: { type: 'textbookFixedWindow', limit: 7, windowMs: 1000 },
    loop: () => {
      const c = new FixedWindowCounter({ limit: 7, windowMs: 1000 });
      return (t, n) => ({ outcome: c.tryAcquire(t, n).allowed ? Outcome.Passed : Outcome.Blocked, waitMs: 0 });
    },
  },
  {
    kind: 'textbook-sliding-log',
    className: 'SlidingLog',
    item: { type: 'textbookSlidingLog', limit: 7, windowMs: 1000 },
    loop: () => {
      const c = new SlidingLog({ limit: 7, windowMs: 1000 });
      return (t, n) => ({ outcome: c.tryAcquire(t, n).allowed ? Outcome.Passed : Outcome.Blocked, waitMs: 0 });
    },
  },
  {
    kind: 'textbook-sliding-window-counter',
    className: 'SlidingWindowCounter',
    item: { type: 'textbookSlidingWindowCounter', limit: 7, windowMs: 1000 },
    loop: () => {
      const c = new SlidingWindowCounter({ limit: 7, windowMs: 1000 });
      return (t, n) => ({ outcome: c.tryAcquire(t, n).allowed ? Outcome.Passed : Outcome.Blocked, waitMs: 0 });
    },
  },
  {
    kind: 'textbook-leaky-bucket',
    className: 'LeakyBucketQueue',
    item: { type: 'textbookLeakyBucketQueue', capacity: 3, intervalMs: 125 },
    loop: () => {
      const q = new LeakyBucketQueue({ capacity: 3, intervalMs: 125 });
      return (t) => {
        const d = q.offer(t);
        if (!d.admitted) return { outcome: Outcome.Blocked, waitMs: 0 };
        return { outcome: d.waitMs > 0 ? Outcome.Waited : Outcome.Passed, waitMs: d.waitMs };
      };
    },
  },
  {
    kind: 'textbook-gcra',
    className: 'Gcra',
    item: { type: 'textbookGcra', emissionIntervalMs: 125, burst: 4 },
    loop: () => {
      const g = new Gcra({ emissionIntervalMs: 125, burst: 4 });
      return (t, n) => ({ outcome: g.tryAcquire(t, n).allowed ? Outcome.Passed : Outcome.Blocked, waitMs: 0 });
    },
  },
];

describe.each(cases)('$kind', ({ kind, className, item, loop }) => {
  const s = scenarioWith(
    item,
    [
      { type: 'poisson', qps: 12 },
      { type: 'burst', atMs: 1990, count: 8 },
    ],
    {
      durationMs: 5000,
    },
  );
  const lim = runItem(s);

  it('is a built-in module labelled as a teaching algorithm with no upstream', () => {
    const m = limiterModule(kind)!;
    expect(m.upstream.library).toContain('teaching algorithm, no upstream');
    expect(m.upstream.className).toBe(className);
    expect(lim.kind).toBe(kind);
  });

  it('decides every request as a plain loop over the algorithm does', () => {
    const decide = loop();
    const { tMs, acquire } = arrivalsOf(s);
    expect(lim.requests.count).toBe(tMs.length);
    tMs.forEach((t, i) => {
      const want = decide(t, acquire[i]);
      expect(lim.requests.outcome[i], `request ${i} at ${t} ms`).toBe(want.outcome);
      expect(lim.requests.waitMs[i]).toBe(want.waitMs);
    });
    expect(lim.summary.blocked).toBeGreaterThan(0);
    expect(lim.summary.passed).toBeGreaterThan(0);
  });

  it('declares its own series and fills one value per tick', () => {
    const m = limiterModule(kind)!;
    for (const c of m.seriesColumns) expect(lim.ownSeries[c.name]?.length, c.name).toBe(50);
  });

  it('explains every request with the algorithm’s own comparison', () => {
    expectExplanationsAgree(s, lim, className);
  });
});

describe('own series are what a request at the tick end would see', () => {
  it('fixed window: 5 counted at 900 ms, 0 at 1000 ms (a new window)', () => {
    const s = scenarioWith({ type: 'textbookFixedWindow', limit: 5, windowMs: 1000 }, [
      { type: 'burst', atMs: 850, count: 5 },
    ]);
    const w = runItem(s).ownSeries.windowCount;
    expect(w[8]).toBe(5); // tick 8 ends at 900 ms
    expect(w[9]).toBe(0); // tick 9 ends at 1000 ms, the start of [1000, 2000)
  });

  it('leaky bucket: three at 0 ms with one leaking per 125 ms leave 2, then 1, then 0 waiting', () => {
    const s = scenarioWith({ type: 'textbookLeakyBucketQueue', capacity: 5, intervalMs: 125 }, [
      { type: 'burst', atMs: 0, count: 3 },
    ]);
    const q = runItem(s).ownSeries.queueDepth;
    // departures at 0, 125, 250 ms; tick ends at 100, 200, 300 ms
    expect([q[0], q[1], q[2]]).toEqual([2, 1, 0]);
  });

  it('GCRA: tat runs 3 · T ahead after 3 at once, and the equivalent tokens drop by 3', () => {
    const s = scenarioWith({ type: 'textbookGcra', emissionIntervalMs: 100, burst: 4 }, [
      { type: 'burst', atMs: 50, count: 3 },
    ]);
    const lim = runItem(s);
    // tat = 50 + 300 = 350; at the end of tick 0 (100 ms) it is 250 ms ahead: 4 − 2.5 = 1.5 tokens
    expect(lim.ownSeries.tatMs[0]).toBe(350);
    expect(lim.ownSeries.tatAheadMs[0]).toBe(250);
    expect(lim.series.stored[0]).toBeCloseTo(1.5, 12);
  });
});

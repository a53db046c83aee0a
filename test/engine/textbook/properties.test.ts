import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedWindowCounter, SlidingLog, SlidingWindowCounter } from '../../../src/engine/textbook';

interface Limiter {
  tryAcquire(nowMs: number, permits: number): { allowed: boolean };
}
type Make = (limit: number, windowMs: number) => Limiter;
const algorithms: [string, Make][] = [
  ['fixed window', (limit, windowMs) => new FixedWindowCounter({ limit, windowMs })],
  ['sliding log', (limit, windowMs) => new SlidingLog({ limit, windowMs })],
  ['sliding-window counter', (limit, windowMs) => new SlidingWindowCounter({ limit, windowMs })],
];

const configArb = fc.record({ limit: fc.integer({ min: 0, max: 20 }), windowMs: fc.integer({ min: 1, max: 5000 }) });
const callsArb = fc.array(
  fc.record({
    gap: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 12_000 })),
    permits: fc.integer({ min: 0, max: 24 }),
  }),
  { maxLength: 100 },
);

interface Grant {
  t: number;
  permits: number;
}
function run(make: Make, limit: number, windowMs: number, calls: { gap: number; permits: number }[]) {
  const lim = make(limit, windowMs);
  let t = 0;
  const grants: Grant[] = [];
  const outcomes: boolean[] = [];
  for (const c of calls) {
    t += c.gap;
    const allowed = lim.tryAcquire(t, c.permits).allowed;
    outcomes.push(allowed);
    if (allowed) grants.push({ t, permits: c.permits });
  }
  return { grants, outcomes };
}

/** The most permits granted in any span (t − windowMs, t]. */
function busiestSpan(grants: Grant[], windowMs: number): number {
  let best = 0;
  for (const g of grants) {
    const sum = grants.filter((h) => h.t > g.t - windowMs && h.t <= g.t).reduce((s, h) => s + h.permits, 0);
    best = Math.max(best, sum);
  }
  return best;
}

function busiestAlignedWindow(grants: Grant[], windowMs: number): number {
  const per = new Map<number, number>();
  for (const g of grants) {
    const k = Math.floor(g.t / windowMs);
    per.set(k, (per.get(k) ?? 0) + g.permits);
  }
  return Math.max(0, ...per.values());
}

describe('textbook algorithms: bounds', () => {
  it('fixed window: ≤ limit per aligned window, ≤ 2·limit in any span', () => {
    fc.assert(
      fc.property(configArb, callsArb, ({ limit, windowMs }, calls) => {
        const { grants } = run(algorithms[0][1], limit, windowMs, calls);
        expect(busiestAlignedWindow(grants, windowMs)).toBeLessThanOrEqual(limit);
        expect(busiestSpan(grants, windowMs)).toBeLessThanOrEqual(2 * limit);
      }),
    );
  });

  it('sliding log: ≤ limit in any span of windowMs', () => {
    fc.assert(
      fc.property(configArb, callsArb, ({ limit, windowMs }, calls) => {
        const { grants } = run(algorithms[1][1], limit, windowMs, calls);
        expect(busiestSpan(grants, windowMs)).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('sliding-window counter: ≤ limit per aligned window, ≤ 2·limit in any span', () => {
    fc.assert(
      fc.property(configArb, callsArb, ({ limit, windowMs }, calls) => {
        const { grants } = run(algorithms[2][1], limit, windowMs, calls);
        expect(busiestAlignedWindow(grants, windowMs)).toBeLessThanOrEqual(limit);
        expect(busiestSpan(grants, windowMs)).toBeLessThanOrEqual(2 * limit);
      }),
    );
  });
});

describe.each(algorithms)('%s: fairness', (_name, make) => {
  it('a refused request changes no later decision', () => {
    const spamArb = fc.array(
      fc.record({
        gap: fc.integer({ min: 0, max: 500 }),
        permits: fc.integer({ min: 0, max: 24 }),
        spam: fc.boolean(),
      }),
      {
        maxLength: 100,
      },
    );
    fc.assert(
      fc.property(configArb, spamArb, ({ limit, windowMs }, calls) => {
        // `a` never sees the spam calls; `b` sees them too. Until `b` grants a spam call, every refused one
        // must leave `b` deciding exactly like `a`.
        const a = make(limit, windowMs);
        const b = make(limit, windowMs);
        let t = 0;
        for (const c of calls) {
          t += c.gap;
          if (c.spam) {
            if (b.tryAcquire(t, c.permits).allowed) return;
          } else {
            expect(b.tryAcquire(t, c.permits).allowed).toBe(a.tryAcquire(t, c.permits).allowed);
          }
        }
      }),
    );
  });

  it('no starvation: after two idle windows a request of at most limit passes', () => {
    fc.assert(
      fc.property(configArb, callsArb, fc.integer({ min: 0, max: 20 }), ({ limit, windowMs }, calls, n) => {
        const lim = make(limit, windowMs);
        let t = 0;
        for (const c of calls) lim.tryAcquire((t += c.gap), c.permits);
        expect(lim.tryAcquire(t + 2 * windowMs, Math.min(n, limit)).allowed).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { FixedWindowCounter, SlidingLog, SlidingWindowCounter } from '../../../src/engine/textbook';

const passes = (decisions: { allowed: boolean }[]) => decisions.filter((d) => d.allowed).length;

describe('textbook worked examples (module headers)', () => {
  it('fixed window: 3 at 990 ms and 3 more at 1000 ms — the boundary burst', () => {
    const fw = new FixedWindowCounter({ limit: 3, windowMs: 1000 });
    const before = Array.from({ length: 4 }, () => fw.tryAcquire(990));
    const after = Array.from({ length: 4 }, () => fw.tryAcquire(1000));
    expect([passes(before), passes(after)]).toEqual([3, 3]);
    expect(after[0]).toMatchObject({ windowStartMs: 1000, windowReset: true, countBefore: 0, resetInMs: 1000 });
  });

  it('sliding log: an entry leaves exactly windowMs after it was granted; no boundary burst', () => {
    const log = new SlidingLog({ limit: 3, windowMs: 1000 });
    for (const t of [0, 400, 800]) expect(log.tryAcquire(t).allowed).toBe(true);
    expect(log.tryAcquire(999)).toMatchObject({ allowed: false, loggedPermits: 3, oldestLeavesAtMs: 1000 });
    expect(log.tryAcquire(1000)).toMatchObject({ allowed: true, evictedPermits: 1 });

    const edge = new SlidingLog({ limit: 3, windowMs: 1000 });
    const burst = [990, 990, 990, 990, 1000, 1000, 1000].map((t) => edge.tryAcquire(t));
    expect(passes(burst)).toBe(3);
  });

  it('sliding-window counter: the previous window weighs by its overlap', () => {
    const swc = new SlidingWindowCounter({ limit: 10, windowMs: 1000 });
    for (let i = 0; i < 10; i++) swc.tryAcquire(i * 100);
    const at1250 = Array.from({ length: 3 }, () => swc.tryAcquire(1250));
    expect(at1250.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(at1250[0]).toMatchObject({ previousCount: 10, previousWeight: 0.75, estimate: 7.5, windowsAdvanced: 1 });
    expect(at1250[2].estimate).toBe(9.5);
    const at1900 = Array.from({ length: 8 }, () => swc.tryAcquire(1900));
    expect(at1900[0].estimate).toBeCloseTo(3, 12);
    expect(passes(at1900)).toBe(7);
  });

  it('rejects a negative limit or a non-positive window', () => {
    expect(() => new FixedWindowCounter({ limit: -1, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new SlidingLog({ limit: 1, windowMs: 0 })).toThrow(RangeError);
    expect(() => new SlidingWindowCounter({ limit: 1.5, windowMs: 10 })).toThrow(RangeError);
  });
});

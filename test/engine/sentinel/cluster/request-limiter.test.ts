import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import { GlobalRequestLimiter, RequestLimiter } from '../../../../src/engine/sentinel/cluster/request-limiter';

describe('RequestLimiter / GlobalRequestLimiter', () => {
  it('header worked example: 20 per second, the 21st refused, back after the bucket slid out', () => {
    const clock = new SimClock(404);
    const l = new RequestLimiter(clock, 20);
    const first = Array.from({ length: 21 }, () => l.tryPass());
    expect(first.filter(Boolean)).toHaveLength(20);
    expect(first[20]).toBe(false);
    expect(l.getQps()).toBe(20); // the refused request is not counted
    clock.nowMs = 1399;
    expect(l.tryPass()).toBe(false);
    clock.nowMs = 1404; // bucket [400,500) is deprecated at 1404 − 400 > 1000
    expect(l.tryPass()).toBe(true);
  });

  it('a namespace without a limiter always passes; a null namespace never does', () => {
    const g = new GlobalRequestLimiter(new SimClock(0));
    expect(g.tryPass('default')).toBe(true);
    expect(g.tryPass(null)).toBe(false);
    expect(g.getCurrentQps('default')).toBe(0);
  });

  it('applyMaxQpsChange reaches existing limiters', () => {
    const g = new GlobalRequestLimiter(new SimClock(0));
    g.initIfAbsent('a', 1);
    expect(g.tryPass('a')).toBe(true);
    expect(g.tryPass('a')).toBe(false);
    g.applyMaxQpsChange(5);
    expect(g.tryPass('a')).toBe(true);
    g.initIfAbsent('a', 100); // already there: unchanged
    expect(g.getRequestLimiter('a')!.qpsAllowed).toBe(5);
  });

  it('property: passes in any 10 consecutive 100 ms buckets never exceed maxAllowedQps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 300 }),
        (max, gaps) => {
          const clock = new SimClock(1_000);
          const l = new RequestLimiter(clock, max);
          const passedAt: number[] = [];
          for (const g of gaps) {
            clock.nowMs += g;
            if (l.tryPass()) passedAt.push(clock.nowMs);
            const bucketStart = clock.nowMs - (clock.nowMs % 100);
            const inWindow = passedAt.filter((t) => t >= bucketStart - 900).length;
            if (inWindow > max) return false;
          }
          return true;
        },
      ),
    );
  });
});

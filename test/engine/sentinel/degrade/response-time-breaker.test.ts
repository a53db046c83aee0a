import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BreakerState, CompletionOutcome } from '../../../../src/engine/sentinel/degrade/circuit-breaker';
import { ResponseTimeCircuitBreaker } from '../../../../src/engine/sentinel/degrade/response-time-breaker';
import { breakerFor } from './helpers';

/** Feeds RTs as completions 1 ms apart in one bucket; returns the final state. */
function feed(rule: Parameters<typeof breakerFor>[0], rts: number[]) {
  const b = breakerFor({ grade: 0, timeWindow: 1, ...rule });
  rts.forEach((rt, i) => b.at(i + 1).onRequestComplete(rt, false));
  return b.cb;
}

describe('ResponseTimeCircuitBreaker', () => {
  it('worked example: 120, 100, 150, 30, 101 → 3/5 slow > 0.5 opens; with 100 last → 2/5 stays closed', () => {
    const opened = feed({ count: 100, slowRatioThreshold: 0.5, minRequestAmount: 5 }, [120, 100, 150, 30, 101]);
    expect(opened.state).toBe(BreakerState.OPEN);
    expect(opened.lastCompletion.value).toBe(0.6);
    const closed = feed({ count: 100, slowRatioThreshold: 0.5, minRequestAmount: 5 }, [120, 100, 150, 30, 100]);
    expect(closed.state).toBe(BreakerState.CLOSED);
    expect(closed.lastCompletion).toMatchObject({ value: 0.4, outcome: CompletionOutcome.WITHIN_THRESHOLD });
  });

  it.each([
    // count, rt, slow?
    [100, 100, false],
    [100, 101, true],
    [100.5, 101, false], // Math.round(100.5) = 101
    [100.5, 102, true],
    [100.4, 101, true], // Math.round(100.4) = 100
    [0, 1, true],
    [0, 0, false],
  ])('count %s: rt %s ms is slow: %s', (count, rt, slow) => {
    const { cb, at } = breakerFor({ grade: 0, count, slowRatioThreshold: 0, minRequestAmount: 1 });
    at(0).onRequestComplete(rt, false);
    expect(cb.lastCompletion.bad).toBe(slow);
    expect(cb.state).toBe(slow ? BreakerState.OPEN : BreakerState.CLOSED);
  });

  it.each([
    // threshold, slow of total, opens?
    [0.5, [1, 2], false], // 0.5 is not > 0.5
    [0.5, [2, 3], true],
    [1.0, [4, 5], false],
    [1.0, [5, 5], true], // the 1.0 exception: ratio == threshold == 1 opens
    [0.0, [0, 5], false],
    [0.0, [1, 5], true],
  ] as const)('slowRatioThreshold %s with %j slow/total → opens %s', (threshold, [slow, total], opens) => {
    const rts = Array.from({ length: total }, (_, i) => (i < slow ? 500 : 5));
    const cb = feed({ count: 50, slowRatioThreshold: threshold, minRequestAmount: total }, rts);
    expect(cb.state).toBe(opens ? BreakerState.OPEN : BreakerState.CLOSED);
  });

  it('needs minRequestAmount completions in the bucket', () => {
    const cb = feed({ count: 10, slowRatioThreshold: 0.1, minRequestAmount: 4 }, [99, 99, 99]);
    expect(cb.state).toBe(BreakerState.CLOSED);
    expect(cb.lastCompletion.outcome).toBe(CompletionOutcome.BELOW_MIN_REQUESTS);
    expect(cb.lastCompletion.value).toBeNaN();
  });

  it('in HALF_OPEN a completion with rt == count closes it; rt == count + 1 re-opens it', () => {
    for (const [rt, state] of [
      [100, BreakerState.CLOSED],
      [101, BreakerState.OPEN],
    ] as const) {
      const b = breakerFor({ grade: 0, count: 100, slowRatioThreshold: 0, minRequestAmount: 1, timeWindow: 1 });
      b.at(0).onRequestComplete(500, false);
      b.at(1000).tryPass();
      b.at(1000 + rt).onRequestComplete(rt, false);
      expect(b.cb.state).toBe(state);
    }
  });

  it('models the upstream class and exposes maxAllowedRt', () => {
    const { cb } = breakerFor({ grade: 0, count: 99.5 });
    expect(cb).toBeInstanceOf(ResponseTimeCircuitBreaker);
    expect(cb.className).toBe('ResponseTimeCircuitBreaker');
    expect((cb as ResponseTimeCircuitBreaker).maxAllowedRt).toBe(100);
  });

  it('property: while CLOSED it opens exactly when total >= min and (ratio > t or ratio == t == 1)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom(0, 0.25, 0.5, 0.75, 1),
        fc.integer({ min: 1, max: 10 }),
        (rts, count, threshold, min) => {
          const b = breakerFor({ grade: 0, count, slowRatioThreshold: threshold, minRequestAmount: min });
          let slow = 0;
          for (let i = 0; i < rts.length; i++) {
            b.at(i).onRequestComplete(rts[i], false);
            if (rts[i] > count) slow++;
            const total = i + 1;
            const ratio = slow / total;
            const opens = total >= min && (ratio > threshold || (ratio === 1 && threshold === 1));
            if (opens) {
              expect(b.cb.state).toBe(BreakerState.OPEN);
              return;
            }
            expect(b.cb.state).toBe(BreakerState.CLOSED);
          }
        },
      ),
    );
  });
});

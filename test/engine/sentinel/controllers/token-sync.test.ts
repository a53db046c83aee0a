import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WarmUpController } from '../../../../src/engine/sentinel/controllers/warm-up';
import { fillTokenSync, newTokenSyncExplain, secondOf } from '../../../../src/engine/sentinel/controllers/token-sync';
import { SimClock } from '../../../../src/engine/clock';

/** Java's `currentTime - currentTime % 1000` (the `%` truncates towards zero, as JavaScript's does). */
const javaSecond = (now: number): number => now - (now % 1000);

describe('secondOf', () => {
  it('equals now - now % 1000 for every whole ms in the safe range, negative and huge included', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (now) => {
        expect(secondOf(now)).toBe(javaSecond(now));
      }),
      { numRuns: 20000 },
    );
  });

  it('equals it around every second boundary, at small, epoch and near-2^53 magnitudes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -9_007_199_254_740, max: 9_007_199_254_739 }),
        fc.integer({ min: -2, max: 2 }),
        (k, d) => {
          const now = k * 1000 + d;
          expect(secondOf(now)).toBe(javaSecond(now));
        },
      ),
      { numRuns: 20000 },
    );
    for (const now of [0, 1, 999, 1000, 1001, -1, -999, -1000, -1001, 1_700_000_000_999, 2 ** 53 - 1, 2 ** 53 - 992]) {
      expect(secondOf(now)).toBe(javaSecond(now));
    }
  });
});

describe('fillTokenSync', () => {
  it("leaves storedTokensAfter equal to the bucket the controller's own sync leaves", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 2000 })), { maxLength: 30 }),
        (count, warmUpSec, steps) => {
          const clock = new SimClock(1_700_000_000_000);
          const c = new WarmUpController(clock, count, warmUpSec, 3);
          const node = { prev: 0, passQps: () => 0, previousPassQps: () => node.prev };
          for (const [gap, prev] of steps) {
            clock.nowMs += gap;
            node.prev = prev;
            const before = { tokens: c.storedTokens, lastFilled: c.lastFilledTime };
            c.canPass(node as never, 1, false, { pass: false, waitMs: 0, waitNs: 0, priorityWait: false });
            const s = fillTokenSync(
              newTokenSyncExplain(),
              c,
              secondOf(clock.nowMs),
              before.lastFilled,
              before.tokens,
              prev,
            );
            expect(s.storedTokensAfter).toBe(c.storedTokens);
            expect(c.lastSync).toEqual(s);
          }
        },
      ),
    );
  });
});

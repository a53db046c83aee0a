import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BreakerState, CompletionOutcome } from '../../../../src/engine/sentinel/degrade/circuit-breaker';
import { ExceptionCircuitBreaker } from '../../../../src/engine/sentinel/degrade/exception-breaker';
import { breakerFor } from './helpers';

function feed(rule: Parameters<typeof breakerFor>[0], errors: boolean[]) {
  const b = breakerFor({ timeWindow: 1, ...rule });
  errors.forEach((error, i) => b.at(i + 1).onRequestComplete(10, error));
  return b.cb;
}

const E = true;
const OK = false;

describe('ExceptionCircuitBreaker', () => {
  it('worked example, error count 3 / min 5: four errors stay CLOSED, a fifth (clean) completion opens', () => {
    const four = feed({ grade: 2, count: 3, minRequestAmount: 5 }, [E, E, E, E]);
    expect(four.state).toBe(BreakerState.CLOSED);
    expect(four.lastCompletion.outcome).toBe(CompletionOutcome.BELOW_MIN_REQUESTS);
    const five = feed({ grade: 2, count: 3, minRequestAmount: 5 }, [E, E, E, E, OK]);
    expect(five.state).toBe(BreakerState.OPEN);
    expect(five.lastCompletion.value).toBe(4);
  });

  it('worked example, error ratio 0.5 / min 4: 2/4 stays CLOSED, a failing 5th (3/5) opens', () => {
    const half = feed({ grade: 1, count: 0.5, minRequestAmount: 4 }, [E, OK, E, OK]);
    expect(half.state).toBe(BreakerState.CLOSED);
    expect(half.lastCompletion.value).toBe(0.5);
    const more = feed({ grade: 1, count: 0.5, minRequestAmount: 4 }, [E, OK, E, OK, E]);
    expect(more.state).toBe(BreakerState.OPEN);
    expect(more.lastCompletion.value).toBe(0.6);
  });

  it.each([
    // grade, count, errors, opens?
    [2, 3, [E, E, E, OK, OK], false], // 3 is not > 3
    [2, 0, [OK, OK, OK, OK, E], true],
    [2, 2.5, [E, E, E, OK, OK], true],
    [1, 1, [E, E, E, E, E], false], // a ratio can never exceed 1: count 1 never opens
    [1, 0, [OK, OK, OK, OK, OK], false],
    [1, 0, [OK, OK, OK, OK, E], true],
  ] as const)('grade %s count %s with %j → opens %s', (grade, count, errors, opens) => {
    const cb = feed({ grade, count, minRequestAmount: 5 }, [...errors]);
    expect(cb.state).toBe(opens ? BreakerState.OPEN : BreakerState.CLOSED);
  });

  it('ignores RT entirely', () => {
    const b = breakerFor({ grade: 1, count: 0.1, minRequestAmount: 1 });
    b.at(0).onRequestComplete(1e9, false);
    expect(b.cb.state).toBe(BreakerState.CLOSED);
  });

  it('a failing half-open completion re-opens, a clean one closes', () => {
    for (const [error, state] of [
      [true, BreakerState.OPEN],
      [false, BreakerState.CLOSED],
    ] as const) {
      const b = breakerFor({ grade: 2, count: 0, minRequestAmount: 1, timeWindow: 2 });
      b.at(0).onRequestComplete(1, true);
      expect(b.at(1999).tryPass()).toBe(false);
      expect(b.at(2000).tryPass()).toBe(true);
      b.at(2001).onRequestComplete(1, error);
      expect(b.cb.state).toBe(state);
    }
  });

  it('refuses a slow-ratio rule, as upstream asserts', () => {
    const { clock } = breakerFor({ grade: 1, count: 0.5 });
    const rt = { ...breakerFor({ grade: 0 }).cb.rule };
    expect(() => new ExceptionCircuitBreaker(rt, clock)).toThrow('error-ratio or error-count');
  });

  it('property: while CLOSED it opens exactly when total >= min and value > count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(1, 2),
        fc.constantFrom(0, 0.2, 0.5, 1, 2, 3),
        fc.integer({ min: 1, max: 10 }),
        (errors, grade, count, min) => {
          if (grade === 1 && count > 1) return;
          const b = breakerFor({ grade, count, minRequestAmount: min });
          let bad = 0;
          for (let i = 0; i < errors.length; i++) {
            b.at(i).onRequestComplete(1, errors[i]);
            if (errors[i]) bad++;
            const total = i + 1;
            const value = grade === 1 ? bad / total : bad;
            if (total >= min && value > count) {
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

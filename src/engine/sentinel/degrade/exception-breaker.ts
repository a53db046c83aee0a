/**
 * The error circuit breaker: error ratio (degrade rule grade 1) or error count (grade 2).
 * Models `com.alibaba.csp.sentinel.slots.block.degrade.circuitbreaker.ExceptionCircuitBreaker` (1.8.9); the
 * state machine itself is in circuit-breaker.ts.
 *
 * WHAT COUNTS AS BAD. A completed request that ended with a business error (the entry's error is set, e.g.
 * by `Tracer.trace`). Requests the breaker rejected never complete here, so they count neither as errors
 * nor in the total.
 *
 * WHEN IT OPENS (checked at each completion while CLOSED, on the single bucket of statIntervalMs):
 *
 *     grade 1:  total >= minRequestAmount  and  errors / total  >  count      (count in [0, 1])
 *     grade 2:  total >= minRequestAmount  and  errors          >  count
 *
 * Both comparisons are strict: an error ratio of exactly `count` does not open, so `count` 1 never opens
 * (there is no 1.0 exception here, unlike the slow-ratio breaker), and error count 3 needs a 4th error.
 * Note that grade 2 ALSO needs minRequestAmount completions in the bucket, errors included.
 *
 * IN HALF_OPEN, the deciding completion is judged alone: error → OPEN again, otherwise → CLOSED.
 *
 * WORKED EXAMPLE (test/engine/sentinel/degrade/exception-breaker.test.ts). Grade 2, count 3,
 * minRequestAmount 5: four errors alone stay CLOSED (4 completions < 5); a fifth, successful completion in
 * the same bucket sees 4 errors > 3 and opens. Grade 1, count 0.5: 2 errors out of 4 (0.5) do not open,
 * with minRequestAmount 4; a 5th completion that fails gives 3/5 = 0.6 and opens.
 *
 * HOW WE DIFFER FROM UPSTREAM. The error arrives as a flag instead of a Throwable on the entry.
 */
import type { SimClock } from '../../clock';
import { CircuitBreaker } from './circuit-breaker';
import { DEGRADE_GRADE_EXCEPTION_COUNT, DEGRADE_GRADE_EXCEPTION_RATIO, type DegradeRule } from './degrade-rule';

export class ExceptionCircuitBreaker extends CircuitBreaker {
  readonly className = 'ExceptionCircuitBreaker';
  /** DEGRADE_GRADE_EXCEPTION_RATIO or DEGRADE_GRADE_EXCEPTION_COUNT. */
  readonly strategy: number;
  readonly threshold: number;

  constructor(rule: DegradeRule, clock: SimClock) {
    super(rule, clock);
    if (rule.grade !== DEGRADE_GRADE_EXCEPTION_RATIO && rule.grade !== DEGRADE_GRADE_EXCEPTION_COUNT) {
      throw new RangeError('rule strategy should be error-ratio or error-count');
    }
    this.strategy = rule.grade;
    this.threshold = rule.count;
  }

  protected isBad(_rtMs: number, error: boolean): boolean {
    return error;
  }

  valueOf(errorCount: number, totalCount: number): number {
    return this.strategy === DEGRADE_GRADE_EXCEPTION_RATIO ? (errorCount * 1.0) / totalCount : errorCount;
  }

  protected exceeds(value: number): boolean {
    return value > this.threshold;
  }
}

/**
 * The slow-request-ratio circuit breaker (degrade rule grade 0).
 * Models `com.alibaba.csp.sentinel.slots.block.degrade.circuitbreaker.ResponseTimeCircuitBreaker` (1.8.9);
 * the state machine itself is in circuit-breaker.ts.
 *
 * WHAT COUNTS AS SLOW. A completed request is slow when its response time is STRICTLY above
 * `maxAllowedRt = Math.round(count)` ms (Java's round: half up). So with `count` 100 a 100 ms request is not
 * slow, and with `count` 100.5 neither is a 101 ms one (max allowed RT 101). The RT is complete time minus
 * entry creation time: the whole time the request was in flight, not capped (unlike 1.7.2's 4900 ms cap).
 *
 * WHEN IT OPENS (checked at each completion while CLOSED, on the single bucket of statIntervalMs):
 *
 *     total >= minRequestAmount   and   ( slow / total  >  slowRatioThreshold
 *                                         or slow / total == slowRatioThreshold == 1.0 )
 *
 * The comparison is strict, except that a threshold of exactly 1.0 opens when EVERY request in the bucket
 * was slow (a ratio can never be above 1). A threshold of 0 opens on the first slow request once the bucket
 * holds minRequestAmount completions.
 *
 * IN HALF_OPEN, the deciding completion is judged alone: slow → OPEN again, otherwise → CLOSED.
 *
 * WORKED EXAMPLE (test/engine/sentinel/degrade/response-time-breaker.test.ts). count 100, slowRatioThreshold
 * 0.5, minRequestAmount 5. Completions in one bucket with RTs 120, 100, 150, 30, 101: slow are 120, 150 and
 * 101 (100 is not), so the 5th completion sees 3/5 = 0.6 > 0.5 and the breaker opens. With RTs 120, 100,
 * 150, 30, 100 it sees 2/5 = 0.4 and stays CLOSED.
 *
 * HOW WE DIFFER FROM UPSTREAM. The RT arrives as a number (the simulator's rtMs) instead of being read from
 * the entry's timestamps.
 */
import type { SimClock } from '../../clock';
import { javaRound } from '../../java';
import { CircuitBreaker } from './circuit-breaker';
import { DEGRADE_GRADE_RT, type DegradeRule } from './degrade-rule';

const SLOW_REQUEST_RATIO_MAX_VALUE = 1.0;

export class ResponseTimeCircuitBreaker extends CircuitBreaker {
  readonly className = 'ResponseTimeCircuitBreaker';
  /** `Math.round(count)`: a request is slow when `rt > maxAllowedRt`. */
  readonly maxAllowedRt: number;
  readonly threshold: number;

  constructor(rule: DegradeRule, clock: SimClock) {
    super(rule, clock);
    if (rule.grade !== DEGRADE_GRADE_RT) throw new RangeError('rule metric type should be RT');
    this.maxAllowedRt = javaRound(rule.count);
    this.threshold = rule.slowRatioThreshold;
  }

  protected isBad(rtMs: number): boolean {
    return rtMs > this.maxAllowedRt;
  }

  valueOf(slowCount: number, totalCount: number): number {
    return (slowCount * 1.0) / totalCount;
  }

  protected exceeds(ratio: number): boolean {
    const max = this.threshold;
    return ratio > max || (ratio === max && max === SLOW_REQUEST_RATIO_MAX_VALUE);
  }
}

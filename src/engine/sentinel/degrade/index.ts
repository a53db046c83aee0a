/**
 * From a degrade rule to its circuit breaker: the registry that `DegradeRuleManager.newCircuitBreakerFrom`
 * is upstream (Sentinel 1.8.9). An invalid rule gets no breaker (Sentinel drops it on load); so does a
 * grade without a registered breaker.
 *
 *   grade 0 (slow-request ratio)  → ResponseTimeCircuitBreaker   (response-time-breaker.ts)
 *   grade 1 (error ratio)         → ExceptionCircuitBreaker      (exception-breaker.ts)
 *   grade 2 (error count)         → ExceptionCircuitBreaker
 */
import type { SimClock } from '../../clock';
import type { CircuitBreaker } from './circuit-breaker';
import {
  DEGRADE_GRADE_EXCEPTION_COUNT,
  DEGRADE_GRADE_EXCEPTION_RATIO,
  DEGRADE_GRADE_RT,
  isValidDegradeRule,
  type DegradeRule,
} from './degrade-rule';
import { ExceptionCircuitBreaker } from './exception-breaker';
import { ResponseTimeCircuitBreaker } from './response-time-breaker';

type BreakerFactory = (rule: DegradeRule, clock: SimClock) => CircuitBreaker;

const BREAKERS: ReadonlyMap<number, BreakerFactory> = new Map<number, BreakerFactory>([
  [DEGRADE_GRADE_RT, (rule, clock) => new ResponseTimeCircuitBreaker(rule, clock)],
  [DEGRADE_GRADE_EXCEPTION_RATIO, (rule, clock) => new ExceptionCircuitBreaker(rule, clock)],
  [DEGRADE_GRADE_EXCEPTION_COUNT, (rule, clock) => new ExceptionCircuitBreaker(rule, clock)],
]);

/** The breaker Sentinel builds for `rule`, or null when it would drop the rule. */
export function newCircuitBreakerFrom(rule: DegradeRule, clock: SimClock): CircuitBreaker | null {
  if (!isValidDegradeRule(rule)) return null;
  const factory = BREAKERS.get(rule.grade);
  return factory === undefined ? null : factory(rule, clock);
}

export { BREAKER_STATE_NAMES, BreakerState, CircuitBreaker, CompletionOutcome } from './circuit-breaker';
export type { CompletionExplain, StateChangeListener, TryPassExplain } from './circuit-breaker';
export { ExceptionCircuitBreaker } from './exception-breaker';
export { ResponseTimeCircuitBreaker } from './response-time-breaker';

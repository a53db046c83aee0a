import { SimClock } from '../../../../src/engine/clock';
import type { CircuitBreaker } from '../../../../src/engine/sentinel/degrade/circuit-breaker';
import { DEGRADE_RULE_DEFAULTS, type DegradeRule } from '../../../../src/engine/sentinel/degrade/degrade-rule';
import { newCircuitBreakerFrom } from '../../../../src/engine/sentinel/degrade/index';

/** An epoch ms that is a multiple of every bucket length used in the tests. */
export const START = 1_700_000_000_000;

export function degradeRule(over: Partial<DegradeRule> = {}): DegradeRule {
  return { ...DEGRADE_RULE_DEFAULTS, resource: 'sim-resource', timeWindow: 1, ...over };
}

/** A breaker on its own clock, driven directly: `at(ms)` moves the clock to START + ms. */
export function breakerFor(over: Partial<DegradeRule>) {
  const clock = new SimClock(START);
  const cb = newCircuitBreakerFrom(degradeRule(over), clock);
  if (cb === null) throw new Error('rule was dropped');
  const at = (ms: number) => {
    clock.nowMs = START + ms;
    return cb;
  };
  return { cb: cb as CircuitBreaker, clock, at };
}

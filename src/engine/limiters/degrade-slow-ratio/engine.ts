/** How the slow-ratio breaker explains: slow calls against slowRatioThreshold; a slow probe re-opens it. */
import type { ResponseTimeCircuitBreaker } from '../../sentinel/degrade/response-time-breaker';
import type { BreakerEngine } from '../rule-contract';

export const degradeSlowRatioEngine: BreakerEngine = {
  bad: '@explain.breaker.slow',
  threshold: 'slowRatioThreshold',
  ratio: true,
  // grade 0 is loaded as a ResponseTimeCircuitBreaker (the module is picked by the grade that picked the class)
  reopened: (cb, c) => ({
    key: 'explain.breaker.reopenedSlow',
    params: { rt: c.rtMs, maxAllowedRt: (cb as ResponseTimeCircuitBreaker).maxAllowedRt },
    constants: ['maxAllowedRt', 'recoveryTimeoutMs'],
  }),
};

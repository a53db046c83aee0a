/** How the error ratio breaker explains: errors against count; an erroneous probe re-opens it. */
import type { BreakerEngine } from '../rule-contract';

export const degradeErrorRatioEngine: BreakerEngine = {
  bad: '@explain.breaker.errors',
  threshold: 'count',
  ratio: true,
  reopened: () => ({ key: 'explain.breaker.reopenedError', params: {}, constants: ['recoveryTimeoutMs'] }),
};

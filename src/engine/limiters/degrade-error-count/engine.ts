/** How the error count breaker explains: errors against count; an erroneous probe re-opens it. */
import type { BreakerEngine } from '../rule-contract';

export const degradeErrorCountEngine: BreakerEngine = {
  bad: '@explain.breaker.errors',
  threshold: 'count',
  ratio: false,
  reopened: () => ({ key: 'explain.breaker.reopenedError', params: {}, constants: ['recoveryTimeoutMs'] }),
};

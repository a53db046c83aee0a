/** The engine half of sentinel-warm-up-rate-limiter (see ./index.ts): how the run logs and samples it and how its decisions are explained. */
import type { LimiterEngine } from '../contract';
import { warmUpPacingSteps } from '../../explain/warm-up-pacing';
import type { WarmUpRateLimiterController } from '../../sentinel/controllers/warm-up-rate-limiter';
import { pacingRecorder } from '../sentinel-recorders';
import { qpsLabel } from '../flow-rule-label';
import { warmUpChainSample, warmUpConstants } from '../sentinel-warm-up/engine';

export const sentinelWarmUpRateLimiterEngine: LimiterEngine = {
  flow: {
    controllerClass: 'WarmUpRateLimiterController',
    grade: 1,
    refusal: 'pacing',
    describe(rule, ctl) {
      const c = ctl as WarmUpRateLimiterController;
      return {
        constants: {
          controlBehavior: rule.controlBehavior,
          ...warmUpConstants(c),
          maxQueueingTimeMs: c.maxQueueingTimeMs,
          useNanoSeconds: 0,
        },
        label: qpsLabel(rule, 'warmUpPacing', {
          warmUpPeriodSec: c.warmUpPeriodSec,
          maxQueueingTimeMs: c.maxQueueingTimeMs,
        }),
      };
    },
    recorder(ctl, ctx) {
      const c = ctl as WarmUpRateLimiterController;
      const source = {
        decision: () => c.lastPacing,
        maxQueueingTimeMs: c.maxQueueingTimeMs,
        nanos: false,
        warm: { c },
      };
      return pacingRecorder(source, ctx);
    },
    steps: (ctl, startMs) => {
      const c = ctl as WarmUpRateLimiterController;
      return warmUpPacingSteps(c, c.lastDecision, startMs);
    },
    // the chain shows its bucket and limit (its queue tail is the pacing controllers' alone there)
    chainSample: (c, _rule, s, k) => warmUpChainSample(c as WarmUpRateLimiterController, s, k),
  },
  runner: null,
  explain: null,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelWarmUpRateLimiterEngine;

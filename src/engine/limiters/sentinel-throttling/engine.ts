/** The engine half of sentinel-throttling (see ./index.ts): how the run logs and samples it and how its decisions are explained. */
import type { LimiterEngine } from '../contract';
import { pacingContext, pacingSteps } from '../../explain/pacing';
import { infoStep } from '../../explain/types';
import { pacingChainSample, pacingDescribe, type PacingController } from '../pacing-parts';
import { pacingControllerRecorder } from '../sentinel-recorders';

export const sentinelThrottlingEngine: LimiterEngine = {
  flow: {
    controllerClass: 'ThrottlingController',
    grade: 1,
    refusal: 'pacing',
    describe: pacingDescribe,
    recorder: pacingControllerRecorder,
    steps(ctl, startMs) {
      const c = ctl as PacingController;
      const p = c.lastDecision;
      const cost = infoStep(
        'pacing-nanos',
        c.useNanoSeconds ? 'explain.throttling.costNs' : 'explain.throttling.costMs',
        { acquire: p.acquireCount, count: c.count, costTime: p.costTime },
        ['costTime', 'useNanoSeconds', 'Math.round', 'count'],
      );
      return pacingSteps(p, pacingContext(p, startMs, c.count), cost, true);
    },
    chainSample: pacingChainSample,
  },
  runner: null,
  explain: null,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelThrottlingEngine;

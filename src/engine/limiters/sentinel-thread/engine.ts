/** The engine half of sentinel-thread (see ./index.ts): how the run logs and samples it and how its decisions are explained. */
import type { LimiterEngine } from '../contract';
import { defaultSteps } from '../../explain/sentinel-default';
import type { DefaultController } from '../../sentinel/controllers/default';
import { countRecorder } from '../sentinel-recorders';
import { phrase } from '../../phrase';

export const sentinelThreadEngine: LimiterEngine = {
  flow: {
    controllerClass: 'DefaultController',
    grade: 0,
    refusal: 'thread',
    describe: (rule) => ({ constants: {}, label: phrase('summary.thread', { count: rule.count }) }),
    recorder: (_c, ctx) => countRecorder(ctx, 'curThreadNum'),
    steps: (c, startMs) => defaultSteps(c as DefaultController, (c as DefaultController).lastDecision, startMs),
    chainSample() {},
  },
  runner: null,
  explain: null,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelThreadEngine;

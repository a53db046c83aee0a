/** The engine half of sentinel-default (see ./index.ts): how the run logs and samples it and how its decisions are explained. */
import type { LimiterEngine } from '../contract';
import { defaultSteps } from '../../explain/sentinel-default';
import type { DefaultController } from '../../sentinel/controllers/default';
import { countRecorder } from '../sentinel-recorders';
import { qpsLabel } from '../flow-rule-label';

export const sentinelDefaultEngine: LimiterEngine = {
  flow: {
    controllerClass: 'DefaultController',
    grade: 1,
    refusal: 'count',
    describe: (rule, c) => ({
      constants: { controlBehavior: rule.controlBehavior, occupyTimeoutMs: (c as DefaultController).occupyTimeoutMs },
      label: qpsLabel(rule, 'default'),
    }),
    recorder: (_c, ctx) => countRecorder(ctx, 'passQps'),
    steps: (c, startMs) => defaultSteps(c as DefaultController, (c as DefaultController).lastDecision, startMs),
    chainSample(_c, rule, s, k) {
      s.limitQps[k] = rule.count;
    },
  },
  runner: null,
  explain: null,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelDefaultEngine;

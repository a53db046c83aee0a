/** The engine half of sentinel-warm-up (see ./index.ts): how the run logs and samples it and how its decisions are explained. */
import type { LimiterEngine } from '../contract';
import { warmUpSteps } from '../../explain/warm-up';
import type { WarmUpController } from '../../sentinel/controllers/warm-up';
import { warmUpRecorder } from '../sentinel-recorders';
import { qpsLabel } from '../flow-rule-label';

/** The constants both warm-up controllers report. */
export function warmUpConstants(c: WarmUpController): Record<string, number> {
  return {
    coldFactor: c.coldFactor,
    warmUpPeriodSec: c.warmUpPeriodSec,
    warningToken: c.warningToken,
    maxToken: c.maxToken,
    slope: c.slope,
    // the refill threshold above warningToken, (int)count / coldFactor, as the controller computed it
    coolDownQps: c.coolDownQps,
  };
}

/** The slot chain shows the first rule's bucket and limit from the controller's fields. */
export function warmUpChainSample(c: WarmUpController, s: { stored: Float64Array; limitQps: Float64Array }, k: number) {
  s.stored[k] = c.storedTokens;
  s.limitQps[k] = c.warningQpsAt(c.storedTokens);
}

export const sentinelWarmUpEngine: LimiterEngine = {
  flow: {
    controllerClass: 'WarmUpController',
    grade: 1,
    refusal: 'warm-up',
    describe(rule, ctl) {
      const c = ctl as WarmUpController;
      return {
        constants: { controlBehavior: rule.controlBehavior, ...warmUpConstants(c) },
        label: qpsLabel(rule, 'warmUp', { warmUpPeriodSec: c.warmUpPeriodSec, coldFactor: c.coldFactor }),
      };
    },
    recorder: (c, ctx) => warmUpRecorder(c as WarmUpController, ctx),
    steps: (c, startMs) => warmUpSteps(c as WarmUpController, (c as WarmUpController).lastDecision, startMs),
    chainSample: (c, _rule, s, k) => warmUpChainSample(c as WarmUpController, s, k),
  },
  runner: null,
  explain: null,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelWarmUpEngine;

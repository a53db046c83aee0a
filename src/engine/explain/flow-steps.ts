/**
 * One flow controller's steps for the decision it just made, read from its `lastDecision` (so call it right
 * after `canPass`, before the controller decides anything else). Used by a rule alone (flow.ts) and by the
 * slot chain's FlowSlot (chain.ts).
 */
import { DefaultController } from '../sentinel/controllers/default';
import { RateLimiterController } from '../sentinel/controllers/rate-limiter';
import { ThrottlingController } from '../sentinel/controllers/throttling';
import { WarmUpController } from '../sentinel/controllers/warm-up';
import { WarmUpRateLimiterController } from '../sentinel/controllers/warm-up-rate-limiter';
import type { TrafficShapingController } from '../sentinel/types';
import { pacingContext, pacingSteps } from './pacing';
import { defaultSteps } from './sentinel-default';
import { infoStep, type Step } from './types';
import { warmUpPacingSteps } from './warm-up-pacing';
import { warmUpSteps } from './warm-up';

export function controllerSteps(c: TrafficShapingController, startMs: number): Step[] {
  if (c instanceof DefaultController) return defaultSteps(c, c.lastDecision, startMs);
  if (c instanceof WarmUpRateLimiterController) return warmUpPacingSteps(c, c.lastDecision, startMs);
  if (c instanceof WarmUpController) return warmUpSteps(c, c.lastDecision, startMs);
  if (c instanceof ThrottlingController) {
    const p = c.lastDecision;
    const ns = c.useNanoSeconds;
    const cost = infoStep(
      'pacing-nanos',
      ns ? 'explain.throttling.costNs' : 'explain.throttling.costMs',
      { acquire: p.acquireCount, count: c.count, costTime: p.costTime },
      ['costTime', 'useNanoSeconds', 'Math.round', 'count'],
    );
    return pacingSteps(p, pacingContext(p, startMs, c.count), cost, true);
  }
  if (c instanceof RateLimiterController) {
    const p = c.lastDecision;
    const cost = infoStep(
      'pacing-cost',
      'explain.rateLimiter.cost',
      { acquire: p.acquireCount, count: c.count, costTime: p.costTime },
      ['costTime', 'Math.round', 'count'],
    );
    return pacingSteps(p, pacingContext(p, startMs, c.count), cost, true);
  }
  return [infoStep('rule-none', 'explain.flow.unknown', { className: c.className })];
}

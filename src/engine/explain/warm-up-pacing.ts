/**
 * The steps of a WarmUpRateLimiterController decision: WarmUpController's token sync and cold limit (here named
 * `warmingQps`, as upstream does), turned into a gap between requests, then the pacing queue in whole ms:
 *
 *   syncToken (warm-up.ts)
 *   restToken >= warningToken → warmingQps = Math.nextUp(1 / (aboveToken × slope + 1 / count))
 *   costTime = Math.round(acquire / warmingQps × 1000)        (warmingQps is count below warningToken)
 *   the pacing steps (pacing.ts), without the acquire / count guards: upstream has none here
 */
import type {
  WarmUpRateLimiterController,
  WarmUpRateLimiterExplain,
} from '../sentinel/controllers/warm-up-rate-limiter';
import { pacingContext, pacingSteps } from './pacing';
import { infoStep, type Step } from './types';
import { coldLimitSteps, tokenSyncSteps } from './warm-up';

export function warmUpPacingSteps(
  c: WarmUpRateLimiterController,
  x: Readonly<WarmUpRateLimiterExplain>,
  startMs: number,
): Step[] {
  const p = x.pacing;
  const cost = infoStep(
    'pacing-cost',
    'explain.warmUpPacing.cost',
    { acquire: p.acquireCount, qpsName: x.warm ? 'warmingQps' : 'count', qps: x.warningQps, costTime: p.costTime },
    ['costTime', 'Math.round', x.warm ? 'warmingQps' : 'count'],
  );
  return [
    ...tokenSyncSteps(c, x.sync, startMs),
    ...coldLimitSteps(c, x, 'warmingQps'),
    ...pacingSteps(p, pacingContext(p, startMs, c.count), cost, false),
  ];
}

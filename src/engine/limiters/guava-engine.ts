/**
 * The engine half both Guava modules share: the run (sim/guava-runner.ts) and the explainer (explain/guava.ts);
 * SmoothRateLimiter's two subclasses differ only in their constants and curve.
 */
import { GuavaExplainer, scenarioGuavaLimiter } from '../explain/guava';
import type { Explanation } from '../explain/types';
import { GuavaRunner } from '../sim/guava-runner';
import type { Arrivals } from '../sim/runner';
import type { ExplainContext, LimiterEngine, RunContext } from './contract';

export function guavaRunner(ctx: RunContext, arrivals: Arrivals): GuavaRunner {
  void arrivals;
  return new GuavaRunner(ctx.scenario.guava[ctx.index], ctx.index, ctx.grid);
}

export function explainGuava(ctx: ExplainContext, index: number): Explanation | null {
  const config = ctx.scenario.guava[ctx.index];
  if (config === undefined) return null;
  const a = ctx.arrivals;
  const limiterId = ctx.id;
  if (index >= a.count) return null;
  const timeout = config.tryAcquireTimeoutMs === null ? null : config.tryAcquireTimeoutMs * 1000;
  const ex = new GuavaExplainer(scenarioGuavaLimiter(config), limiterId, timeout);
  for (let i = 0; i <= index; i++) {
    const e = ex.call(i, a.tUs[i], a.acquire[i], i === index);
    if (e !== null) return e;
  }
  return null;
}

/** What both Guava modules' engine halves are. */
export const GUAVA_ENGINE: LimiterEngine = { flow: null, runner: guavaRunner, explain: explainGuava };

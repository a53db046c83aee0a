/**
 * The engine half of go-rate (see ./index.ts): the run (./runner.ts) and the explainer, which re-runs the
 * limiter up to the request and turns its `Reservation` record into steps in rate.go's own names (advance,
 * burst, tokens left, waitDuration against maxFutureReserve).
 */
import { checkStep, infoStep, type Explanation, type Step } from '../../explain/types';
import type { GoReservation } from '../../go-rate';
import type { LimiterEngine, ExplainContext } from '../contract';
import type { GoRateConfig } from './config';
import { GoRateDriver, GoRateRunner, nsToMs } from './runner';

const C = 'go-rate';

/** The steps of one reservation (AllowN's maxFutureReserve is 0, ReserveN's InfDuration, WaitN's the deadline). */
export function goRateSteps(r: GoReservation, call: GoRateConfig['call']): Step[] {
  if (r.infLimit)
    return [
      checkStep(
        'go-rate-inf',
        'goRate.explain.inf',
        { n: r.n },
        { lhs: 1, op: '==', rhs: 1, yes: 'pass', no: 'block' },
        ['limit', 'Inf'],
      ),
    ];
  const a = r.advance!;
  const steps: Step[] = [
    infoStep(
      C,
      a.last === null ? 'goRate.explain.advanceZero' : 'goRate.explain.advance',
      {
        tokens: a.tokensBefore,
        elapsedMs: nsToMs(a.elapsed),
        limit: r.limit,
        delta: a.delta,
        uncapped: a.uncapped,
        burst: r.burst,
        after: a.tokens,
      },
      ['advance', 'tokens', 'last', 'limit', 'burst'],
    ),
    checkStep(
      C,
      'goRate.explain.burst',
      { n: r.n, burst: r.burst },
      { lhs: r.n, op: '<=', rhs: r.burst, yes: 'next', no: 'block' },
      ['n', 'burst'],
    ),
    infoStep(
      C,
      r.tokensAfter < 0 ? 'goRate.explain.debt' : 'goRate.explain.left',
      { tokens: a.tokens, n: r.n, left: r.tokensAfter, debt: -r.tokensAfter, waitMs: nsToMs(r.waitDuration) },
      ['tokens', 'waitDuration'],
    ),
  ];
  // `ok := n <= lim.burst && waitDuration <= maxFutureReserve`: Go's && never makes the second comparison
  if (r.n > r.burst) return steps;
  const maxMs = nsToMs(r.maxFutureReserve);
  const waitMs = nsToMs(r.waitDuration);
  steps.push(
    checkStep(
      C,
      `goRate.explain.max.${call}`,
      { waitMs, max: call === 'ReserveN' ? 'InfDuration' : maxMs },
      { lhs: waitMs, op: '<=', rhs: maxMs, yes: 'pass', no: 'block', yesWaitMs: waitMs },
      ['waitDuration', 'maxFutureReserve'],
    ),
  );
  return steps;
}

function explain(ctx: ExplainContext, index: number): Explanation | null {
  const { scenario: s, id: limiterId, arrivals: a } = ctx;
  const config = (s.limiters ?? [])[ctx.index] as GoRateConfig | undefined;
  if (config === undefined || config.type !== 'goRate') return null;
  if (index >= a.count) return null;
  const driver = new GoRateDriver(config);
  const maxFutureReserve = driver.maxFutureReserve;
  for (let i = 0; i < index; i++) driver.decide(a.tUs[i] * 1000, a.acquire[i], maxFutureReserve); // no records
  const tNs = a.tUs[index] * 1000;
  const { r, delay } = driver.call(tNs, a.acquire[index]);
  return {
    limiterId,
    requestIndex: index,
    tMs: a.tUs[index] / 1000,
    className: 'rate.Limiter',
    verdict: { pass: r.ok, waitMs: nsToMs(delay) },
    steps: goRateSteps(r, config.call),
  };
}

export const goRateEngine: LimiterEngine = {
  flow: null,
  runner: (ctx, arrivals) => {
    void arrivals;
    return new GoRateRunner((ctx.scenario.limiters ?? [])[ctx.index] as GoRateConfig, ctx.index, ctx.grid);
  },
  explain,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default goRateEngine;

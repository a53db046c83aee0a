/**
 * The engine half of bucket4j (see ./index.ts): the run (./runner.ts) and the explainer, which re-runs the
 * bucket up to the request and shows, in Bucket4j's names, each bandwidth's refill, `availableTokens` against
 * the tokens asked for, and for the blocking call `nanosToCloseDeficit` against `maxWaitTime`.
 */
import { checkStep, infoStep, type Explanation, type Step } from '../../explain/types';
import type { LimiterEngine, ExplainContext } from '../contract';
import type { Bucket4jConfig } from './config';
import { Bucket4jDriver, Bucket4jRunner, nanosMs, type B4jCall } from './runner';

const C = 'bucket4j';

export function bucket4jSteps(r: B4jCall, n: number, config: Bucket4jConfig, originNanos: bigint): Step[] {
  const steps: Step[] = r.refills.map((f, i) =>
    infoStep(
      C,
      `b4j.explain.refill.${f.outcome}`,
      {
        i,
        refill: config.bandwidths[i].refill,
        before: Number(f.sizeBefore),
        after: Number(f.sizeAfter),
        lastMs: nanosMs(f.refillTimeNanos - originNanos),
        capacity: config.bandwidths[i].capacity,
      },
      ['refill', 'currentSize', 'lastRefillTimeNanos'],
    ),
  );
  const available = Number(r.availableTokens);
  if (config.call === 'tryConsume') {
    steps.push(
      checkStep(
        C,
        'b4j.explain.tryConsume',
        { n, available },
        { lhs: n, op: '<=', rhs: available, yes: 'pass', no: 'block' },
        ['tokensToConsume', 'availableTokens'],
      ),
    );
    return steps;
  }
  steps.push(
    checkStep(
      C,
      'b4j.explain.enough',
      { n, available },
      { lhs: n, op: '<=', rhs: available, yes: 'pass', no: 'next' },
      ['tokensToConsume', 'availableTokens'],
    ),
  );
  if (n <= available) return steps;
  const waitMs = nanosMs(r.nanosToCloseDeficit ?? 0n);
  steps.push(
    checkStep(
      C,
      'b4j.explain.deficit',
      { n, available, waitMs, maxWaitMs: config.maxWaitMs },
      { lhs: waitMs, op: '<=', rhs: config.maxWaitMs, yes: 'pass', no: 'block', yesWaitMs: waitMs },
      ['nanosToCloseDeficit', 'maxWaitTimeNanos'],
    ),
  );
  return steps;
}

function explain(ctx: ExplainContext, index: number): Explanation | null {
  const { scenario: s, id: limiterId, arrivals: a } = ctx;
  const config = (s.limiters ?? [])[ctx.index] as Bucket4jConfig | undefined;
  if (config === undefined || config.type !== 'bucket4j') return null;
  if (index >= a.count) return null;
  const driver = new Bucket4jDriver(config, s.startMs);
  for (let i = 0; i < index; i++) driver.call(a.tUs[i], a.acquire[i]);
  const r = driver.call(a.tUs[index], a.acquire[index]);
  return {
    limiterId,
    requestIndex: index,
    tMs: a.tUs[index] / 1000,
    className: 'Bucket',
    verdict: { pass: r.consumed, waitMs: nanosMs(r.parkNanos) },
    steps: bucket4jSteps(r, a.acquire[index], config, driver.originNanos),
  };
}

export const bucket4jEngine: LimiterEngine = {
  flow: null,
  runner: (ctx, arrivals) => {
    void arrivals;
    return new Bucket4jRunner((ctx.scenario.limiters ?? [])[ctx.index] as Bucket4jConfig, ctx.index, ctx.grid);
  },
  explain,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default bucket4jEngine;

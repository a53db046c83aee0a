/**
 * The steps of a pacing decision — RateLimiterController (≤ 1.8.6, ms), ThrottlingController (1.8.7+, ms or
 * ns) and the queue half of WarmUpRateLimiterController — from the controller's PacingExplain record
 * (controllers/rate-limiter.ts):
 *
 *   costTime = Math.round(…)                 (each class words it differently: costStep)
 *   expectedTime = latestPassedTime + costTime
 *   expectedTime <= now                      → pass at once, latestPassedTime = now
 *   expectedTime − now > maxQueueingTime     → block (nothing changes)
 *   latestPassedTime += costTime; waitTime = latestPassedTime − now
 *   waitTime > maxQueueingTime               → roll back (latestPassedTime −= costTime), block
 *   otherwise                                → pass after waitTime
 *
 * Times are shown since the run's start: ms (epoch ms − startMs) or, in nanosecond mode, ns on the simulated
 * nano clock (nanoTime − NANO_ORIGIN). Sentinel's initial latestPassedTime −1 ("long ago") is shown as it is,
 * with the comparison it leads to in epoch units.
 */
import { NANO_ORIGIN } from '../clock';
import type { PacingExplain } from '../sentinel/controllers/rate-limiter';
import { checkStep, infoStep, type Step } from './types';

export interface PacingContext {
  /** the epoch value that time 0 of the run has in the record's unit (startMs, or NANO_ORIGIN in ns mode) */
  origin: number;
  /** 'ms' or 'ns' */
  unit: 'ms' | 'ns';
  count: number;
}

/** The context for a record: ms records are relative to startMs, ns records to the nano clock's origin. */
export function pacingContext(p: Readonly<PacingExplain>, startMs: number, count: number): PacingContext {
  return { origin: p.unit === 'ns' ? NANO_ORIGIN : startMs, unit: p.unit, count };
}

/** ms of a wait in the record's unit (ns → exact ms, as the run logs it). */
function waitMsOf(p: Readonly<PacingExplain>, wait: number): number {
  return p.unit === 'ns' ? wait / 1e6 : wait;
}

/**
 * The queue steps after the cost: `costStep` is the class's own costTime formula. `guards`: the class checks
 * acquire <= 0 and count <= 0 first (RateLimiter, Throttling; not WarmUpRateLimiter).
 */
export function pacingSteps(p: Readonly<PacingExplain>, ctx: PacingContext, costStep: Step, guards: boolean): Step[] {
  const steps: Step[] = [];
  const unit = ctx.unit;
  if (guards) {
    if (p.outcome === 'pass-no-acquire') {
      steps.push(
        checkStep(
          'pacing-queue',
          'explain.pacing.noAcquire',
          { acquire: p.acquireCount },
          { lhs: p.acquireCount, op: '<=', rhs: 0, yes: 'pass', no: 'next' },
        ),
      );
      return steps;
    }
    if (p.outcome === 'reject-no-count') {
      steps.push(
        checkStep(
          'pacing-queue',
          'explain.pacing.noCount',
          { count: ctx.count },
          { lhs: ctx.count, op: '<=', rhs: 0, yes: 'block', no: 'next' },
          ['count'],
        ),
      );
      return steps;
    }
  }
  steps.push(costStep);
  const rel = (t: number) => t - ctx.origin;
  const first = p.latestPassedTimeBefore === -1;
  const now = p.now;
  const names = ['expectedTime', 'latestPassedTime', 'costTime'];
  if (first) {
    // −1 + costTime is compared with the epoch reading of now: show both as Sentinel has them
    steps.push(
      checkStep(
        'pacing-queue',
        'explain.pacing.expectedFirst',
        { costTime: p.costTime, expectedTime: p.expectedTime, nowEpoch: now, unit },
        { lhs: p.expectedTime, op: '<=', rhs: now, yes: 'pass', no: 'next' },
        names,
      ),
    );
  } else {
    steps.push(
      infoStep(
        'pacing-queue',
        'explain.pacing.expected',
        {
          latestPassedTime: rel(p.latestPassedTimeBefore),
          costTime: p.costTime,
          expectedTime: rel(p.expectedTime),
          unit,
        },
        names,
      ),
    );
    steps.push(
      checkStep(
        'pacing-queue',
        'explain.pacing.now',
        { expectedTime: rel(p.expectedTime), now: rel(now), unit },
        { lhs: rel(p.expectedTime), op: '<=', rhs: rel(now), yes: 'pass', no: 'next' },
        ['expectedTime'],
      ),
    );
  }
  if (p.outcome === 'pass-now') {
    steps.push(infoStep('pacing-queue', 'explain.pacing.passNow', { now: rel(now), unit }, ['latestPassedTime']));
    return steps;
  }
  // The first queue check: expectedTime − now against the limit (rejects without touching latestPassedTime).
  const firstWait = p.expectedTime - now;
  steps.push(
    checkStep(
      'pacing-queue',
      'explain.pacing.queueLimit',
      { waitTime: firstWait, maxQueueingTime: p.maxQueueingTime, unit },
      { lhs: firstWait, op: '>', rhs: p.maxQueueingTime, yes: 'block', no: 'next' },
      ['maxQueueingTimeMs'],
    ),
  );
  if (p.outcome === 'reject-queue-full') return steps;
  // Admitted to the queue: advance latestPassedTime, re-check, and roll back if the re-check fails.
  const advanced = p.rolledBack ? p.latestPassedTimeAfter + p.costTime : p.latestPassedTimeAfter;
  steps.push(
    checkStep(
      'pacing-rollback',
      'explain.pacing.advance',
      {
        latestPassedTime: rel(advanced),
        now: rel(now),
        waitTime: p.waitTime,
        maxQueueingTime: p.maxQueueingTime,
        unit,
      },
      {
        lhs: p.waitTime,
        op: '>',
        rhs: p.maxQueueingTime,
        yes: 'block',
        no: 'pass',
        noWaitMs: p.waitTime > 0 ? waitMsOf(p, p.waitTime) : 0,
      },
      ['latestPassedTime', 'costTime', 'maxQueueingTimeMs'],
    ),
  );
  if (p.rolledBack) {
    steps.push(
      infoStep(
        'pacing-rollback',
        'explain.pacing.rolledBack',
        { latestPassedTime: rel(p.latestPassedTimeAfter), unit },
        ['latestPassedTime', 'costTime'],
      ),
    );
  }
  return steps;
}

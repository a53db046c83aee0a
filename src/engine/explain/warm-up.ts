/**
 * The steps of a WarmUpController decision, from its `lastDecision` (a WarmUpExplain with the TokenSyncExplain
 * of the check's `syncToken`; controllers/warm-up.ts):
 *
 *   passQps = (long) passQps()                                            (read before the sync)
 *   syncToken: once per second — refill (or not), cap at maxToken, subtract previousPassQps, clamp at 0
 *   restToken >= warningToken → aboveToken = restToken − warningToken
 *                              → warningQps = Math.nextUp(1 / (aboveToken × slope + 1 / count))
 *   passQps + acquire <= warningQps (or count, below warningToken) → pass, else block
 *
 * The token-sync and cold-limit steps are shared with WarmUpRateLimiterController (warm-up-pacing.ts).
 */
import type { TokenSyncExplain, WarmUpController, WarmUpExplain } from '../sentinel/controllers/warm-up';
import { checkStep, infoStep, type Step } from './types';

/** What happened to the bucket in this check's `syncToken`. */
export function tokenSyncSteps(c: WarmUpController, s: Readonly<TokenSyncExplain>, startMs: number): Step[] {
  const secMs = s.secondMs - startMs;
  if (s.branch === 'same-second') {
    return [
      infoStep('token-sync', 'explain.warmUp.sameSecond', { secMs, storedTokens: s.storedTokensAfter }, [
        'syncToken',
        'lastFilledTime',
        'storedTokens',
      ]),
    ];
  }
  const p = {
    secMs,
    lastFilledMs: s.lastFilledTimeBefore - startMs,
    oldTokens: s.storedTokensBefore,
    warningToken: c.warningToken,
    maxToken: c.maxToken,
    count: c.count,
    previousPassQps: s.previousPassQps,
    coolDownQps: s.coolDownQps,
    refilled: s.refilledTokens,
    storedTokens: s.storedTokensAfter,
    capped: s.cappedAtMax ? '@explain.warmUp.capped' : '',
  };
  const steps: Step[] = [];
  const names = ['syncToken', 'storedTokens', 'warningToken', 'lastFilledTime'];
  if (s.branch === 'refilled') {
    const first = s.lastFilledTimeBefore === 0;
    // which of coolDownTokens' two conditions let the refill in
    const below = s.storedTokensBefore < c.warningToken;
    const key = first
      ? 'explain.warmUp.refillFirst'
      : below
        ? 'explain.warmUp.refillBelow'
        : 'explain.warmUp.refillQuiet';
    steps.push(
      infoStep('token-sync', key, first ? { ...p, secEpochMs: s.secondMs } : p, [
        ...names,
        'count',
        ...(below || first ? [] : ['previousPassQps']),
      ]),
    );
  } else if (s.branch === 'no-refill-busy') {
    steps.push(infoStep('token-sync', 'explain.warmUp.noRefillBusy', p, [...names, 'previousPassQps']));
  } else {
    steps.push(infoStep('token-sync', 'explain.warmUp.noRefillAtWarning', p, names));
  }
  steps.push(
    infoStep('token-sync', s.clampedAtZero ? 'explain.warmUp.drainClamped' : 'explain.warmUp.drain', p, [
      'storedTokens',
      'previousPassQps',
    ]),
  );
  return steps;
}

/**
 * restToken against warningToken and, above it, the cold limit: `qpsName` is the Java name of the limit
 * (`warningQps` in WarmUpController, `warmingQps` in WarmUpRateLimiterController).
 */
export function coldLimitSteps(c: WarmUpController, x: Readonly<WarmUpExplain>, qpsName: string): Step[] {
  const check = { lhs: x.restToken, op: '>=' as const, rhs: c.warningToken, yes: 'next' as const, no: 'next' as const };
  if (!x.warm) {
    return [
      checkStep(
        'cold-bucket',
        'explain.warmUp.warm',
        { restToken: x.restToken, warningToken: c.warningToken, count: c.count },
        check,
        ['restToken', 'warningToken', 'count'],
      ),
    ];
  }
  return [
    checkStep(
      'cold-bucket',
      'explain.warmUp.cold',
      { restToken: x.restToken, warningToken: c.warningToken, aboveToken: x.aboveToken },
      check,
      ['restToken', 'warningToken', 'aboveToken'],
    ),
    infoStep(
      'warning-qps',
      'explain.warmUp.warningQps',
      { qpsName, aboveToken: x.aboveToken, slope: c.slope, count: c.count, qps: x.warningQps },
      [qpsName, 'Math.nextUp', 'aboveToken', 'slope', 'count'],
    ),
  ];
}

export function warmUpSteps(c: WarmUpController, x: Readonly<WarmUpExplain>, startMs: number): Step[] {
  const limitName = x.warm ? 'warningQps' : 'count';
  return [
    infoStep('warmup-passqps', 'explain.warmUp.passQps', { passQps: x.passQps }, ['passQps']),
    ...tokenSyncSteps(c, x.sync, startMs),
    ...coldLimitSteps(c, x, 'warningQps'),
    checkStep(
      x.warm ? 'warning-qps' : 'reject-fast',
      'explain.warmUp.compare',
      { passQps: x.passQps, acquire: x.acquireCount, limitName, limit: x.warningQps },
      { lhs: x.passQps + x.acquireCount, op: '<=', rhs: x.warningQps, yes: 'pass', no: 'block' },
      ['passQps', limitName],
    ),
  ];
}

/**
 * The steps of a Guava `acquire` / `tryAcquire`, from the limiter's reservation record (guava/reservation.ts),
 * in the order Guava runs them:
 *
 *   tryAcquire only:  nextFreeTicketMicros − timeoutMicros <= nowMicros, else refused (nothing changes)
 *   resync:           idle time since nextFreeTicketMicros becomes stored permits (capped at maxPermits)
 *   wait:             momentAvailable (the next free ticket) − nowMicros: the debt earlier callers left
 *   pay in advance:   storedPermitsToSpend = min(permits, storedPermits), freshPermits = the rest;
 *                     stored ones cost the area under the curve (0 for SmoothBursty; SmoothWarmingUp: the
 *                     trapezoid above thresholdPermits + the rectangle below), fresh ones stableIntervalMicros each;
 *                     nextFreeTicketMicros moves by that cost — the NEXT caller will wait for it.
 *
 * `GuavaExplainer` drives one limiter as the run does (guava-runner.ts) and explains each call.
 */
import { createGuavaLimiter, type GuavaLimiter, type GuavaReservation } from '../guava';
import type { GuavaLimiter as GuavaConfig } from '../scenario';
import { checkStep, infoStep, type Explanation, type Step } from './types';

export function guavaSteps(lim: GuavaLimiter, r: Readonly<GuavaReservation>): Step[] {
  const steps: Step[] = [];
  const now = r.nowMicros;
  const nft = r.nextFreeTicketMicrosBeforeResync;
  if (r.op === 'tryAcquire') {
    steps.push(
      checkStep(
        'guava-try-acquire',
        'explain.guava.canAcquire',
        { nextFreeTicketMicros: nft, timeoutMicros: r.timeoutMicros, earliest: nft - r.timeoutMicros, nowMicros: now },
        { lhs: nft - r.timeoutMicros, op: '<=', rhs: now, yes: 'next', no: 'block' },
        ['tryAcquire', 'nextFreeTicketMicros', 'timeoutMicros'],
      ),
    );
    if (!r.granted) return steps;
  }
  const resync = { lhs: now, op: '>' as const, rhs: nft, yes: 'next' as const, no: 'next' as const };
  if (now > nft) {
    steps.push(
      checkStep(
        'guava-resync',
        'explain.guava.resync',
        {
          nowMicros: now,
          nextFreeTicketMicros: nft,
          idleMicros: now - nft,
          before: r.storedPermitsBeforeResync,
          coolDownIntervalMicros: lim.coolDownIntervalMicros,
          maxPermits: lim.maxPermits,
          storedPermits: r.storedPermitsBefore,
        },
        resync,
        ['resync', 'storedPermits', 'coolDownIntervalMicros', 'maxPermits', 'nextFreeTicketMicros'],
      ),
    );
  } else {
    steps.push(
      checkStep(
        'guava-resync',
        'explain.guava.noResync',
        { nowMicros: now, nextFreeTicketMicros: nft, storedPermits: r.storedPermitsBefore },
        resync,
        ['resync', 'nextFreeTicketMicros', 'storedPermits'],
      ),
    );
  }
  steps.push(
    checkStep(
      'guava-pay-later',
      r.waitMicros > 0 ? 'explain.guava.wait' : 'explain.guava.noWait',
      { momentAvailable: r.momentAvailableMicros, nowMicros: now, waitMicros: r.waitMicros },
      {
        lhs: r.momentAvailableMicros,
        op: '>',
        rhs: now,
        yes: 'pass',
        no: 'pass',
        yesWaitMs: r.waitMicros / 1000,
      },
      ['nextFreeTicketMicros'],
    ),
  );
  steps.push(
    infoStep(
      'guava-stored-permits',
      'explain.guava.split',
      {
        permits: r.permits,
        storedPermits: r.storedPermitsBefore,
        stored: r.storedPermitsSpent,
        fresh: r.freshPermits,
      },
      ['storedPermitsToSpend', 'storedPermits', 'freshPermits'],
    ),
  );
  if (r.storedPermitsSpent > 0) steps.push(...storedCostSteps(lim, r));
  if (r.freshPermits > 0) {
    steps.push(
      infoStep(
        'guava-fresh',
        'explain.guava.fresh',
        { fresh: r.freshPermits, stableIntervalMicros: lim.stableIntervalMicros, freshMicros: r.freshPermitsMicros },
        ['freshPermits', 'stableIntervalMicros'],
      ),
    );
  }
  steps.push(
    infoStep(
      'guava-pay-later',
      'explain.guava.push',
      {
        momentAvailable: r.momentAvailableMicros,
        storedMicros: r.storedPermitsMicros,
        freshMicros: r.freshPermitsMicros,
        nextFreeTicketMicros: r.nextFreeTicketMicrosAfter,
        storedPermits: r.storedPermitsAfter,
      },
      ['nextFreeTicketMicros', 'storedPermitsToWaitTime', 'storedPermits'],
    ),
  );
  return steps;
}

/** What the stored permits cost: nothing (SmoothBursty), or the area under SmoothWarmingUp's curve. */
function storedCostSteps(lim: GuavaLimiter, r: Readonly<GuavaReservation>): Step[] {
  if (lim.kind === 'bursty') {
    return [infoStep('guava-stored-free', 'explain.guava.storedFree', { stored: r.storedPermitsSpent })];
  }
  const steps: Step[] = [];
  if (r.warmPermitsSpent > 0) {
    const above = r.storedPermitsBefore - lim.thresholdPermits;
    const below = above - r.warmPermitsSpent;
    steps.push(
      infoStep(
        'guava-warmup-area',
        'explain.guava.trapezoid',
        {
          warm: r.warmPermitsSpent,
          thresholdPermits: lim.thresholdPermits,
          above,
          below,
          top: lim.permitsToTime(above),
          bottom: lim.permitsToTime(below),
          warmMicros: r.warmMicros,
        },
        ['thresholdPermits', 'permitsToTime', 'storedPermitsToWaitTime'],
      ),
    );
  }
  const stable = r.storedPermitsSpent - r.warmPermitsSpent;
  if (stable > 0) {
    steps.push(
      infoStep(
        'guava-warmup-area',
        'explain.guava.rectangle',
        {
          stable,
          thresholdPermits: lim.thresholdPermits,
          stableIntervalMicros: lim.stableIntervalMicros,
          stableMicros: r.stableStoredMicros,
        },
        ['thresholdPermits', 'stableIntervalMicros'],
      ),
    );
  }
  return steps;
}

/** The Guava limiter a scenario entry becomes, created at 0 µs (as guava-runner.ts builds it). */
export function scenarioGuavaLimiter(config: GuavaConfig): GuavaLimiter {
  return createGuavaLimiter(
    config.type === 'bursty'
      ? { type: 'bursty', permitsPerSecond: config.permitsPerSecond, maxBurstSeconds: config.maxBurstSeconds }
      : {
          type: 'warmingUp',
          permitsPerSecond: config.permitsPerSecond,
          warmupPeriodMicros: config.warmupPeriodMs * 1000,
          coldFactor: config.coldFactor,
        },
    0,
  );
}

/** Drives one limiter call by call (acquire, or tryAcquire with a timeout ≥ 0 µs) and explains each. */
export class GuavaExplainer {
  constructor(
    readonly limiter: GuavaLimiter,
    readonly limiterId: string,
    /** tryAcquire's timeout in µs, or null for acquire */
    readonly timeoutMicros: number | null,
  ) {}

  /** Decide request `index` (`permits` at `nowMicros`); with `explain` false, only decide. */
  call(index: number, nowMicros: number, permits: number, explain = true): Explanation | null {
    const lim = this.limiter;
    let granted = true;
    lim.recording = explain; // only the explained call keeps its record
    if (this.timeoutMicros === null) lim.acquire(permits, nowMicros);
    else granted = lim.tryAcquire(permits, this.timeoutMicros, nowMicros);
    if (!explain) return null;
    const r = lim.lastReservation;
    return {
      limiterId: this.limiterId,
      requestIndex: index,
      tMs: nowMicros / 1000,
      className: lim.kind === 'bursty' ? 'SmoothBursty' : 'SmoothWarmingUp',
      verdict: { pass: granted, waitMs: granted ? r.waitMicros / 1000 : 0 },
      steps: guavaSteps(lim, r),
    };
  }
}

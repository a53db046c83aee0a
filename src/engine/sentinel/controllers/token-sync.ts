/**
 * The warm-up controllers' token sync, as numbers and as an explain record.
 *
 * `syncToken` (warm-up.ts) runs on every request and keeps only its four inputs: the second it ran in, the
 * bucket and lastFilledTime it found, and the previousPassQps it read. The explain record (which branch, whether
 * the cap or the clamp at 0 applied, the tokens after) follows from those four with the same formulas, so
 * `fillTokenSync` builds it only when someone reads it — an explanation, or the request log's sync column —
 * instead of writing ten fields per request.
 *
 * `secondOf(now)` is Sentinel's `currentTime - currentTime % 1000` (Java's `%` truncates towards zero). For
 * now >= 0 it is Math.floor(now / 1000) * 1000, which avoids a floating-point modulo on epoch milliseconds: the
 * two are equal for every whole ms in [0, 2^53) (the quotient's rounding error stays below 1/1000 while
 * now / 1000 < 2^44; test/engine/sentinel/controllers/token-sync.test.ts checks it, edges included). A negative
 * clock (never reached: scenarios start at epoch ms >= 0) keeps Java's truncating form.
 */
import { toLong } from '../../java';

/** How the last token sync went. */
export type TokenSyncBranch =
  /** Still in the second of the last sync (sec <= lastFilledTime): nothing changed. */
  | 'same-second'
  /** Tokens were added for the seconds since lastFilledTime (then capped at maxToken, then prev subtracted). */
  | 'refilled'
  /** Above warningToken, but the previous second passed >= (int)count/coldFactor: no refill. */
  | 'no-refill-busy'
  /** Exactly at warningToken: neither refill branch applies. */
  | 'no-refill-at-warning';

/** What the last `syncToken` computed (reused object). */
export interface TokenSyncExplain {
  branch: TokenSyncBranch;
  /** now floored to the second (absolute epoch ms). */
  secondMs: number;
  lastFilledTimeBefore: number;
  /** (long) previousPassQps(): passes in [secondMs − 1000, secondMs) (read at every check, used only by a sync). */
  previousPassQps: number;
  /** (int)count / coldFactor: above warningToken, refill only if previousPassQps is below this. */
  coolDownQps: number;
  storedTokensBefore: number;
  /** After the refill and the cap at maxToken, before previousPassQps is subtracted. */
  refilledTokens: number;
  cappedAtMax: boolean;
  clampedAtZero: boolean;
  storedTokensAfter: number;
}

export function newTokenSyncExplain(): TokenSyncExplain {
  return {
    branch: 'same-second',
    secondMs: 0,
    lastFilledTimeBefore: 0,
    previousPassQps: 0,
    coolDownQps: 0,
    storedTokensBefore: 0,
    refilledTokens: 0,
    cappedAtMax: false,
    clampedAtZero: false,
    storedTokensAfter: 0,
  };
}

/** `currentTime - currentTime % 1000` (Java), without the modulo for the clock values the engine reaches. */
export function secondOf(now: number): number {
  return now >= 0 ? Math.floor(now / 1000) * 1000 : now - (now % 1000);
}

/** The bucket's constants the sync reads. */
export interface TokenBucketShape {
  readonly count: number;
  readonly warningToken: number;
  readonly maxToken: number;
  readonly coolDownQps: number;
}

/** Fills `s` with what a sync computed from its four inputs (see the header). */
export function fillTokenSync(
  s: TokenSyncExplain,
  b: TokenBucketShape,
  sec: number,
  lastFilled: number,
  old: number,
  prev: number,
): TokenSyncExplain {
  s.secondMs = sec;
  s.lastFilledTimeBefore = lastFilled;
  s.storedTokensBefore = old;
  s.coolDownQps = b.coolDownQps;
  s.previousPassQps = prev;
  s.cappedAtMax = false;
  s.clampedAtZero = false;
  if (sec <= lastFilled) {
    s.branch = 'same-second';
    s.refilledTokens = old;
    s.storedTokensAfter = old;
    return s;
  }
  let refilled = old;
  if (old < b.warningToken || (old > b.warningToken && prev < b.coolDownQps)) {
    refilled = toLong(old + ((sec - lastFilled) * b.count) / 1000);
    s.branch = 'refilled';
  } else {
    s.branch = old === b.warningToken ? 'no-refill-at-warning' : 'no-refill-busy';
  }
  if (refilled > b.maxToken) {
    refilled = b.maxToken;
    s.cappedAtMax = true;
  }
  let after = refilled - prev;
  if (after < 0) {
    after = 0;
    s.clampedAtZero = true;
  }
  s.refilledTokens = refilled;
  s.storedTokensAfter = after;
  return s;
}

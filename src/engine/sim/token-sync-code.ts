/**
 * Which way WarmUpController's `syncToken` went, as one number per tick (the `syncBranch` series), so a
 * chart can mark each second's refill decision without re-deriving it.
 *
 * The rule (warm-up.ts, "TOKEN SYNC"): at the first check of a new second, with `old` = storedTokens and
 * `prev` = the previous second's passes,
 *   old < warningToken                                → refill  (the bucket is warm: it always refills)
 *   old > warningToken and prev < (int)count/coldFactor → refill  (above the line, only after a quiet second)
 *   old > warningToken and prev ≥ (int)count/coldFactor → no refill (busy: the bucket keeps draining)
 *   old == warningToken                               → no refill (neither branch applies)
 * then the cap at maxToken, then `− prev`, clamped at 0.
 *
 * CODE = branch (0..3) + CLAMPED (4) when `refilled − prev` went below 0 + CAPPED (8) when the refill hit
 * maxToken. NaN in the series = no sync in that tick (syncs happen at most once per whole second).
 */
import type { TokenSyncExplain } from '../sentinel/controllers/warm-up';

export const SyncBranch = {
  /** old < warningToken: refilled for the seconds since lastFilledTime */
  RefilledBelowWarning: 0,
  /** old > warningToken and the previous second passed fewer than (int)count / coldFactor: refilled */
  RefilledQuiet: 1,
  /** old > warningToken and the previous second was busy: not refilled */
  NoRefillBusy: 2,
  /** old == warningToken: neither branch applies, not refilled */
  NoRefillAtWarning: 3,
} as const;
export type SyncBranch = (typeof SyncBranch)[keyof typeof SyncBranch];

/** Added to the branch when `refilled − previousPassQps` was negative and clamped to 0. */
export const SYNC_CLAMPED = 4;
/** Added when the refill was capped at maxToken. */
export const SYNC_CAPPED = 8;

/** The code of a sync that happened (`branch` other than 'same-second'); NaN for 'same-second'. */
export function encodeTokenSync(s: TokenSyncExplain, warningToken: number): number {
  let branch: SyncBranch;
  switch (s.branch) {
    case 'same-second':
      return NaN;
    case 'refilled':
      branch = s.storedTokensBefore < warningToken ? SyncBranch.RefilledBelowWarning : SyncBranch.RefilledQuiet;
      break;
    case 'no-refill-busy':
      branch = SyncBranch.NoRefillBusy;
      break;
    case 'no-refill-at-warning':
      branch = SyncBranch.NoRefillAtWarning;
      break;
  }
  return branch + (s.clampedAtZero ? SYNC_CLAMPED : 0) + (s.cappedAtMax ? SYNC_CAPPED : 0);
}

/** The parts of a code (null for NaN: no sync). */
export function decodeTokenSync(code: number): { branch: SyncBranch; clamped: boolean; capped: boolean } | null {
  if (!(code >= 0)) return null;
  return {
    branch: (code & 3) as SyncBranch,
    clamped: (code & SYNC_CLAMPED) !== 0,
    capped: (code & SYNC_CAPPED) !== 0,
  };
}

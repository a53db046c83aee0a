/**
 * WarmUpController's once-a-second token sync, as the engine recorded it (`syncBranch`, `syncPrevQps`): one
 * mark per sync, which way it went, and the sync of the second a time falls in.
 */
import type { LimiterSeries } from '../../engine/sim/result';
import { decodeTokenSync, SyncBranch } from '../../engine/sim/token-sync-code';
import type { Translate } from '../i18n/lang';

export interface SyncMark {
  /** the tick the sync happened in */
  tick: number;
  branch: SyncBranch;
  clamped: boolean;
  capped: boolean;
  /** the previousPassQps it read */
  prevQps: number;
}

export const SYNC_BRANCHES: readonly SyncBranch[] = [
  SyncBranch.RefilledBelowWarning,
  SyncBranch.RefilledQuiet,
  SyncBranch.NoRefillBusy,
  SyncBranch.NoRefillAtWarning,
];

export function syncMarks(series: LimiterSeries): SyncMark[] {
  const out: SyncMark[] = [];
  const codes = series.syncBranch;
  for (let k = 0; k < codes.length; k++) {
    const d = decodeTokenSync(codes[k]);
    if (d !== null) out.push({ tick: k, ...d, prevQps: series.syncPrevQps[k] });
  }
  return out;
}

/** The branches that occur, in legend order. */
export function branchesIn(marks: readonly SyncMark[]): SyncBranch[] {
  const seen = new Set(marks.map((m) => m.branch));
  return SYNC_BRANCHES.filter((b) => seen.has(b));
}

/** The whole (absolute) second tick `k` starts in. */
function secondOf(startMs: number, tickMs: number, k: number): number {
  return Math.floor((startMs + k * tickMs) / 1000);
}

/** The sync of the whole second tick `tick` lies in, if it happened by that tick; else null. */
export function syncOfSecond(
  marks: readonly SyncMark[],
  startMs: number,
  tickMs: number,
  tick: number,
): SyncMark | null {
  const second = secondOf(startMs, tickMs, tick);
  // the last mark at or before the tick
  let lo = 0;
  let hi = marks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (marks[mid].tick <= tick) lo = mid + 1;
    else hi = mid;
  }
  const m = lo > 0 ? marks[lo - 1] : null;
  return m !== null && secondOf(startMs, tickMs, m.tick) === second ? m : null;
}

/**
 * The mark of a branch, as an SVG path at (cx, cy) with half-size r — a shape per branch besides the colour:
 * ▲ refilled below warningToken, △ refilled after a quiet second, × not refilled (busy), ◆ not refilled at
 * warningToken.
 */
export function syncGlyph(branch: SyncBranch, cx: number, cy: number, r: number): { d: string; filled: boolean } {
  const tri = `M${cx},${cy - r}L${cx + r},${cy + r * 0.8}L${cx - r},${cy + r * 0.8}Z`;
  switch (branch) {
    case SyncBranch.RefilledBelowWarning:
      return { d: tri, filled: true };
    case SyncBranch.RefilledQuiet:
      return { d: tri, filled: false };
    case SyncBranch.NoRefillBusy:
      return { d: `M${cx - r},${cy - r}L${cx + r},${cy + r}M${cx - r},${cy + r}L${cx + r},${cy - r}`, filled: false };
    case SyncBranch.NoRefillAtWarning:
      return { d: `M${cx},${cy - r}L${cx + r},${cy}L${cx},${cy + r}L${cx - r},${cy}Z`, filled: true };
  }
}

/** What a sync did, in words: `refilled: previous second < 6 QPS, capped at maxToken`. */
export function syncWords(m: SyncMark, coolDownQps: number, t: Translate): string {
  const parts = [t(`cues.sync.${m.branch}`, { q: coolDownQps })];
  if (m.capped) parts.push(t('cues.sync.capped'));
  if (m.clamped) parts.push(t('cues.sync.clamped'));
  return parts.join(', ');
}

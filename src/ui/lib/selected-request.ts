/**
 * Which request "Explain this decision" shows, and which mark a click on the Requests chart hits. Pure, so it is
 * unit-tested; the state lives in state/selection.svelte.ts and the drawing in charts/RequestsChart.svelte.
 */
import { lowerBound } from './series';

/** A request picked on purpose (a click on its mark, Enter on the chart), at the cursor time it was picked at. */
export interface PinnedRequest {
  limiterId: string;
  index: number;
  /** its arrival (ms), so a re-run whose traffic moved it does not keep a pin on another request */
  tMs: number;
  atMs: number;
}

/** Whether `pinned` still names request `index` of this limiter at this cursor time. */
export function pinHolds(
  pinned: PinnedRequest | null,
  limiterId: string,
  tMs: ArrayLike<number>,
  count: number,
  cursorMs: number,
): pinned is PinnedRequest {
  return (
    pinned !== null &&
    pinned.limiterId === limiterId &&
    pinned.atMs === cursorMs &&
    pinned.index < count &&
    tMs[pinned.index] === pinned.tMs
  );
}

/** The last request that arrived at or before `cursorMs` (as "At the cursor" reads it), or -1. */
export function requestAtCursor(tMs: ArrayLike<number>, count: number, cursorMs: number): number {
  return lowerBound(tMs, count, cursorMs + 1e-9) - 1;
}

/**
 * The request to explain: the pinned one while the cursor stays where it was picked (several requests can
 * share a millisecond, so the pin tells which), otherwise the one at the cursor — so stepping the clock moves on.
 */
export function selectedRequest(
  pinned: PinnedRequest | null,
  limiterId: string,
  tMs: ArrayLike<number>,
  count: number,
  cursorMs: number,
): number {
  if (pinHolds(pinned, limiterId, tMs, count, cursorMs)) return pinned.index;
  return requestAtCursor(tMs, count, cursorMs);
}

/** What the Requests chart draws for one request, in its own scales. */
export interface MarkLayout {
  tMs: ArrayLike<number>;
  waitMs: ArrayLike<number>;
  outcome: ArrayLike<number>;
  count: number;
  /** x of a time (ms) */
  x: (t: number) => number;
  /** time (ms) at an x */
  invertX: (px: number) => number;
  /** y of a wait (ms) */
  y: (wait: number) => number;
  /** y of the blocked lane */
  laneY: number;
  /** the outcome code drawn in the lane (blocked) */
  laneOutcome: number;
}

/** The request whose mark is nearest to (px, py), within `radius` px; the later one on a tie; -1 if none. */
export function hitRequest(m: MarkLayout, px: number, py: number, radius = 6): number {
  const from = lowerBound(m.tMs, m.count, m.invertX(px - radius));
  let best = -1;
  let bestD = radius * radius;
  for (let i = from; i < m.count; i++) {
    const mx = m.x(m.tMs[i]);
    if (mx > px + radius) break;
    const my = m.outcome[i] === m.laneOutcome ? m.laneY : m.y(m.waitMs[i]);
    const d = (mx - px) ** 2 + (my - py) ** 2;
    if (d <= bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

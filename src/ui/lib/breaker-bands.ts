/**
 * What the circuit-breaker chart draws, computed from a BreakerTrack: the state as time bands, the
 * probes with their results, the y-domain of the stat-interval values, and lookups at a time.
 * Pure and DOM-free, so the chart only maps these through its scales. Words come from the
 * `Translate` passed in (messages/charts.ts); the state names are Sentinel's enum and stay as they are.
 */
import type { BreakerTrack } from '../../engine/sim/chain-result';
import type { Translate } from '../i18n/lang';
import { breakerChartOf } from '../limiters/rule-views';

/** Same numbering as the engine's BreakerState (0 CLOSED, 1 OPEN, 2 HALF_OPEN). */
export const CLOSED = 0;
export const OPEN = 1;
export const HALF_OPEN = 2;
export const STATE_NAMES = ['CLOSED', 'OPEN', 'HALF_OPEN'] as const;
export type StateName = (typeof STATE_NAMES)[number];

export function stateName(s: number): StateName {
  return STATE_NAMES[s] ?? 'CLOSED';
}

export interface Band {
  state: number;
  name: StateName;
  startMs: number;
  endMs: number;
  /** OPEN bands: when `nextRetryTimestamp` falls (start + recoveryTimeoutMs); the band lasts until a request arrives after it */
  retryAtMs?: number;
}

type Transitions = BreakerTrack['transitions'];

/**
 * Bands from the exact transitions. A breaker starts CLOSED (Sentinel creates it so); the first
 * transition's `from` is trusted over that, should the engine ever start one elsewhere.
 * Zero-length bands are kept: a probe that fails at once is still a HALF_OPEN visit worth showing.
 */
export function bandsFromTransitions(tr: Transitions, durationMs: number, recoveryTimeoutMs = NaN): Band[] {
  const bands: Band[] = [];
  let state = tr.count > 0 ? tr.from[0] : CLOSED;
  let start = 0;
  const push = (end: number) => {
    const b: Band = { state, name: stateName(state), startMs: start, endMs: Math.max(start, end) };
    if (state === OPEN && Number.isFinite(recoveryTimeoutMs)) b.retryAtMs = start + recoveryTimeoutMs;
    bands.push(b);
  };
  for (let k = 0; k < tr.count; k++) {
    const t = Math.min(Math.max(tr.tMs[k], start), durationMs);
    push(t);
    state = tr.to[k];
    start = t;
  }
  push(durationMs);
  return bands;
}

/** Bands from the per-tick state (tick resolution: a HALF_OPEN visit shorter than a tick may not show). */
export function bandsFromStates(state: ArrayLike<number>, tickMs: number, durationMs: number): Band[] {
  const bands: Band[] = [];
  if (state.length === 0) return [{ state: CLOSED, name: 'CLOSED', startMs: 0, endMs: durationMs }];
  let start = 0;
  for (let i = 1; i <= state.length; i++) {
    if (i < state.length && state[i] === state[i - 1]) continue;
    const end = i === state.length ? durationMs : Math.min(durationMs, i * tickMs);
    bands.push({ state: state[i - 1], name: stateName(state[i - 1]), startMs: start, endMs: end });
    start = end;
  }
  return bands;
}

/**
 * The bands to draw: the transitions when there are any (exact times); otherwise the tick states,
 * which then can only say "CLOSED all along" — unless the engine logged states without transitions.
 */
export function breakerBands(track: BreakerTrack, durationMs: number, tickMs: number): Band[] {
  if (track.transitions.count > 0) {
    return bandsFromTransitions(track.transitions, durationMs, track.recoveryTimeoutMs);
  }
  return bandsFromStates(track.state, tickMs, durationMs);
}

export type ProbeOutcome = 'closed' | 'reopened' | 'pending';

export interface Probe {
  /** when the breaker let the probe through (OPEN → HALF_OPEN) */
  tMs: number;
  /** the probe request's index in the request log, or -1 */
  requestIndex: number;
  /** what the probe's completion led to; `pending` when the run ended in HALF_OPEN */
  outcome: ProbeOutcome;
  /** when it was decided (HALF_OPEN → …), NaN while pending */
  resultMs: number;
  /** the ratio / count the completion reported, NaN if none */
  resultValue: number;
}

/** Every probe (transition into HALF_OPEN), paired with the next transition out of HALF_OPEN. */
export function probes(tr: Transitions): Probe[] {
  const out: Probe[] = [];
  for (let k = 0; k < tr.count; k++) {
    if (tr.to[k] !== HALF_OPEN) continue;
    const ri = tr.requestIndex[k];
    const p: Probe = {
      tMs: tr.tMs[k],
      requestIndex: Number.isFinite(ri) ? ri : -1,
      outcome: 'pending',
      resultMs: NaN,
      resultValue: NaN,
    };
    for (let j = k + 1; j < tr.count; j++) {
      if (tr.from[j] !== HALF_OPEN) continue;
      p.outcome = tr.to[j] === CLOSED ? 'closed' : 'reopened';
      p.resultMs = tr.tMs[j];
      p.resultValue = tr.value[j];
      break;
    }
    out.push(p);
  }
  return out;
}

/** What a state change means, for the table of transitions. */
export function transitionMeaning(from: number, to: number, tr: Translate): string {
  if (from === CLOSED && to === OPEN) return tr('breaker.tripped');
  if (from === OPEN && to === HALF_OPEN) return tr('breaker.retry');
  if (from === HALF_OPEN && to === CLOSED) return tr('breaker.probeOk');
  if (from === HALF_OPEN && to === OPEN) return tr('breaker.probeFailed');
  return `${stateName(from)} → ${stateName(to)}`;
}

/** Does a track of `grade` compare a ratio (grades 0 and 1), or a count (grade 2)? As its rule module declares. */
export function isRatio(grade: number): boolean {
  return breakerChartOf(grade).ratio;
}

/** The Java name of what `value` is compared with (`slowRatioThreshold`, `count`), as its rule module declares. */
export function thresholdName(grade: number): string {
  return breakerChartOf(grade).threshold;
}

/** What a bucket's `value` is, in words for the axis and tooltip. */
export function valueName(grade: number, tr: Translate): string {
  return tr(breakerChartOf(grade).valueKey);
}

/** The tooltip's bad / total row's words (slow calls or errors of the total). */
export function badOfTotalName(grade: number, tr: Translate): string {
  return tr(breakerChartOf(grade).badOfTotalKey);
}

/**
 * [0, top] for the stat-interval values and the threshold, with a little headroom. A ratio never
 * exceeds 1, so its top stays at most 1 (a bucket at 100 % then touches the top, which reads right).
 */
export function yDomain(track: BreakerTrack): [number, number] {
  let m = Number.isFinite(track.threshold) ? track.threshold : 0;
  const v = track.buckets.value;
  for (let i = 0; i < track.buckets.count; i++) if (v[i] > m && Number.isFinite(v[i])) m = v[i];
  if (isRatio(track.grade)) return [0, m <= 0 ? 1 : Math.min(1, m * 1.15)];
  return [0, Math.max(1, m * 1.15)];
}

/** index of the band holding time `t` (a band holds [start, end); the last one also holds its end) */
export function bandAt(bands: readonly Band[], t: number): number {
  let lo = 0;
  let hi = bands.length - 1;
  if (hi < 0) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (bands[mid].startMs <= t) lo = mid;
    else hi = mid - 1;
  }
  // zero-length bands share their start with the next one: the state at t is the last that began by t
  return lo;
}

/** index of the stat interval holding time `t`, or -1 (intervals are in time order and do not overlap) */
export function bucketAt(b: BreakerTrack['buckets'], t: number): number {
  let lo = 0;
  let hi = b.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (b.endMs[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo < b.count && b.startMs[lo] <= t ? lo : -1;
}

/** index of the last transition at or before `t`, or -1 */
export function transitionAt(tr: Transitions, t: number): number {
  let lo = 0;
  let hi = tr.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tr.tMs[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

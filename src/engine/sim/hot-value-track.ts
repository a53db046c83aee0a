/**
 * Per-value series of the hot-parameter rules in a chain run: what the per-value charts and the value picker
 * read (a chart never recomputes the algorithm). Recorded from ParamFlowSlot's own decision records
 * (sentinel/param-flow/decision.ts), one `HotValueSeries` per (rule, value).
 *
 * WHAT IS RECORDED, per rule of `paramFlowRules` (its input index) and per value it checked:
 *   passed / blocked   requests per tick by that rule's verdict on that value (a request blocked by a later
 *                      slot still passed the hot rule);
 *   restQps            the value's token bucket (`tokenCounters`, ParamFlowChecker.passDefaultLocalCheck) after
 *                      the last check in or before the tick. Sentinel changes a bucket only when a request of the
 *                      value arrives (no timer refills it), so the level between two checks is the level after the
 *                      first: forward filling is exact. NaN before the value's first check, and for the pacing and
 *                      THREAD paths, which keep no bucket;
 *   lastAddTokenMs     the bucket's `lastAddTokenTime` (ms since the start) at the tick's end: a refill happens
 *                      only when MORE than durationInSec × 1000 ms passed since it, and moves it to the request's
 *                      time (not to the window's end), so the windows drift with the traffic;
 *   events             each bucket creation ('new') and refill ('refill', with passTime and toAddCount).
 *
 * BOUNDS. At most MAX_TRACKED_VALUES distinct values per rule, and MAX_TRACKED_TOTAL over all rules, are
 * followed (the first seen: a hot key shows up early); later ones count in `untrackedRequests`. Each followed
 * value holds four series of at most MAX_TICKS (3000) doubles, so a run keeps at most 128 × 96 kB. At the end
 * the TOP_VALUES with most requests are kept, hottest first.
 */
import type { ParamFlowDecision } from '../sentinel/param-flow/decision';
import { javaClassName, javaToString, keyOf } from '../sentinel/param-flow/java-value';

export const MAX_TRACKED_VALUES = 64;
export const MAX_TRACKED_TOTAL = 128;
export const TOP_VALUES = 20;
/** Most bucket events kept per value. */
export const MAX_EVENTS = 2000;

export interface HotBucketEvent {
  /** ms since the start */
  tMs: number;
  kind: 'new' | 'refill';
  /** tokens after the event (before the request took its share) */
  restQpsBefore: number;
  /** now − lastAddTokenTime; NaN for 'new' */
  passTimeMs: number;
  /** floor(passTime × tokenCount / durationMs); NaN for 'new' */
  toAddCount: number;
}

export interface HotValueSeries {
  /** String.valueOf(value), what ParamFlowException names */
  value: string;
  /** the Java class (java.lang.Long …): Long 7 and int 7 are two values */
  javaClass: string;
  requests: number;
  passed: number;
  blocked: number;
  /** requests per tick */
  passedPerTick: Float64Array;
  blockedPerTick: Float64Array;
  /** tokens left per tick end (see the header); NaN where none */
  restQps: Float64Array;
  /** lastAddTokenTime per tick end, ms since the start; NaN where none */
  lastAddTokenMs: Float64Array;
  /** the value's maxCount (tokenCount + burstCount) and tokenCount, as its last check read them */
  maxCount: number;
  tokenCount: number;
  /** whether it matched a hot item (its own count) */
  hotItem: boolean;
  events: HotBucketEvent[];
}

export interface HotParamTrack {
  /** index into the scenario's paramFlowRules */
  rule: number;
  path: 'default' | 'throttle' | 'thread' | 'none';
  durationMs: number;
  /** the top values, hottest first */
  values: HotValueSeries[];
  /** distinct values seen (tracked or not) */
  distinctValues: number;
  untrackedRequests: number;
}

interface Live extends HotValueSeries {
  lastTick: number;
}

/** Records the per-value series of one chain run. */
export class HotValueRecorder {
  private readonly byRule = new Map<
    number,
    {
      path: HotParamTrack['path'];
      durationMs: number;
      values: Map<string, Live>;
      distinct: Set<string>;
      untracked: number;
    }
  >();

  /** values followed so far, over all rules */
  private tracked = 0;

  constructor(
    private readonly ticks: number,
    private readonly tickMs: number,
    private readonly startMs: number,
  ) {}

  /** One ParamFlowSlot decision; `inputIndex(position)` maps a check position to the rule's input index. */
  record(decision: ParamFlowDecision, nowMs: number, inputIndex: (position: number) => number): void {
    const relMs = nowMs - this.startMs;
    const tick = Math.min(this.ticks - 1, Math.max(0, Math.floor(relMs / this.tickMs)));
    for (const check of decision.checks) {
      const rule = inputIndex(check.ruleIndex);
      if (rule < 0) continue;
      let r = this.byRule.get(rule);
      if (r === undefined) {
        r = { path: check.path, durationMs: NaN, values: new Map(), distinct: new Set(), untracked: 0 };
        this.byRule.set(rule, r);
      }
      for (const step of check.steps) {
        const key = keyOf(step.value);
        let v = r.values.get(key);
        if (v === undefined) {
          // a followed value is in `distinct` already: only the others need the set
          r.distinct.add(key);
          if (r.values.size >= MAX_TRACKED_VALUES || this.tracked >= MAX_TRACKED_TOTAL) {
            r.untracked++;
            continue;
          }
          v = this.newSeries(step.value);
          r.values.set(key, v);
          this.tracked++;
        }
        v.requests++;
        if (step.pass) {
          v.passed++;
          v.passedPerTick[tick]++;
        } else {
          v.blocked++;
          v.blockedPerTick[tick]++;
        }
        v.hotItem = step.hotItemCount !== null;
        v.lastTick = tick;
        if (step.path === 'default') {
          r.durationMs = step.durationMs;
          v.maxCount = step.maxCount;
          v.tokenCount = step.tokenCount;
          if (step.after !== null) {
            v.restQps[tick] = step.after.restQps;
            v.lastAddTokenMs[tick] = step.after.lastAddTokenTime - this.startMs;
          }
          if (v.events.length < MAX_EVENTS && (step.outcome === 'new-bucket' || step.outcome === 'refill')) {
            const refill = step.outcome === 'refill';
            v.events.push({
              tMs: relMs,
              kind: refill ? 'refill' : 'new',
              restQpsBefore: refill
                ? Math.min((step.before?.restQps ?? 0) + (step.toAddCount ?? 0), step.maxCount)
                : step.maxCount,
              passTimeMs: refill ? (step.passTimeMs ?? NaN) : NaN,
              toAddCount: refill ? (step.toAddCount ?? NaN) : NaN,
            });
          }
        } else if (step.path === 'throttle' || step.path === 'thread') {
          v.tokenCount = step.path === 'throttle' ? step.tokenCount : step.threshold;
          v.maxCount = v.tokenCount;
        }
      }
    }
  }

  private newSeries(value: Parameters<typeof keyOf>[0]): Live {
    const nan = () => new Float64Array(this.ticks).fill(NaN);
    return {
      value: javaToString(value),
      javaClass: javaClassName(value),
      requests: 0,
      passed: 0,
      blocked: 0,
      passedPerTick: new Float64Array(this.ticks),
      blockedPerTick: new Float64Array(this.ticks),
      restQps: nan(),
      lastAddTokenMs: nan(),
      maxCount: NaN,
      tokenCount: NaN,
      hotItem: false,
      events: [],
      lastTick: -1,
    };
  }

  /** The tracks, by rule index, the top values each (series forward-filled: see the header). */
  finish(): HotParamTrack[] {
    const out: HotParamTrack[] = [];
    for (const [rule, r] of [...this.byRule].sort((a, b) => a[0] - b[0])) {
      const values = [...r.values.values()]
        .sort((a, b) => b.requests - a.requests)
        .slice(0, TOP_VALUES)
        .map((live) => {
          const { lastTick, ...series } = live;
          void lastTick;
          forwardFill(series.restQps);
          forwardFill(series.lastAddTokenMs);
          return series;
        });
      out.push({
        rule,
        path: r.path,
        durationMs: r.durationMs,
        values,
        distinctValues: r.distinct.size,
        untrackedRequests: r.untracked,
      });
    }
    return out;
  }
}

function forwardFill(a: Float64Array): void {
  for (let i = 1; i < a.length; i++) if (Number.isNaN(a[i])) a[i] = a[i - 1];
}

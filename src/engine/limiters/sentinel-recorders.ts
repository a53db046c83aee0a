/**
 * What a Sentinel flow module logs per request and samples per tick, by its controller's explain record.
 * Each module's `flow.recorder` returns one of these (sentinel-runner.ts calls it; it never looks at a class).
 *
 * Columns written (ms since the start; latestPassedTime NaN while it is Sentinel's initial -1):
 *   DefaultController    passQps (read just before the decision), count, limitQps (= count)
 *   THREAD               curThreadNum (read just before), count
 *   WarmUp               passQps (read before the sync), storedTokens (after it), limitQps (warning QPS or count)
 *   pacing               latestPassedTimeMs (before), maxQueueingTimeMs, costTimeMs, rolledBack (0/1), limitQps
 *   WarmUp + pacing      as pacing, with storedTokens and limitQps (its warmingQps) instead of count
 */
import { NANO_ORIGIN } from '../clock';
import type { PacingExplain } from '../sentinel/controllers/rate-limiter';
import type { WarmUpController } from '../sentinel/controllers/warm-up';
import type { FlowState } from '../sentinel/flow-sim';
import type { LimiterSeries } from '../sim/result';
import type { FlowRecorder, RecorderContext } from './flow-part';
import type { PacingController } from './pacing-parts';

/** latestPassedTime (epoch ms, or nanoTime in ns mode) as ms since the start; NaN for Sentinel's initial -1. */
export function sinceStartMs(latestPassedTime: number, nanos: boolean, startMs: number): number {
  if (latestPassedTime === -1) return NaN;
  return nanos ? (latestPassedTime - NANO_ORIGIN) / 1e6 : latestPassedTime - startMs;
}

/** DefaultController (QPS) or a THREAD rule: the number it compared, read just before, and `count`. */
export function countRecorder(ctx: RecorderContext, reads: 'passQps' | 'curThreadNum'): FlowRecorder {
  const read = ctx.columns[reads];
  const count = ctx.columns.count;
  const limit = reads === 'passQps' ? ctx.columns.limitQps : null;
  const n = ctx.count;
  return {
    readsBefore: reads,
    warmUp: null,
    record(i, before) {
      read[i] = before;
      count[i] = n;
      if (limit !== null) limit[i] = n;
    },
    sample(_st, s, k) {
      s.limitQps[k] = n;
    },
  };
}

/** WarmUpController: what it read, the tokens after the sync and the limit in force. */
export function warmUpRecorder(c: WarmUpController, ctx: RecorderContext): FlowRecorder {
  const { passQps, storedTokens, limitQps } = ctx.columns;
  return {
    readsBefore: null,
    warmUp: { c, warningToken: c.warningToken },
    record(i) {
      // lastDecision's passQps, restToken and warningQps, read without building the whole record
      passQps[i] = c.lastPassQpsRead;
      storedTokens[i] = c.storedTokens;
      limitQps[i] = c.limitNow;
    },
    sample(st, s, k) {
      s.stored[k] = st.storedTokens;
      s.limitQps[k] = c.warningQpsAt(st.storedTokens);
    },
  };
}

export interface PacingSource {
  /** The pacing step's explain record (built on read: called for logged rows only). */
  readonly decision: () => PacingExplain;
  readonly maxQueueingTimeMs: number;
  /** ThrottlingController's nanosecond mode (costTime and latestPassedTime in ns) */
  readonly nanos: boolean;
  /** the warm-up half of WarmUpRateLimiterController, or null */
  readonly warm: { readonly c: WarmUpController } | null;
}

/** RateLimiter / Throttling / WarmUpRateLimiter: the virtual queue's numbers. */
export function pacingRecorder(p: PacingSource, ctx: RecorderContext): FlowRecorder {
  const { decision, maxQueueingTimeMs, nanos, warm } = p;
  const cols = ctx.columns;
  const { latestPassedTimeMs, costTimeMs, rolledBack, limitQps } = cols;
  const maxQueue = cols.maxQueueingTimeMs;
  const stored = warm === null ? null : cols.storedTokens;
  const costScale = nanos ? 1e-6 : 1;
  const { startMs, count } = ctx;
  return {
    readsBefore: null,
    warmUp: warm === null ? null : { c: warm.c, warningToken: warm.c.warningToken },
    record(i) {
      const ex = decision();
      latestPassedTimeMs[i] = sinceStartMs(ex.latestPassedTimeBefore, nanos, startMs);
      maxQueue[i] = maxQueueingTimeMs;
      costTimeMs[i] = ex.costTime * costScale;
      rolledBack[i] = ex.rolledBack ? 1 : 0;
      if (warm === null) {
        limitQps[i] = count;
      } else {
        stored![i] = warm.c.storedTokens; // lastDecision's restToken and warningQps
        limitQps[i] = warm.c.limitNow;
      }
    },
    sample(st: FlowState, s: LimiterSeries, k: number, endMs: number) {
      if (warm === null) {
        s.limitQps[k] = count;
      } else {
        s.stored[k] = st.storedTokens;
        s.limitQps[k] = warm.c.warningQpsAt(st.storedTokens);
      }
      s.queueTailMs[k] = sinceStartMs(st.latestPassedTime, nanos, startMs) - endMs;
    },
  };
}

/** A rule that does nothing: the node's numbers only (the runner samples those for every rule). */
/** The recorder of a plain pacing controller (RateLimiterController, ThrottlingController): no warm-up half. */
export function pacingControllerRecorder(ctl: unknown, ctx: RecorderContext): FlowRecorder {
  const c = ctl as PacingController;
  const source = {
    decision: () => c.lastDecision,
    maxQueueingTimeMs: c.maxQueueingTimeMs,
    nanos: c.useNanoSeconds,
    warm: null,
  };
  return pacingRecorder(source, ctx);
}

export const NONE_RECORDER: FlowRecorder = {
  readsBefore: null,
  warmUp: null,
  record() {},
  sample() {},
};

/**
 * The chart cues' geometry and lookups: Sentinel's 500 ms bucket edges, the pacing queue's refused slots and
 * tail, and the token sync of a second.
 */
import { describe, expect, it } from 'vitest';
import { SyncBranch, SYNC_CAPPED } from '../../src/engine/sim/token-sync-code';
import { simulate } from '../../src/engine/sim/simulate';
import { bucketEdges } from '../../src/ui/lib/bucket-edges';
import { diamondsPath, pacingWaitTop, queueTail, refusedSlots } from '../../src/ui/lib/pacing-marks';
import { branchesIn, syncMarks, syncOfSecond, syncWords } from '../../src/ui/lib/sync-marks';
import { translator } from '../../src/ui/i18n/lang';
import { qpsRule, scenarioOf } from '../engine/sim/helpers';

describe('bucketEdges', () => {
  it('are aligned to the epoch, not to the start of the run', () => {
    expect(bucketEdges(1_700_000_000_000, 2000)).toEqual([0, 500, 1000, 1500]);
    expect(bucketEdges(1_700_000_000_120, 2000)).toEqual([380, 880, 1380, 1880]);
    expect(bucketEdges(499, 600)).toEqual([1, 501]);
  });
  it('none in a run shorter than the first edge; null when too dense to draw', () => {
    expect(bucketEdges(1, 400)).toEqual([]);
    expect(bucketEdges(0, 600_000, 500, 1000)).toBeNull();
  });
});

describe('pacing marks', () => {
  const pacing = scenarioOf({
    durationMs: 3000,
    rules: [qpsRule({ count: 10, controlBehavior: 2, maxQueueingTimeMs: 500 })],
    traffic: [{ type: 'replay', timesMs: Array(10).fill(100) }],
  });
  const [lim] = simulate(pacing).limiters;

  it('ten at once, one every 100 ms, queue ≤ 500 ms: six admitted, four refused with slots 600 ms away', () => {
    const slots = refusedSlots(lim.requests);
    expect(slots.count).toBe(4);
    // latestPassedTime stays at 600 ms after the start (the sixth slot): each refusal is offered 600 + 100 − 100
    expect(Array.from(slots.slotWaitMs)).toEqual([600, 600, 600, 600]);
    expect(slots.maxSlotWaitMs).toBe(600);
    expect(slots.rolledBackCount).toBe(0);
  });

  it('the wait axis reaches the refused slots (600 ms) and maxQueueingTimeMs; other limiters add nothing', () => {
    expect(pacingWaitTop(lim)).toBe(600);
    const [other] = simulate({ ...pacing, rules: [qpsRule({ count: 10 })] }).limiters;
    expect(pacingWaitTop(other)).toBe(0);
  });

  it('draws one diamond per pixel', () => {
    const slots = refusedSlots(lim.requests);
    const d = diamondsPath(
      slots,
      (t) => t,
      (w) => w,
      3,
      () => true,
    );
    expect(d).toBe('M100,597l3,3l-3,3l-3,-3z');
    expect(
      diamondsPath(
        slots,
        (t) => t,
        (w) => w,
        3,
        () => false,
      ),
    ).toBe('');
  });

  it('the queue tail: latestPassedTime − tick end, clamped at an empty queue', () => {
    const tail = queueTail(lim.series, 100);
    // no request before 100 ms: latestPassedTime is still Sentinel's -1 (no value); then the sixth slot, 600 ms
    expect(tail.slice(0, 3)).toEqual([
      [200, 400],
      [300, 300],
      [400, 200],
    ]);
    expect(tail.at(-1)).toEqual([3000, 0]);
  });
});

describe('sync marks', () => {
  const warm = scenarioOf({
    durationMs: 4000,
    startMs: 1_700_000_000_000,
    rules: [qpsRule({ count: 20, controlBehavior: 1, warmUpPeriodSec: 10 })],
    traffic: [{ type: 'constant', qps: 5 }],
  });
  const r = simulate(warm);
  const marks = syncMarks(r.limiters[0].series);

  it('one per second: the cold start, then refills after quiet seconds (5 < 6)', () => {
    expect(marks.map((m) => [m.tick, m.branch, m.capped, m.prevQps])).toEqual([
      [0, SyncBranch.RefilledBelowWarning, true, 0],
      [10, SyncBranch.RefilledQuiet, true, 5],
      [20, SyncBranch.RefilledQuiet, true, 5],
      [30, SyncBranch.RefilledQuiet, true, 5],
    ]);
    expect(r.limiters[0].series.syncBranch[0]).toBe(SyncBranch.RefilledBelowWarning + SYNC_CAPPED);
    expect(branchesIn(marks)).toEqual([SyncBranch.RefilledBelowWarning, SyncBranch.RefilledQuiet]);
  });

  it('the sync of the second a tick lies in', () => {
    expect(syncOfSecond(marks, warm.startMs, r.tickMs, 15)?.tick).toBe(10);
    expect(syncOfSecond(marks, warm.startMs, r.tickMs, 10)?.tick).toBe(10);
    expect(syncOfSecond(marks, warm.startMs, r.tickMs, 39)?.tick).toBe(30);
    expect(syncOfSecond([], warm.startMs, r.tickMs, 5)).toBeNull();
    // a second whose sync comes later in it than the tick asked about
    expect(syncOfSecond([{ ...marks[1], tick: 12 }], warm.startMs, r.tickMs, 11)).toBeNull();
  });

  it('says what a sync did, in both languages', () => {
    expect(syncWords(marks[0], 6, translator('en'))).toBe('refilled: below warningToken, capped at maxToken');
    expect(syncWords({ ...marks[1], capped: false, clamped: true }, 6, translator('en'))).toBe(
      'refilled: previous second < 6 QPS, clamped at 0',
    );
    expect(syncWords({ ...marks[1], branch: SyncBranch.NoRefillBusy, capped: false }, 6, translator('zh'))).toBe(
      '未补充：上一秒 ≥ 6 QPS',
    );
  });
});

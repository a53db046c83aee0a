import { describe, expect, it } from 'vitest';
import { SEGMENT_CLEARED, SEGMENT_ROLLED } from '../../../../src/engine/sentinel/degrade/breaker-stat';
import {
  BREAKER_STATE_NAMES,
  BreakerState,
  CompletionOutcome,
} from '../../../../src/engine/sentinel/degrade/circuit-breaker';
import { breakerFor, START } from './helpers';

const { CLOSED, OPEN, HALF_OPEN } = BreakerState;

/** Error ratio 0.5, minRequestAmount 5, timeWindow 1 s, bucket 1000 ms: the module header's example. */
function openedAt500() {
  const b = breakerFor({ grade: 1, count: 0.5, minRequestAmount: 5, timeWindow: 1, statIntervalMs: 1000 });
  for (const [t, error] of [
    [100, true],
    [200, true],
    [300, true],
    [400, false],
    [500, false],
  ] as const) {
    b.at(t).onRequestComplete(10, error);
  }
  return b;
}

describe('CircuitBreaker state machine (worked example)', () => {
  it('opens at the 5th completion with 3/5 errors and schedules the retry 1 s later', () => {
    const { cb } = openedAt500();
    expect(cb.state).toBe(OPEN);
    expect(cb.nextRetryTimestamp).toBe(START + 1500);
    expect(cb.lastCompletion).toMatchObject({
      outcome: CompletionOutcome.OPENED,
      value: 0.6,
      badCount: 3,
      totalCount: 5,
      stateBefore: CLOSED,
      state: OPEN,
    });
  });

  it('rejects before the deadline, lets one probe through at it, rejects while HALF_OPEN, closes on a good completion', () => {
    const { cb, at } = openedAt500();
    expect(at(1499).tryPass()).toBe(false);
    expect(cb.lastTry).toMatchObject({
      pass: false,
      probe: false,
      stateBefore: OPEN,
      nextRetryTimestamp: START + 1500,
    });
    expect(at(1500).tryPass()).toBe(true);
    expect(cb.lastTry).toMatchObject({ pass: true, probe: true, state: HALF_OPEN });
    expect(at(1510).tryPass()).toBe(false);
    expect(at(1510).tryPass()).toBe(false);
    at(1520).onRequestComplete(20, false);
    expect(cb.state).toBe(CLOSED);
    expect(cb.lastCompletion.outcome).toBe(CompletionOutcome.CLOSED_BY_GOOD);
    // The bucket was cleared: the three earlier errors no longer count.
    expect(cb.stat.peekTotal(START + 1520)).toBe(0);
    expect(at(1530).tryPass()).toBe(true);
  });

  it('re-opens on a bad half-open completion with a deadline counted from that completion', () => {
    const { cb, at } = openedAt500();
    at(1700).tryPass();
    at(1750).onRequestComplete(50, true);
    expect(cb.state).toBe(OPEN);
    expect(cb.nextRetryTimestamp).toBe(START + 2750);
    expect(cb.lastCompletion.outcome).toBe(CompletionOutcome.REOPENED_BY_BAD);
    expect(at(2749).tryPass()).toBe(false);
    expect(at(2750).tryPass()).toBe(true);
  });

  it('only counts completions while OPEN', () => {
    const { cb, at } = openedAt500();
    at(600).onRequestComplete(10, false);
    expect(cb.state).toBe(OPEN);
    expect(cb.lastCompletion.outcome).toBe(CompletionOutcome.IGNORED_OPEN);
    expect(cb.stat.peekTotal(START + 600)).toBe(6);
  });

  it('notifies every transition with the value Sentinel gives its observers', () => {
    const seen: string[] = [];
    const b = breakerFor({ grade: 1, count: 0.5, minRequestAmount: 2, timeWindow: 1 });
    b.cb.onStateChange = (from, to, nowMs, value) =>
      seen.push(`${BREAKER_STATE_NAMES[from]}>${BREAKER_STATE_NAMES[to]}@${nowMs - START}:${value}`);
    b.at(0).onRequestComplete(1, true);
    b.at(1).onRequestComplete(1, true);
    b.at(1001).tryPass();
    b.at(1002).onRequestComplete(1, true);
    b.at(2002).tryPass();
    b.at(2003).onRequestComplete(1, false);
    expect(seen).toEqual([
      'CLOSED>OPEN@1:1',
      'OPEN>HALF_OPEN@1001:NaN',
      'HALF_OPEN>OPEN@1002:1',
      'OPEN>HALF_OPEN@2002:NaN',
      'HALF_OPEN>CLOSED@2003:NaN',
    ]);
  });

  it('onProbeBlocked (issue #1638 hook) goes back to OPEN without a new deadline', () => {
    const { cb, at } = openedAt500();
    at(1600).tryPass();
    cb.onProbeBlocked();
    expect(cb.state).toBe(OPEN);
    expect(cb.nextRetryTimestamp).toBe(START + 1500);
    expect(at(1600).tryPass()).toBe(true); // the old deadline has passed: the next arrival probes again
    cb.onProbeBlocked();
    at(1601).onRequestComplete(1, false); // a completion while OPEN changes nothing
    expect(cb.state).toBe(OPEN);
  });

  it('computes timeWindow × 1000 as a Java int: a huge timeWindow wraps to a negative recovery timeout', () => {
    const { cb, at } = breakerFor({ grade: 2, count: 0, minRequestAmount: 1, timeWindow: 3_000_000 });
    expect(cb.recoveryTimeoutMs).toBe(3_000_000_000 - 2 ** 32);
    at(0).onRequestComplete(1, true);
    expect(cb.state).toBe(OPEN);
    expect(at(0).tryPass()).toBe(true); // the deadline lies in the past: probe at once
  });

  it('a rule Sentinel rejects cannot build a breaker', () => {
    expect(() => breakerFor({ timeWindow: 0 })).toThrow('rule was dropped');
  });
});

describe('BreakerStat (one absolute-aligned bucket)', () => {
  it('resets at every bucket boundary and records each closed stretch', () => {
    const { cb, at } = breakerFor({ grade: 1, count: 0.9, minRequestAmount: 100, statIntervalMs: 500 });
    at(100).onRequestComplete(1, true);
    at(499).onRequestComplete(1, false);
    at(500).onRequestComplete(1, true);
    expect(cb.lastCompletion).toMatchObject({ badCount: 1, totalCount: 1, bucketStartMs: START + 500 });
    at(1700).onRequestComplete(1, false);
    const h = cb.stat.history;
    expect(h.length).toBe(2);
    expect(Array.from(h.view('startMs'), (t) => t - START)).toEqual([0, 500]);
    expect(Array.from(h.view('endMs'), (t) => t - START)).toEqual([500, 1000]);
    expect(Array.from(h.view('bad'))).toEqual([1, 1]);
    expect(Array.from(h.view('total'))).toEqual([2, 1]);
    expect(Array.from(h.view('endReason'))).toEqual([SEGMENT_ROLLED, SEGMENT_ROLLED]);
  });

  it('buckets align to absolute time, not to the first access', () => {
    const { cb, at } = breakerFor({ grade: 2, count: 2, minRequestAmount: 3, statIntervalMs: 1000 });
    at(990).onRequestComplete(1, true);
    at(995).onRequestComplete(1, true);
    at(1005).onRequestComplete(1, true); // a new bucket at 1000: only 1 error, 1 request
    expect(cb.state).toBe(CLOSED);
    expect(cb.lastCompletion).toMatchObject({
      badCount: 1,
      totalCount: 1,
      outcome: CompletionOutcome.BELOW_MIN_REQUESTS,
    });
  });

  it('records the stretch a successful probe clears, and peeks without touching', () => {
    const { cb, at } = openedAt500();
    at(1500).tryPass();
    at(1600).onRequestComplete(1, false);
    const h = cb.stat.history;
    expect(h.length).toBe(2);
    const row = (i: number) => [
      h.col.startMs[i] - START,
      h.col.endMs[i] - START,
      h.col.bad[i],
      h.col.total[i],
      h.col.endReason[i],
    ];
    expect(row(0)).toEqual([0, 1000, 3, 5, SEGMENT_ROLLED]);
    expect(row(1)).toEqual([1000, 1600, 0, 1, SEGMENT_CLEARED]);
    expect(cb.stat.segmentStartMs).toBe(START + 1600);
    expect(cb.stat.peekTotal(START + 5000)).toBe(0);
    expect(cb.stat.windowStartOf(0)).toBe(START + 1000); // peeking at 5000 did not move the bucket
  });
});

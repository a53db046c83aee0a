import { describe, expect, it } from 'vitest';
import type { BreakerTrack } from '../../src/engine/sim/chain-result';
import {
  bandAt,
  bandsFromStates,
  bandsFromTransitions,
  breakerBands,
  bucketAt,
  CLOSED,
  HALF_OPEN,
  OPEN,
  probes,
  thresholdName,
  transitionAt,
  transitionMeaning,
  valueName,
  yDomain,
} from '../../src/ui/lib/breaker-bands';
import { translator } from '../../src/ui/i18n/lang';
import { phrase } from '../../src/engine/phrase';

const en = translator('en');
const zh = translator('zh');

type Row = [tMs: number, from: number, to: number, value: number, requestIndex: number];

function transitions(rows: Row[]): BreakerTrack['transitions'] {
  return {
    count: rows.length,
    tMs: Float64Array.from(rows.map((r) => r[0])),
    from: Uint8Array.from(rows.map((r) => r[1])),
    to: Uint8Array.from(rows.map((r) => r[2])),
    value: Float64Array.from(rows.map((r) => r[3])),
    requestIndex: Float64Array.from(rows.map((r) => r[4])),
  };
}

function buckets(rows: [startMs: number, endMs: number, bad: number, total: number, value: number][]) {
  return {
    count: rows.length,
    startMs: Float64Array.from(rows.map((r) => r[0])),
    endMs: Float64Array.from(rows.map((r) => r[1])),
    bad: Float64Array.from(rows.map((r) => r[2])),
    total: Float64Array.from(rows.map((r) => r[3])),
    value: Float64Array.from(rows.map((r) => r[4])),
  };
}

function track(over: Partial<BreakerTrack> = {}): BreakerTrack {
  return {
    rule: 0,
    resource: 'demo',
    grade: 0,
    className: 'ResponseTimeCircuitBreaker',
    label: phrase('breaker.track', { rule: 0, resource: 'demo', grade: 0 }),
    threshold: 0.5,
    maxAllowedRtMs: 200,
    statIntervalMs: 1000,
    minRequestAmount: 5,
    recoveryTimeoutMs: 2000,
    state: new Uint8Array(0),
    transitions: transitions([]),
    buckets: buckets([]),
    ...over,
  };
}

// CLOSED → OPEN at 1.2 s, probe at 3.5 s fails at 3.6 s, probe at 5.7 s succeeds at 5.75 s
const story = transitions([
  [1200, CLOSED, OPEN, 0.6, 40],
  [3500, OPEN, HALF_OPEN, NaN, 80],
  [3600, HALF_OPEN, OPEN, 1, 80],
  [5700, OPEN, HALF_OPEN, NaN, 120],
  [5750, HALF_OPEN, CLOSED, 0, 120],
]);

describe('bandsFromTransitions', () => {
  it('cuts the run at every transition, starting CLOSED', () => {
    const bands = bandsFromTransitions(story, 10_000, 2000);
    expect(bands.map((b) => [b.name, b.startMs, b.endMs])).toEqual([
      ['CLOSED', 0, 1200],
      ['OPEN', 1200, 3500],
      ['HALF_OPEN', 3500, 3600],
      ['OPEN', 3600, 5700],
      ['HALF_OPEN', 5700, 5750],
      ['CLOSED', 5750, 10_000],
    ]);
    // nextRetryTimestamp = open time + recoveryTimeoutMs; the band lasts until a request comes after it
    expect(bands.filter((b) => b.state === OPEN).map((b) => b.retryAtMs)).toEqual([3200, 5600]);
    expect(bands[0].retryAtMs).toBeUndefined();
  });

  it('is one CLOSED band without transitions', () => {
    expect(bandsFromTransitions(transitions([]), 5000)).toEqual([
      { state: CLOSED, name: 'CLOSED', startMs: 0, endMs: 5000 },
    ]);
  });

  it('keeps a zero-length HALF_OPEN visit and clamps to the run', () => {
    const bands = bandsFromTransitions(
      transitions([
        [100, CLOSED, OPEN, 0.9, 1],
        [700, OPEN, HALF_OPEN, NaN, 2],
        [700, HALF_OPEN, OPEN, 1, 2],
        [9000, OPEN, HALF_OPEN, NaN, 3],
      ]),
      5000,
    );
    expect(bands.map((b) => [b.name, b.startMs, b.endMs])).toEqual([
      ['CLOSED', 0, 100],
      ['OPEN', 100, 700],
      ['HALF_OPEN', 700, 700],
      ['OPEN', 700, 5000],
      ['HALF_OPEN', 5000, 5000],
    ]);
  });

  it('starts in the first transition’s `from` state', () => {
    const bands = bandsFromTransitions(transitions([[500, OPEN, HALF_OPEN, NaN, 0]]), 1000);
    expect(bands.map((b) => b.name)).toEqual(['OPEN', 'HALF_OPEN']);
  });
});

describe('bandsFromStates', () => {
  it('merges equal ticks', () => {
    const s = Uint8Array.from([0, 0, 1, 1, 1, 2, 0, 0]);
    expect(bandsFromStates(s, 100, 800).map((b) => [b.name, b.startMs, b.endMs])).toEqual([
      ['CLOSED', 0, 200],
      ['OPEN', 200, 500],
      ['HALF_OPEN', 500, 600],
      ['CLOSED', 600, 800],
    ]);
  });

  it('ends at the run’s end even when the last tick is partial', () => {
    expect(bandsFromStates(Uint8Array.from([1, 1, 1]), 100, 250).at(-1)?.endMs).toBe(250);
  });

  it('is CLOSED for an empty array', () => {
    expect(bandsFromStates(new Uint8Array(0), 100, 300)).toEqual([
      { state: CLOSED, name: 'CLOSED', startMs: 0, endMs: 300 },
    ]);
  });
});

describe('breakerBands', () => {
  it('prefers the exact transitions over the tick states', () => {
    const t = track({ transitions: story, state: new Uint8Array(100) });
    expect(breakerBands(t, 10_000, 100)).toHaveLength(6);
  });

  it('falls back to the tick states without transitions', () => {
    const t = track({ state: Uint8Array.from([0, 1, 1, 0]) });
    expect(breakerBands(t, 400, 100).map((b) => b.name)).toEqual(['CLOSED', 'OPEN', 'CLOSED']);
  });
});

describe('probes', () => {
  it('pairs each probe with the next transition out of HALF_OPEN', () => {
    expect(probes(story)).toEqual([
      { tMs: 3500, requestIndex: 80, outcome: 'reopened', resultMs: 3600, resultValue: 1 },
      { tMs: 5700, requestIndex: 120, outcome: 'closed', resultMs: 5750, resultValue: 0 },
    ]);
  });

  it('leaves a probe pending when the run ends HALF_OPEN', () => {
    const p = probes(
      transitions([
        [100, CLOSED, OPEN, 0.9, 1],
        [900, OPEN, HALF_OPEN, NaN, NaN],
      ]),
    );
    expect(p).toHaveLength(1);
    expect(p[0].outcome).toBe('pending');
    expect(p[0].requestIndex).toBe(-1);
    expect(p[0].resultMs).toBeNaN();
  });

  it('finds none without HALF_OPEN visits', () => {
    expect(probes(transitions([[100, CLOSED, OPEN, 0.9, 1]]))).toEqual([]);
  });
});

describe('names', () => {
  it.each([
    [0, 'slowRatioThreshold', 'slow ratio', '慢调用比例'],
    [1, 'count', 'error ratio', '异常比例'],
    [2, 'count', 'errors', '异常数'],
  ])('grade %i compares against %s', (grade, threshold, value, zhValue) => {
    expect(thresholdName(grade)).toBe(threshold);
    expect(valueName(grade, en)).toBe(value);
    // the dashboard's words for the three strategies (熔断策略)
    expect(valueName(grade, zh)).toBe(zhValue);
  });
});

describe('yDomain', () => {
  it('covers ratios and the threshold, never above 1', () => {
    expect(yDomain(track({ threshold: 0.5, buckets: buckets([[0, 1000, 1, 10, 0.1]]) }))).toEqual([0, 0.575]);
    expect(yDomain(track({ threshold: 0.5, buckets: buckets([[0, 1000, 10, 10, 1]]) }))).toEqual([0, 1]);
    expect(yDomain(track({ threshold: 0, buckets: buckets([]) }))).toEqual([0, 1]);
  });

  it('skips NaN buckets (below minRequestAmount)', () => {
    expect(yDomain(track({ threshold: 0.2, buckets: buckets([[0, 1000, 1, 2, NaN]]) }))[1]).toBeCloseTo(0.23);
  });

  it('covers error counts with at least 1', () => {
    expect(yDomain(track({ grade: 2, threshold: 10, buckets: buckets([[0, 1000, 30, 40, 30]]) }))).toEqual([0, 34.5]);
    expect(yDomain(track({ grade: 2, threshold: 0, buckets: buckets([]) }))).toEqual([0, 1]);
  });
});

describe('lookups', () => {
  const bands = bandsFromTransitions(story, 10_000, 2000);
  it.each([
    [0, 'CLOSED'],
    [1199, 'CLOSED'],
    [1200, 'OPEN'],
    [3550, 'HALF_OPEN'],
    [3600, 'OPEN'],
    [10_000, 'CLOSED'],
  ])('bandAt(%i) is %s', (t, name) => {
    expect(bands[bandAt(bands, t)].name).toBe(name);
  });

  it('bandAt lands after a zero-length band at its time', () => {
    const b = bandsFromTransitions(
      transitions([
        [100, CLOSED, OPEN, 1, 0],
        [200, OPEN, HALF_OPEN, NaN, 1],
        [200, HALF_OPEN, CLOSED, 0, 1],
      ]),
      1000,
    );
    expect(b[bandAt(b, 200)].name).toBe('CLOSED');
    expect(bandAt([], 5)).toBe(-1);
  });

  it('bucketAt finds [start, end) intervals and gaps', () => {
    const b = buckets([
      [0, 1000, 0, 1, NaN],
      [1000, 2000, 1, 5, 0.2],
      [3000, 4000, 0, 5, 0],
    ]);
    expect([-1, 0, 999, 1000, 2500, 3999, 4000].map((t) => bucketAt(b, t))).toEqual([-1, 0, 0, 1, -1, 2, -1]);
  });

  it('transitionAt finds the last transition at or before t', () => {
    expect([0, 1200, 3550, 99_999].map((t) => transitionAt(story, t))).toEqual([-1, 0, 1, 4]);
  });
});

describe('transitionMeaning', () => {
  it.each([
    [CLOSED, OPEN, 'tripped'],
    [OPEN, HALF_OPEN, 'a probe goes through'],
    [HALF_OPEN, CLOSED, '✓'],
    [HALF_OPEN, OPEN, '✗'],
    [OPEN, CLOSED, 'OPEN → CLOSED'],
  ])('%i → %i', (from, to, words) => {
    expect(transitionMeaning(from, to, en)).toContain(words);
  });

  it('in 中文, with the state names kept', () => {
    expect(transitionMeaning(HALF_OPEN, CLOSED, zh)).toBe('✓ 探测成功');
    expect(transitionMeaning(OPEN, CLOSED, zh)).toBe('OPEN → CLOSED');
  });
});

/** Editing per-second counts by hand: pasted lists, scaling, stats, and a new source that the schema accepts. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultScenario } from '../../src/engine/scenario/defaults';
import { parseScenario } from '../../src/engine/scenario/parse';
import { MAX_QPS } from '../../src/engine/traffic/common';
import { MAX_PER_SECOND } from '../../src/engine/traffic/sources/per-second';
import {
  clampCount,
  countsStats,
  countsText,
  durationFor,
  MAX_COUNT,
  MAX_SECONDS,
  newPerSecondSource,
  parseCounts,
  perSecondIndexes,
  scaleCounts,
  withCounts,
} from '../../src/ui/lib/per-second-edit';

describe('per-second counts by hand', () => {
  it('keeps the bounds of the engine schema', () => {
    expect(MAX_COUNT).toBe(MAX_QPS);
    expect(MAX_SECONDS).toBe(MAX_PER_SECOND);
  });

  it('reads commas, spaces, new lines and JSON arrays', () => {
    expect(parseCounts('20, 25 30\n12;0')).toEqual({ ok: true, counts: [20, 25, 30, 12, 0] });
    expect(parseCounts('[1,2,3]')).toEqual({ ok: true, counts: [1, 2, 3] });
  });

  it('names what is wrong, by item', () => {
    const r = parseCounts('5, -1, 2.5, x');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toEqual([
        'item 2: "-1" is not a whole number from 0 to 100000',
        'item 3: "2.5" is not a whole number from 0 to 100000',
        'item 4: "x" is not a whole number from 0 to 100000',
      ]);
    }
    expect(parseCounts('  ').ok).toBe(false);
    const long = parseCounts(
      Array(MAX_SECONDS + 1)
        .fill('1')
        .join(','),
    );
    expect(!long.ok && long.problems[0]).toBe(`${MAX_SECONDS + 1} seconds listed, at most ${MAX_SECONDS}`);
  });

  it('the paste box text reads back to the same counts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: MAX_COUNT }), { minLength: 1, maxLength: 80 }), (counts) => {
        expect(parseCounts(countsText(counts))).toEqual({ ok: true, counts });
      }),
    );
  });

  it('scales and rounds, within range', () => {
    expect(scaleCounts([10, 3, 0, 99_999], 1.5)).toEqual([15, 5, 0, 100_000]);
    expect(scaleCounts([10, 3], 0)).toEqual([0, 0]);
    expect(scaleCounts([10], Number.NaN)).toEqual([0]);
    expect(clampCount(-3)).toBe(0);
  });

  it('stats: seconds, total, the first peak', () => {
    expect(countsStats([3, 9, 2, 9])).toEqual({ seconds: 4, total: 23, peak: 9, peakSecond: 1 });
    expect(countsStats([])).toEqual({ seconds: 0, total: 0, peak: 0, peakSecond: 0 });
  });

  it('the run covers the listed seconds, from 1 s to the longest run', () => {
    expect(durationFor({ startMs: 0, counts: [1, 2, 3] })).toBe(3000);
    expect(durationFor({ startMs: 500, counts: [1] })).toBe(1500);
    expect(durationFor({ startMs: 0, counts: [] })).toBe(1000);
    expect(durationFor({ startMs: 0, counts: Array(MAX_SECONDS + 100).fill(1) })).toBe(MAX_SECONDS * 1000);
  });

  it('a new source keeps the identity it replaces, is valid, and offers its counts', () => {
    const s = defaultScenario();
    const like = { ...s.traffic[0], resource: 'GET:/orders', origin: 'app-a', context: 'ctx' };
    const src = newPerSecondSource([4, 0, 7], like);
    expect(src).toMatchObject({ resource: 'GET:/orders', origin: 'app-a', context: 'ctx', counts: [4, 0, 7] });
    const parsed = parseScenario({ ...s, durationMs: 3000, traffic: [src] });
    expect(parsed.ok).toBe(true);
    const edited = withCounts(src, [1, 2.6]);
    expect(edited.counts).toEqual([1, 3]);
    expect(perSecondIndexes([s.traffic[0], src, edited])).toEqual([1, 2]);
  });
});

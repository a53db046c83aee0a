/**
 * stepTicks and lineTicks (src/ui/lib/series.ts): a step or straight-line curve over only the ticks they keep draws
 * the same shape as over every tick. Checked on d3's own output: both paths are reduced to their corners (repeated points and points in the
 * middle of a straight run dropped), subpath by subpath, and must be equal.
 */
import { area, curveStepAfter, line } from 'd3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTicks, stepTicks } from '../../src/ui/lib/series';

/** A path's subpaths as lists of corners: consecutive duplicates and collinear middle points removed. */
function corners(d: string): string[] {
  return d
    .split('M')
    .filter((sub) => sub.length > 0)
    .map((sub) => {
      const pts = sub
        .replace(/Z$/, '')
        .split('L')
        .map((p) => p.split(',').map(Number) as [number, number]);
      const out: [number, number][] = [];
      for (const p of pts) {
        const last = out[out.length - 1];
        if (last && last[0] === p[0] && last[1] === p[1]) continue;
        const prev = out[out.length - 2];
        // a run along one axis: the middle point is no corner
        if (prev && last && ((prev[0] === last[0] && last[0] === p[0]) || (prev[1] === last[1] && last[1] === p[1])))
          out.pop();
        out.push(p);
      }
      return out.map((p) => p.join(',')).join(' ');
    });
}

const finite = (v: number) => Number.isFinite(v);
/** Series with long runs of one value and some gaps, as a steady run's rates have. */
const seriesArb = (n: number) =>
  fc.array(fc.oneof(fc.constantFrom(0, 20, 20, 20, 30, NaN), fc.integer({ min: 0, max: 40 })), {
    minLength: n,
    maxLength: n,
  });

/** The path over the kept ticks has the corners of the path over every tick. */
function expectSameShape(n: number, path: (ticks: number[]) => string, kept: number[]): void {
  const all = Array.from({ length: n }, (_, i) => i);
  expect(corners(path(kept))).toEqual(corners(path(all)));
}

/** A line through `v` at 10 px per tick, leaving out what is not finite, with d3's default or step curve. */
function linePath(v: Float64Array, step: boolean): (ticks: number[]) => string {
  const l = line<number>()
    .defined((i) => finite(v[i]))
    .x((i) => i * 10)
    .y((i) => v[i]);
  if (step) l.curve(curveStepAfter);
  return (ticks) => l(ticks) ?? '';
}

const oneSeries = fc.integer({ min: 1, max: 60 }).chain((n) => seriesArb(n));

describe('stepTicks and lineTicks', () => {
  it('a step line over the kept ticks draws the same shape, gaps included', () => {
    fc.assert(
      fc.property(oneSeries, (values) => {
        const v = Float64Array.from(values);
        expectSameShape(v.length, linePath(v, true), stepTicks(v.length, v));
      }),
    );
  });

  it('a stacked step area over the kept ticks draws the same shape', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }).chain((n) => fc.tuple(seriesArb(n), seriesArb(n))),
        ([pv, bv]) => {
          const p = Float64Array.from(pv);
          const b = Float64Array.from(bv);
          const a = area<number>()
            .x((i) => i * 10)
            .y0((i) => p[i] || 0)
            .y1((i) => (p[i] || 0) + (b[i] || 0))
            .curve(curveStepAfter);
          expectSameShape(p.length, (ticks) => a(ticks) ?? '', stepTicks(p.length, p, b));
        },
      ),
    );
  });

  it('a straight line over the kept ticks draws the same shape, gaps included', () => {
    fc.assert(
      fc.property(oneSeries, (values) => {
        const v = Float64Array.from(values);
        expectSameShape(v.length, linePath(v, false), lineTicks(v.length, v));
      }),
    );
  });

  it('a steady series keeps its ends and its changes only', () => {
    const v = new Float64Array(600).fill(20);
    v.fill(30, 100, 200);
    v.fill(NaN, 400, 450);
    expect(stepTicks(600, v)).toEqual([0, 100, 200, 399, 400, 450, 599]);
    expect(lineTicks(600, v)).toEqual([0, 99, 100, 199, 200, 399, 400, 449, 450, 599]);
  });
});

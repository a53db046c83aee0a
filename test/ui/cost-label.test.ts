/**
 * costLabelSpot: the warm-up chart's cost label never crosses the curve or leaves the plot when a spot for it
 * exists, wherever the priced area lies (checked against the curve sampled across the label's box).
 */
import { describe, expect, it } from 'vitest';
import { costLabelSpot, type LabelRoom } from '../../src/ui/charts/cost-label';

/** a SmoothWarmingUp-shaped curve over a plot: flat at `flat` px above the bottom up to the knee, then rising */
function room(from: number, to: number, plotH: number, flat: number): LabelRoom {
  const left = 60;
  const right = 360;
  const top = 30;
  const bottom = top + plotH;
  const knee = 210;
  const curveY = (px: number) =>
    bottom - (px <= knee ? flat : flat + ((px - knee) / (right - knee)) * (plotH * 0.85 - flat));
  return { left, right, top, bottom, from, to, curveY, width: 100, height: 26 };
}

/** the label's box from its spot (the baseline of the first line is 10 px under its top) */
function box(r: LabelRoom, s: ReturnType<typeof costLabelSpot>) {
  const x0 = s.anchor === 'start' ? s.x : s.anchor === 'end' ? s.x - r.width : s.x - r.width / 2;
  return { x0, x1: x0 + r.width, y0: s.y - 10, y1: s.y - 10 + r.height };
}

function crossesCurve(r: LabelRoom, b: ReturnType<typeof box>): boolean {
  for (let px = b.x0; px <= b.x1; px += 1) {
    const cy = r.curveY(px);
    if (cy >= b.y0 && cy <= b.y1) return true;
  }
  return false;
}

describe('costLabelSpot', () => {
  it('beside the area under the curve when the curve is high enough there', () => {
    const r = room(300, 340, 160, 50);
    const s = costLabelSpot(r);
    expect(s.anchor).toBe('end');
    expect(s.x).toBe(294);
  });

  it('in a short plot with a low flat part: above the curve, never across it', () => {
    const r = room(330, 355, 60, 18);
    const b = box(r, costLabelSpot(r));
    expect(crossesCurve(r, b)).toBe(false);
    expect(b.y0).toBeGreaterThanOrEqual(r.top);
  });

  it('wherever the area lies, in plots from 60 to 200 px: inside the plot and clear of the curve', () => {
    for (const plotH of [60, 90, 130, 200])
      for (let from = 60; from < 360; from += 15)
        for (const w of [2, 20, 80, 200]) {
          const r = room(from, Math.min(360, from + w), plotH, plotH / 3.36);
          const b = box(r, costLabelSpot(r));
          const where = `plot ${plotH}, area ${from}–${from + w}`;
          expect(b.x0, where).toBeGreaterThanOrEqual(r.left);
          expect(b.x1, where).toBeLessThanOrEqual(r.right);
          expect(b.y0, where).toBeGreaterThanOrEqual(r.top);
          expect(b.y1, where).toBeLessThanOrEqual(r.bottom);
          expect(crossesCurve(r, b), where).toBe(false);
        }
  });
});

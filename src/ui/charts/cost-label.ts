/**
 * Where the warm-up chart writes the priced area's value: a two-line label (`storedPermitsToWaitTime` over
 * `= … µs`) that must touch neither the curve nor the plot's edges. The curve only rises left to right, so
 * over a span of x it is highest at the span's right end. Tried in order: under the curve beside the area (left,
 * then right), under the curve over the area, then above the curve in the plot's empty top (over the area,
 * then at the left, where the curve is lowest). The first that fits wins; none fitting, the first.
 */

export interface LabelSpot {
  /** the text's anchor x and its first line's baseline */
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
}

export interface LabelRoom {
  /** the plot's edges, px */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** the area's edges, px */
  readonly from: number;
  readonly to: number;
  /** the curve's y (px) at an x (px) */
  curveY(px: number): number;
  readonly width: number;
  /** two lines of text */
  readonly height: number;
}

const GAP = 6;

export function costLabelSpot(r: LabelRoom): LabelSpot {
  const under = r.bottom - GAP - r.height; // the label's top when it sits on the x axis
  const above = r.top + GAP; // its top when it hangs from the plot's top
  const mid = (r.from + r.to) / 2;
  const centred = Math.min(Math.max(mid, r.left + r.width / 2), r.right - r.width / 2);
  const candidates: { x0: number; top: number; spot: LabelSpot }[] = [
    { x0: r.from - GAP - r.width, top: under, spot: { x: r.from - GAP, y: under, anchor: 'end' } },
    { x0: r.to + GAP, top: under, spot: { x: r.to + GAP, y: under, anchor: 'start' } },
    { x0: centred - r.width / 2, top: under, spot: { x: centred, y: under, anchor: 'middle' } },
    { x0: centred - r.width / 2, top: above, spot: { x: centred, y: above, anchor: 'middle' } },
    { x0: r.left + GAP, top: above, spot: { x: r.left + GAP, y: above, anchor: 'start' } },
  ];
  const fits = (c: (typeof candidates)[number]) => {
    const x1 = c.x0 + r.width;
    if (c.x0 < r.left || x1 > r.right || c.top < r.top) return false;
    // under the curve its lowest point (the span's left end) must clear the label's top; above it, its highest
    // point (the right end) must stay below the label's bottom
    return c.top === under ? r.curveY(c.x0) <= c.top - 2 : r.curveY(x1) >= c.top + r.height + 2;
  };
  const best = candidates.find(fits) ?? candidates[0];
  // the spot's y is the first line's baseline: 11 px text, its top about 9 px above the baseline
  return { ...best.spot, y: best.spot.y + 10 };
}

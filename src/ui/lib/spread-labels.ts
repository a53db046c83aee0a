/**
 * Labels at the right end of a chart's lines, nudged apart so none overlaps: each keeps its order by the y
 * it wants, at least `gap` px from its neighbours, all within [lo, hi] (pixels, y growing downwards).
 */
export function spreadLabels(desired: readonly number[], gap: number, lo: number, hi: number): number[] {
  const order = desired.map((y, i) => ({ y: Math.min(hi, Math.max(lo, y)), i })).sort((a, b) => a.y - b.y || a.i - b.i);
  // push down from the top, then back up from the bottom
  for (let k = 1; k < order.length; k++) order[k].y = Math.max(order[k].y, order[k - 1].y + gap);
  if (order.length > 0) order[order.length - 1].y = Math.min(order[order.length - 1].y, hi);
  for (let k = order.length - 2; k >= 0; k--) order[k].y = Math.min(order[k].y, order[k + 1].y - gap);
  const out = new Array<number>(desired.length);
  for (const o of order) out[o.i] = o.y;
  return out;
}

/**
 * Choosing among a sweep's points: the Pareto front of two metrics (no other point is at least as good on
 * both and better on one) and the point nearest a given position of the grid (the scenario's current values).
 * Each metric is minimised; a caller that wants a metric maximised negates it. An undefined metric (NaN: a
 * wait percentile with nothing admitted) counts as the worst value.
 */

const worst = (x: number) => (Number.isNaN(x) ? Infinity : x);

/**
 * Indexes of the points on the front of (x, y), both minimised, by ascending x. Points equal on both metrics
 * are one point of the front: the one with the lowest `tie` (e.g. its distance from the current values), then
 * the lowest index.
 */
export function paretoFront(
  points: readonly { readonly x: number; readonly y: number; readonly tie?: number }[],
): number[] {
  const order = points
    .map((p, i) => ({ x: worst(p.x), y: worst(p.y), tie: p.tie ?? 0, i }))
    .sort((a, b) => a.x - b.x || a.y - b.y || a.tie - b.tie || a.i - b.i);
  const front: number[] = [];
  let bestY = Infinity;
  for (const p of order) {
    // sorted by x: a point is on the front when its y is below every earlier point's (an equal point is not)
    if (p.y < bestY || front.length === 0) {
      front.push(p.i);
      bestY = p.y;
    }
  }
  return front;
}

/**
 * The index of the point nearest `target`, distance measured per coordinate in units of `scale` (a
 * parameter's step), summed; ties go to the earlier point. -1 when there are no points.
 */
export function nearest(
  points: readonly (readonly number[])[],
  target: readonly number[],
  scale: readonly number[],
): number {
  let best = -1;
  let bestD = Infinity;
  points.forEach((p, i) => {
    let d = 0;
    for (let k = 0; k < target.length; k++) d += Math.abs(p[k] - target[k]) / (scale[k] > 0 ? scale[k] : 1);
    if (d < bestD) [best, bestD] = [i, d];
  });
  return best;
}

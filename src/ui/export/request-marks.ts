/**
 * The Requests chart's marks as SVG path data, for its SVG export. The chart draws on a canvas (dense runs
 * have tens of thousands of requests); this repeats its drawing rule so the exported SVG shows the same
 * marks: one mark per pixel cell and outcome, ● passed, ◐ waited (left half filled), × blocked in the lane
 * on top. Pure: the scales come in as their linear domain and range.
 */
import { Outcome } from '../../engine/sim/result';

export interface LinearMap {
  domain: readonly number[];
  range: readonly number[];
}

export interface MarkLayout {
  width: number;
  height: number;
  x: LinearMap;
  /** wait (ms) → y */
  y: LinearMap;
  /** y of the blocked lane */
  laneY: number;
}

export interface RequestMarks {
  /** mark radius in px */
  r: number;
  /** filled circles */
  passed: string;
  /** whole circles of the waited marks (filled with the background, stroked in the waited colour) */
  waitedRing: string;
  /** their left halves (filled in the waited colour) */
  waitedHalf: string;
  /** crosses */
  blocked: string;
  /** marks drawn (after merging marks on the same pixel) */
  count: number;
}

export interface MarkLog {
  count: number;
  tMs: ArrayLike<number>;
  waitMs: ArrayLike<number>;
  outcome: ArrayLike<number>;
}

/** 3 significant decimals at most: pixels do not need more, and files stay small */
const f = (v: number) => String(Math.round(v * 1000) / 1000);

export function requestMarks(log: MarkLog, layout: MarkLayout): RequestMarks {
  const { width: w, height: h } = layout;
  const r = log.count > 4000 ? 2.5 : 3.5;
  const cols = Math.ceil(w);
  const rows = Math.ceil(h);
  const seen = new Uint8Array(Math.max(0, cols * rows));
  const [dx0, dx1] = layout.x.domain;
  const [rx0, rx1] = layout.x.range;
  const kx = (rx1 - rx0) / (dx1 - dx0 || 1);
  const [dy0, dy1] = layout.y.domain;
  const [ry0, ry1] = layout.y.range;
  const ky = (ry1 - ry0) / (dy1 - dy0 || 1);
  const lane = Math.round(layout.laneY);
  const passed: string[] = [];
  const ring: string[] = [];
  const half: string[] = [];
  const blocked: string[] = [];
  let count = 0;
  for (let i = 0; i < log.count; i++) {
    const o = log.outcome[i];
    const px = Math.round(rx0 + (log.tMs[i] - dx0) * kx);
    const py = o === Outcome.Blocked ? lane : Math.round(ry0 + (log.waitMs[i] - dy0) * ky);
    if (px < 0 || px >= cols || py < 0 || py >= rows) continue;
    const cell = py * cols + px;
    const bit = 1 << o;
    if (seen[cell] & bit) continue;
    seen[cell] |= bit;
    count++;
    const circle = `M${f(px + r)},${py}a${r},${r} 0 1,0 ${-2 * r},0a${r},${r} 0 1,0 ${2 * r},0`;
    if (o === Outcome.Passed) passed.push(circle);
    else if (o === Outcome.Waited) {
      ring.push(circle);
      // from the top to the bottom, counter-clockwise: through the left side, as the canvas draws it
      half.push(`M${px},${f(py - r)}a${r},${r} 0 0,0 0,${2 * r}z`);
    } else {
      blocked.push(`M${f(px - r)},${f(py - r)}l${2 * r},${2 * r}m${-2 * r},0l${2 * r},${-2 * r}`);
    }
  }
  return {
    r,
    passed: passed.join(''),
    waitedRing: ring.join(''),
    waitedHalf: half.join(''),
    blocked: blocked.join(''),
    count,
  };
}

/**
 * Per-request attributes of a source, filled column by column: `acquire` (constant),
 * `prioritized` (a flag, or each request with probability p), `rtMs` (fixed, exponential or
 * log-normal, rounded to whole ms and capped at MAX_RT_MS) and `error` (probability
 * `errorRate`). Constant attributes read no random numbers at all.
 *
 * Exponential: `mean · −ln(1 − u)`. Log-normal: `median · e^(σ·Z)`, with Z standard normal
 * from the Box–Muller transform `√(−2 ln u₁) · (cos, sin)(2π u₂)` (two per pair).
 */
import { mulberry32, type Rng } from '../random';
import { MAX_RT_MS, type ResponseTime } from './common';
import { STREAM_ERROR, STREAM_PRIORITIZED, STREAM_RT, streamSeed } from './seeds';

export interface RequestAttributes {
  acquire: number;
  prioritized: boolean | number;
  rt: ResponseTime;
  errorRate: number;
}

export interface AttributeColumns {
  acquire: Int32Array;
  prioritized: Uint8Array;
  rtMs: Int32Array;
  error: Uint8Array;
}

/** Rows [from, to) of `col`: 1 with probability `p` (constant `p`: no random numbers read). */
export function fillBernoulli(col: Uint8Array, from: number, to: number, p: number | boolean, rng: () => Rng): void {
  if (p === true || p === 1) col.fill(1, from, to);
  else if (p === false || p === 0) col.fill(0, from, to);
  else {
    const r = rng();
    for (let i = from; i < to; i++) col[i] = r() < p ? 1 : 0;
  }
}

function clampRt(ms: number): number {
  return Math.min(MAX_RT_MS, Math.max(0, Math.round(ms)));
}

/** Rows [from, to) of `col`: response times drawn from `rt` (fixed: no random numbers read). */
export function fillRt(col: Int32Array, from: number, to: number, rt: ResponseTime, rng: () => Rng): void {
  if (rt.type === 'fixed') {
    col.fill(clampRt(rt.ms), from, to);
    return;
  }
  const r = rng();
  if (rt.type === 'exponential') {
    for (let i = from; i < to; i++) col[i] = clampRt(-rt.meanMs * Math.log(1 - r()));
    return;
  }
  const { medianMs, sigma } = rt;
  // Box–Muller gives two independent normals per pair of uniforms: use both.
  for (let i = from; i < to; i += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - r()));
    const angle = 2 * Math.PI * r();
    col[i] = clampRt(medianMs * Math.exp(sigma * radius * Math.cos(angle)));
    if (i + 1 < to) col[i + 1] = clampRt(medianMs * Math.exp(sigma * radius * Math.sin(angle)));
  }
}

/** Fill rows [from, to) of `cols` with the attributes of source number `source`. */
export function fillAttributes(
  cols: AttributeColumns,
  from: number,
  to: number,
  attrs: RequestAttributes,
  seed: number,
  source: number,
): void {
  cols.acquire.fill(attrs.acquire, from, to);
  fillBernoulli(cols.prioritized, from, to, attrs.prioritized, () =>
    mulberry32(streamSeed(seed, source, STREAM_PRIORITIZED)),
  );
  fillRt(cols.rtMs, from, to, attrs.rt, () => mulberry32(streamSeed(seed, source, STREAM_RT)));
  fillBernoulli(cols.error, from, to, attrs.errorRate, () => mulberry32(streamSeed(seed, source, STREAM_ERROR)));
}

/**
 * Turning a rate into arrival times.
 *
 * A rate-driven source (constant, Poisson, step, ramp, sine) is a rate `r(t)` in requests per
 * second over a window. Its running total `Λ(t) = ∫ r` counts how many requests "should" have
 * arrived by time t, and both arrival processes are read off that one curve:
 *
 *   Λ(t) ▲                        ● arrivals where Λ crosses 0, 1, 2, …  ("even")
 *      4 ┤                 ●╱     or where Λ crosses a running sum of
 *      3 ┤            ●─╱─╯       Exp(1) gaps                           ("poisson")
 *      2 ┤       ●─╱─╯
 *      1 ┤  ●─╱─╯                 steep Λ = high rate = arrivals close together
 *      0 ●─╯─────────────────► t
 *
 *  - even: the k-th request arrives when Λ(t) = k (k = 0, 1, …), so a constant 5 QPS from
 *    t = 0 gives 0, 200, 400, … ms, and a step from 5 to 30 QPS continues without a gap.
 *  - poisson: by the time-rescaling theorem, a Poisson process of rate r(t) is a unit-rate
 *    Poisson process run on the clock Λ(t): gaps in Λ are exponential with mean 1.
 *
 * A profile is a list of pieces on which the rate is linear, so Λ is quadratic and its
 * inverse has a closed form (a constant rate: `τ = need / rate`). Times are in µs.
 */
import type { Rng } from '../random';
import type { TimeBuffer } from './common';

/** A piece of a piecewise-linear rate: from `startUs` to `endUs`, rate going linearly from `fromQps` to `toQps`. */
export interface LinearPiece {
  startUs: number;
  endUs: number;
  fromQps: number;
  toQps: number;
}

/**
 * A rate profile: pieces on which the rate is linear, as columns (piece i runs from
 * `startUs[i]` to `endUs[i]`, its rate going from `fromQps[i]` to `toQps[i]`). Constant,
 * Poisson, step and ramp sources are exact; a sine is approximated by short pieces.
 */
export interface RateProfile {
  readonly startUs: Float64Array;
  readonly endUs: Float64Array;
  readonly fromQps: Float64Array;
  readonly toQps: Float64Array;
  /** Λ at the end: the expected number of arrivals. */
  readonly total: number;
}

/** Λ over one piece: mean rate × length. */
function pieceMass(fromQps: number, toQps: number, lenUs: number): number {
  return ((fromQps + toQps) / 2) * (lenUs / 1e6);
}

export function piecewiseLinear(pieces: readonly LinearPiece[]): RateProfile {
  const ps = pieces.filter((p) => p.endUs > p.startUs);
  const profile = {
    startUs: Float64Array.from(ps, (p) => p.startUs),
    endUs: Float64Array.from(ps, (p) => p.endUs),
    fromQps: Float64Array.from(ps, (p) => p.fromQps),
    toQps: Float64Array.from(ps, (p) => p.toQps),
    total: 0,
  };
  for (const p of ps) profile.total += pieceMass(p.fromQps, p.toQps, p.endUs - p.startUs);
  return profile;
}

/**
 * Sine rate `mean + amplitude·sin(2π(τ + phase)/period)` over [startUs, endUs), τ = t − startUs
 * (amplitude ≤ mean keeps it ≥ 0), as linear pieces of at most 1 ms and at most 1/64 of a
 * period (fewer when that would exceed 2,000,000 pieces). Between the exact rates at the piece
 * ends the error of Λ is below h³·amplitude·(2π/period)²/12 per piece: far below one request.
 */
export function sinePieces(
  startUs: number,
  endUs: number,
  meanQps: number,
  amplitudeQps: number,
  periodUs: number,
  phaseUs: number,
): RateProfile {
  const span = endUs - startUs;
  const n = span > 0 ? Math.ceil(span / Math.max(Math.min(1000, periodUs / 64), span / 2_000_000)) : 0;
  const profile = {
    startUs: new Float64Array(n),
    endUs: new Float64Array(n),
    fromQps: new Float64Array(n),
    toQps: new Float64Array(n),
    total: 0,
  };
  const w = (2 * Math.PI) / periodUs;
  let prevRate = Math.max(0, meanQps + amplitudeQps * Math.sin(w * phaseUs));
  for (let i = 0; i < n; i++) {
    const a = (span * i) / n;
    const b = (span * (i + 1)) / n;
    const r = Math.max(0, meanQps + amplitudeQps * Math.sin(w * (b + phaseUs)));
    profile.startUs[i] = startUs + a;
    profile.endUs[i] = startUs + b;
    profile.fromQps[i] = prevRate;
    profile.toQps[i] = r;
    profile.total += pieceMass(prevRate, r, b - a);
    prevRate = r;
  }
  return profile;
}

/**
 * Append the arrivals of `profile` to `out` (µs, rounded to whole µs, sorted, all < endUs).
 * `rng` is only read by the Poisson process (gaps `−ln(1 − u)` in Λ, as in the conformance
 * traces' generator).
 */
export function emitArrivals(
  profile: RateProfile,
  process: 'even' | 'poisson',
  rng: Rng,
  endUs: number,
  out: TimeBuffer,
): void {
  const total = profile.total;
  if (!(total > 0)) return;
  out.reserve(Math.ceil(total + 6 * Math.sqrt(total) + 16));
  const poisson = process === 'poisson';
  let data = out.data;
  let n = out.length;
  // s: the value of Λ at which the next request arrives; cum: Λ at the start of the piece.
  let s = poisson ? -Math.log(1 - rng()) : 0;
  let cum = 0;
  for (let i = 0; i < profile.startUs.length; i++) {
    const start = profile.startUs[i];
    const len = profile.endUs[i] - start;
    const from = profile.fromQps[i];
    const to = profile.toQps[i];
    const next = cum + pieceMass(from, to, len);
    if (from === to) {
      // Constant rate: τ = need / rate.
      const usPerRequest = 1e6 / from;
      while (s < next) {
        const tau = (s - cum) * usPerRequest;
        const t = roundHalfUp(start + (tau < len ? tau : len));
        if (t >= endUs) break;
        if (n === data.length) data = grow(out, n);
        data[n++] = t;
        s += poisson ? -Math.log(1 - rng()) : 1;
      }
    } else {
      // Linear rate: τ solving a·τ² + b·τ = need (b the start rate per µs, a half the slope),
      // in the form that stays exact when a is tiny.
      const b = from / 1e6;
      const a = (to - from) / 1e6 / (2 * len);
      while (s < next) {
        const need = s - cum;
        const tau = need <= 0 ? 0 : (2 * need) / (b + Math.sqrt(Math.max(0, b * b + 4 * a * need)));
        const t = roundHalfUp(start + (tau < len ? tau : len));
        if (t >= endUs) break;
        if (n === data.length) data = grow(out, n);
        data[n++] = t;
        s += poisson ? -Math.log(1 - rng()) : 1;
      }
    }
    if (s < next) break; // stopped at endUs
    cum = next;
  }
  out.length = n;
}

/**
 * Exactly `Math.round(x)` (ties toward +∞, -0 kept), without its data-dependent branch: the fractional part of an
 * arrival time is random, so that branch is mispredicted about every other arrival (on a 1 h × 10,000 QPS run the
 * rounding cost as much as generating the gaps). For 0 < x < 2^52, `f = floor(x)` and `x − f` are exact, and
 * `floor((x − f) + 0.5)` is the round-up bit; the one input where that sum rounds up wrongly is
 * 0.49999999999999994 (0.5 − 2^-54, the largest double below one half). Everything else (0, −0, negatives,
 * 2^52 and above, NaN, ±∞) goes to `Math.round` (a branch that is predicted: arrival times are positive).
 */
export function roundHalfUp(x: number): number {
  if (!(x > 0 && x < 4503599627370496) || x === 0.49999999999999994) return Math.round(x);
  const f = Math.floor(x);
  return f + Math.floor(x - f + 0.5);
}

function grow(out: TimeBuffer, n: number): Float64Array {
  out.length = n;
  out.reserve(1);
  return out.data;
}

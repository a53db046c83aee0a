/**
 * Seeded randomness for the engine (the engine never calls `Math.random`).
 *
 * `mulberry32` is the 32-bit generator the conformance traces were recorded with (see the
 * conformance README, "Random traces"): the same seed gives the same stream in the browser,
 * the worker, Node and the Java harness, so a shared link reproduces a run exactly.
 *
 * `exponential` turns it into Poisson arrivals: the gaps between arrivals of a Poisson
 * process with rate λ are exponential, `-ln(1 − u) / λ` for a uniform `u` in [0, 1).
 */

/** A source of uniform doubles in [0, 1). */
export type Rng = () => number;

/**
 * mulberry32: a 32-bit state advanced by a fixed odd constant, then mixed (all arithmetic on
 * 32-bit integers, `Math.imul` for the products). Returns the 32-bit output divided by 2^32.
 */
export function mulberry32(seed: number): Rng {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One exponential gap, in **seconds**, for a Poisson process of `ratePerSec` arrivals per second. */
export function exponential(rng: Rng, ratePerSec: number): number {
  return -Math.log(1 - rng()) / ratePerSec;
}

/**
 * The simulated clock.
 *
 * Sentinel reads time through `TimeUtil.currentTimeMillis()` (integer ms) and, in
 * `ThrottlingController`'s nanosecond mode, `System.nanoTime()`. Guava reads a
 * `SleepingStopwatch` in microseconds. Flowlab never reads a real clock: whoever drives the
 * engine (the event loop, a test, the conformance replayer) sets the time, and every
 * algorithm reads it from the clock object it was given.
 *
 * The nano clock follows the conformance harness: it starts far from zero
 * (`NANO_ORIGIN`), so that a `latestPassedTime` of -1 is "long ago", and it does not
 * advance inside a millisecond.
 */

/** Where the simulated `System.nanoTime()` starts (1e12 ns), as in the recorded traces. */
export const NANO_ORIGIN = 1_000_000_000_000;

export class SimClock {
  /** Simulated epoch milliseconds (an integer). */
  nowMs: number = 0.5; // a double from the start keeps the field unboxed in V8 (epoch ms exceed the small-integer range)
  /** The epoch ms at which the simulation started; anchors the nano clock. */
  readonly startMs: number;

  constructor(startMs: number) {
    this.startMs = startMs;
    this.nowMs = startMs;
  }

  /** Sentinel's `TimeUtil.currentTimeMillis()`. */
  currentTimeMillis(): number {
    return this.nowMs;
  }

  /** `System.nanoTime()` on the simulated clock: whole ms since start, in ns, plus the origin. */
  nanoTime(): number {
    return (this.nowMs - this.startMs) * 1_000_000 + NANO_ORIGIN;
  }
}

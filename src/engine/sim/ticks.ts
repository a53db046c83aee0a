/**
 * How finely a run is sampled for the charts: the tick size.
 *
 * Every limiter's per-tick series has one entry per tick, so the tick size decides how big a
 * result is. A 30 s run at the default 100 ms has 300 ticks; a 10-minute run at 1 ms would have
 * 600,000 ticks × 13 series × 8 bytes ≈ 62 MB per limiter — too much to send to the page, and
 * far more points than a chart has pixels. So the scenario's `view.tickMs` is a wish: it is used
 * when it gives at most MAX_TICKS ticks, and otherwise the smallest "nice" size (1, 2 or 5 × 10^k
 * ms) that does is used instead. 10 minutes → 200 ms → 3,000 ticks ≈ 312 KB per limiter; 1 hour → 2 s →
 * 1,800 ticks.
 *
 * Tick k covers [k·tickMs, (k+1)·tickMs) ms after the start; the last one may run past the end.
 */

/** At most this many ticks per run (before rounding up to a nice size). */
export const MAX_TICKS = 3000;

/** The tick size for a run of `durationMs`, given the preferred size (`scenario.view.tickMs`). */
export function chooseTickMs(durationMs: number, preferredMs: number): number {
  if (preferredMs > 0 && tickCount(durationMs, preferredMs) <= MAX_TICKS) return preferredMs;
  for (let decade = 1; ; decade *= 10) {
    for (const m of [1, 2, 5]) {
      const size = m * decade;
      if (tickCount(durationMs, size) <= MAX_TICKS) return size;
    }
  }
}

/** Number of ticks covering `durationMs` (at least one). */
export function tickCount(durationMs: number, tickMs: number): number {
  return Math.max(1, Math.ceil(durationMs / tickMs));
}

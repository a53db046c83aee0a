/**
 * Where Sentinel's per-second window changes buckets. `passQps()` reads `rollingCounterInSecond`: 2 buckets of
 * 500 ms (SampleCountProperty.SAMPLE_COUNT 2 over IntervalProperty.INTERVAL 1000 ms, which Flowlab never
 * changes), aligned to the epoch: a bucket starts at every absolute ms divisible by 500, wherever the run
 * starts. So an edge is at `t` ms after the start when `(startMs + t) % 500 === 0`.
 */
export const SENTINEL_BUCKET_MS = 500;

/** Edges in ms since the start, in [0, durationMs); null when there would be more than `maxEdges`. */
export function bucketEdges(
  startMs: number,
  durationMs: number,
  bucketMs = SENTINEL_BUCKET_MS,
  maxEdges = 2400,
): number[] | null {
  const first = (bucketMs - (startMs % bucketMs)) % bucketMs;
  const n = first >= durationMs ? 0 : Math.ceil((durationMs - first) / bucketMs);
  if (n > maxEdges) return null;
  return Array.from({ length: n }, (_, k) => first + k * bucketMs);
}

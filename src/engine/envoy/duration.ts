/**
 * A `google.protobuf.Duration` as Envoy's YAML/JSON config writes it ("1s", "0.5s", "0.050s": seconds with up
 * to nine decimals and an `s`), read as Envoy reads `fill_interval`: `PROTOBUF_GET_MS_OR_DEFAULT`, i.e. whole
 * milliseconds, truncated (`TimeUtil::DurationToMilliseconds`). "500ms" is not a protobuf JSON duration.
 */

const DURATION = /^(\d{1,12})(?:\.(\d{1,9}))?s$/;

/** Whole ms of a duration string; null when it is not a protobuf JSON duration (negatives refused too). */
export function durationMs(text: string): number | null {
  const m = DURATION.exec(text);
  if (m === null) return null;
  const nanos = Number((m[2] ?? '').padEnd(9, '0'));
  return Number(m[1]) * 1000 + Math.trunc(nanos / 1_000_000);
}

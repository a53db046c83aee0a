/** fill_interval as Envoy reads a protobuf JSON duration: whole ms, truncated; other spellings refused. */
import { describe, expect, it } from 'vitest';
import { durationMs } from '../../../src/engine/envoy';

describe('durationMs', () => {
  it.each([
    ['1s', 1000],
    ['0.5s', 500],
    ['0.050s', 50],
    ['0.0505s', 50],
    ['60s', 60_000],
    ['0.000999999s', 0],
    ['2.25s', 2250],
  ])('%s → %d ms', (text, ms) => expect(durationMs(text)).toBe(ms));

  it.each(['500ms', '1', '-1s', '1.s', '.5s', '1.0000000001s', '1 s', ''])('refuses %j', (text) =>
    expect(durationMs(text)).toBeNull(),
  );
});

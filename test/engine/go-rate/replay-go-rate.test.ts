import { describe, expect, it } from 'vitest';
import { replayGoRate } from '../../conformance/replay-go-rate';
import type { Trace } from '../../conformance/trace';

/** A hand-made trace in the recorded format (CONTRAST.md, go-rate): limit 0 makes lastEvent saturate. */
function trace(): Trace {
  const state = (tokens: number, lastNs: number | null, lastEventNs: number | string | null) => ({
    limit: 0,
    burst: 1,
    tokens,
    lastNs,
    lastEventNs,
  });
  return {
    format: 'flow-trace/1',
    name: 'unit-go-rate-limit-zero',
    engine: 'go-rate',
    oracle: 'hand-made',
    description: 'NewLimiter(0, 1): one allow from the full bucket, then an infinite reservation.',
    limiter: { type: 'rate.NewLimiter', limit: 0, burst: 1 },
    derived: { baseUnixSec: 1700000000, timeUnit: 'ns since base', initialTokens: 1, initialLast: null },
    events: [
      { tNs: 0, op: 'tokensAt' },
      { tNs: 5, op: 'allow', permits: 1 },
      { tNs: 7, op: 'reserve', permits: 1 },
    ],
    expect: [
      { pass: true, waitNs: 0, tokensAt: 1, state: state(1, null, null) },
      { pass: true, waitNs: 0, state: state(0, 5, 5) },
      { pass: true, waitNs: 'inf', state: state(-1, 7, '9223372036854775807') },
    ],
  };
}

describe('replayGoRate', () => {
  it('replays a hand-made trace with no mismatch', () => {
    expect(replayGoRate(trace())).toEqual([]);
  });

  it('reports a token value off by 1e-9 (exact comparison)', () => {
    const t = trace();
    (t.expect[1].state as { tokens: number }).tokens = 1e-9;
    expect(replayGoRate(t)).toEqual([{ row: 1, field: 'state.tokens', expected: 1e-9, actual: 0 }]);
  });

  it('reports a wrong big-integer instant', () => {
    const t = trace();
    (t.expect[2].state as { lastEventNs: string }).lastEventNs = '9223372036854775806';
    expect(replayGoRate(t)).toHaveLength(1);
  });
});

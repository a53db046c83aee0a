import { describe, expect, it } from 'vitest';
import { replayScgRedis } from '../../conformance/replay-scg-redis';
import type { Trace } from '../../conformance/trace';

/** A hand-made trace in the recorded format (CONTRAST.md, scg-redis): rate 1, capacity 1. */
function trace(): Trace {
  const ev = (tMs: number) => ({ tMs, replenishRate: 1, burstCapacity: 1, requestedTokens: 1 });
  return {
    format: 'flow-trace/1',
    name: 'unit-scg-redis',
    engine: 'scg-redis',
    oracle: 'hand-made',
    description: 'A pass, a denial in the same second, a pass after the keys expired.',
    startMs: 1_700_000_000_900,
    limiter: {
      type: 'RedisRateLimiter',
      replenishRate: 1,
      burstCapacity: 1,
      requestedTokens: 1,
      keys: ['request_rate_limiter.{r.u}.tokens', 'request_rate_limiter.{r.u}.timestamp'],
    },
    derived: {},
    events: [ev(0), ev(50), ev(3000)],
    expect: [
      { pass: true, remaining: 0, nowSec: 1_700_000_000, state: { tokens: 0, timestamp: 1_700_000_000, ttlSec: 2 } },
      { pass: false, remaining: 0, nowSec: 1_700_000_000, state: { tokens: 0, timestamp: 1_700_000_000, ttlSec: 2 } },
      {
        pass: true,
        remaining: 0,
        nowSec: 1_700_000_003,
        expiredBefore: true,
        state: { tokens: 0, timestamp: 1_700_000_003, ttlSec: 2 },
      },
    ],
  };
}

describe('replayScgRedis', () => {
  it('replays a hand-made trace with no mismatch', () => {
    expect(replayScgRedis(trace())).toEqual([]);
  });

  it('reports a missing expiry mark', () => {
    const t = trace();
    delete t.expect[2].expiredBefore;
    expect(replayScgRedis(t)).toEqual([{ row: 2, field: 'expiredBefore', expected: undefined, actual: true }]);
  });
});

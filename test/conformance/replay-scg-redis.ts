/**
 * Replays a `scg-redis` trace (CONTRAST.md, "scg-redis") through src/engine/scg-redis: one
 * `RedisRateLimiterScript` for the trace's key pair, each event's script arguments at Redis time
 * `startMs + tMs`, comparing `pass`, `remaining`, `nowSec`, `expiredBefore` (only when true), a script
 * error, and the keys after the call (`tokens`, `timestamp`, the TTL the last write set; −2 = absent).
 */
import { RedisRateLimiterScript } from '../../src/engine/scg-redis';
import { compareRow, type Mismatch, type Replayer } from './trace';

const KEY_RE = /^request_rate_limiter\.\{(.*)\}\.(tokens|timestamp)$/;

export const replayScgRedis: Replayer = (trace) => {
  const out: Mismatch[] = [];
  const lim = trace.limiter;
  if (!lim || typeof trace.startMs !== 'number') {
    return [{ row: -1, field: 'limiter/startMs', expected: 'a limiter and startMs', actual: undefined }];
  }
  const startMs = trace.startMs;
  // The keys name the route and user as "{route.user}"; the engine builds them with getKeys(id, routeId).
  const keys = (lim.keys ?? []) as string[];
  const inner = KEY_RE.exec(keys[0] ?? '')?.[1] ?? 'sim-route.sim-user';
  const dot = inner.indexOf('.');
  const script = new RedisRateLimiterScript(inner.slice(dot + 1), inner.slice(0, dot));
  compareRow(-1, { keys }, { keys: [script.tokensKey, script.timestampKey] }, new Set(), 'limiter.', out);

  trace.events.forEach((event, i) => {
    const r = script.isAllowed(startMs + Number(event.tMs), {
      replenishRate: Number(event.replenishRate),
      burstCapacity: Number(event.burstCapacity),
      requestedTokens: Number(event.requestedTokens),
    });
    const actual: Record<string, unknown> = {
      pass: r.response.allowed,
      remaining: r.response.tokensLeft,
      nowSec: r.now,
      expiredBefore: r.expiredBefore ? true : undefined,
      scriptError: r.scriptError ?? undefined,
      state: {
        tokens: script.tokens?.value ?? null,
        timestamp: script.timestamp?.value ?? null,
        ttlSec: script.tokens?.ttlSec ?? -2,
      },
    };
    const expected = trace.expect[i];
    // The trace records that an error happened, not Redis's message.
    if (typeof expected.scriptError === 'string' && typeof actual.scriptError === 'string') {
      actual.scriptError = expected.scriptError;
    }
    compareRow(i, expected, actual, new Set(), '', out);
  });
  return out;
};

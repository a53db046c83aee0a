/**
 * Replays a `resilience4j` trace (CONTRAST.md, "resilience4j") through src/engine/resilience4j: an
 * `AtomicRateLimiter` built from `trace.limiter` at tNs 0 (the trace's `nanoTimeStart`; the limiter only
 * sees time since then), then each event at its `tNs`. Compares `pass`, `waitNs`, `parkCalls`, `returned`
 * and the state after the call (the private State, the config and the detailed metrics at tNs), exactly.
 */
import { AtomicRateLimiter, longToJson, normLong, type JLong } from '../../src/engine/resilience4j';
import { compareRow, type Mismatch, type Replayer } from './trace';

/** A long as the trace writes it: a number, or a decimal string beyond 2^53. */
function longOf(v: unknown): JLong {
  if (typeof v === 'string') return normLong(BigInt(v));
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new Error(`bad long ${JSON.stringify(v)}`);
  return v;
}

function stateOf(limiter: AtomicRateLimiter, nowNanos: JLong): Record<string, unknown> {
  const s = limiter.state;
  const m = limiter.metricsAt(nowNanos);
  return {
    activeCycle: longToJson(s.activeCycle),
    activePermissions: s.activePermissions,
    nanosToWait: longToJson(s.nanosToWait),
    limitForPeriod: s.config.limitForPeriod,
    timeoutNs: longToJson(s.config.timeoutNs),
    metricAvailablePermissions: m.availablePermissions,
    metricNanosToWait: longToJson(m.nanosToWait),
    waitingThreads: 0, // no call is in progress between events
  };
}

export const replayResilience4j: Replayer = (trace) => {
  const out: Mismatch[] = [];
  const lim = trace.limiter;
  if (!lim) return [{ row: -1, field: 'limiter', expected: 'a limiter object', actual: undefined }];
  const limiter = new AtomicRateLimiter({
    limitForPeriod: Number(lim.limitForPeriod),
    limitRefreshPeriodNs: longOf(lim.limitRefreshPeriodNs),
    timeoutNs: longOf(lim.timeoutNs),
  });
  const initial = trace.derived.initialState as Record<string, unknown> | undefined;
  if (initial) compareRow(-1, initial, stateOf(limiter, 0), new Set(), 'derived.initialState.', out);

  trace.events.forEach((event, i) => {
    const t = longOf(event.tNs);
    const actual: Record<string, unknown> = { pass: true, waitNs: 0 };
    switch (event.op) {
      case 'acquirePermission': {
        const r = limiter.acquirePermission(t, Number(event.permits));
        actual.pass = r.acquired;
        actual.waitNs = longToJson(r.parkedNs);
        actual.parkCalls = r.parkCalls;
        break;
      }
      case 'reservePermission': {
        const r = limiter.reservePermission(t, Number(event.permits));
        actual.returned = longToJson(r.returned);
        actual.pass = r.returned >= 0;
        actual.waitNs = longToJson(r.returned >= 0 ? r.returned : 0);
        break;
      }
      case 'drainPermissions':
        limiter.drainPermissions(t);
        break;
      case 'changeLimitForPeriod':
        limiter.changeLimitForPeriod(Number(event.limitForPeriod));
        break;
      case 'changeTimeoutDuration':
        limiter.changeTimeoutDuration(longOf(event.timeoutNs));
        break;
      default:
        out.push({ row: i, field: 'op', expected: 'a resilience4j operation', actual: event.op });
        return;
    }
    actual.state = stateOf(limiter, t);
    compareRow(i, trace.expect[i], actual, new Set(), '', out);
  });
  return out;
};

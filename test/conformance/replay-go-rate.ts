/**
 * Replays a `go-rate` trace (CONTRAST.md, "go-rate") through src/engine/go-rate: `rate.NewLimiter(limit, burst)`,
 * then per event the `…At(t)` call it names at `t = tNs` (the trace's base instant is our ns origin), comparing
 * `pass`, `waitNs`, `tokensAt` and the limiter's state after the call, exactly (no tolerance: the float64
 * arithmetic runs in Go's order). Integers beyond 2^53 are compared as their decimal strings, as written.
 */
import {
  delayFrom,
  durationToJson,
  GoRateLimiter,
  Inf,
  InfDuration,
  timeSub,
  type GoInstant,
  type GoReservation,
} from '../../src/engine/go-rate';
import { compareRow, type Mismatch, type Replayer } from './trace';

/** A limit as the trace writes it: a number or the string "Inf" (= rate.Inf). */
function limitOf(v: unknown): number {
  if (v === 'Inf') return Inf;
  if (typeof v !== 'number') throw new Error(`bad limit ${JSON.stringify(v)}`);
  return v;
}

function limitToJson(limit: number): number | string {
  return limit === Inf ? 'Inf' : limit;
}

/** `t.Sub(base)` for a state instant (null stays null: the zero Time). */
function instantToJson(t: GoInstant | null): number | string | null {
  return t === null ? null : durationToJson(timeSub(t, 0));
}

export const replayGoRate: Replayer = (trace) => {
  const out: Mismatch[] = [];
  const lim = trace.limiter;
  if (!lim) return [{ row: -1, field: 'limiter', expected: 'a limiter object', actual: undefined }];
  const limiter = new GoRateLimiter(limitOf(lim.limit), Number(lim.burst));
  compareRow(
    -1,
    { initialTokens: trace.derived.initialTokens, initialLast: trace.derived.initialLast },
    { initialTokens: limiter.tokens, initialLast: limiter.last },
    new Set(),
    'derived.',
    out,
  );
  const reservations = new Map<number, GoReservation>();
  trace.events.forEach((event, i) => {
    const t = Number(event.tNs);
    const actual: Record<string, unknown> = { pass: true, waitNs: 0 };
    switch (event.op) {
      case 'allow':
        actual.pass = limiter.allowN(t, Number(event.permits)).ok;
        break;
      case 'reserve': {
        const r = limiter.reserveN(t, Number(event.permits));
        reservations.set(i, r);
        const delay = delayFrom(r, t);
        actual.pass = r.ok;
        actual.waitNs = delay === InfDuration ? 'inf' : durationToJson(delay);
        break;
      }
      case 'cancel': {
        const r = reservations.get(Number(event.ref));
        if (!r) {
          out.push({ row: i, field: 'ref', expected: 'an earlier reserve event', actual: event.ref });
          return;
        }
        limiter.cancelAt(r, t);
        break;
      }
      case 'setLimit':
        limiter.setLimitAt(t, limitOf(event.limit));
        break;
      case 'setBurst':
        limiter.setBurstAt(t, Number(event.burst));
        break;
      case 'tokensAt':
        actual.tokensAt = limiter.tokensAt(t);
        break;
      default:
        out.push({
          row: i,
          field: 'op',
          expected: 'allow | reserve | cancel | setLimit | setBurst | tokensAt',
          actual: event.op,
        });
        return;
    }
    actual.state = {
      limit: limitToJson(limiter.limit),
      burst: limiter.burst,
      tokens: limiter.tokens,
      lastNs: instantToJson(limiter.last),
      lastEventNs: instantToJson(limiter.lastEvent),
    };
    compareRow(i, trace.expect[i], actual, new Set(), '', out);
  });
  return out;
};

/**
 * golang.org/x/time/rate's `rate.Limiter` (v0.13.0): a token bucket of `burst` refilled at `limit` per second
 * that STARTS FULL and lets reservations take it negative (the caller sleeps off the debt). Its core: config,
 * columns and series (its view is ui/limiters/go-rate/); the algorithm is engine/go-rate/limiter.ts, the run
 * ./runner.ts.
 */
import type { LimiterModule } from '../contract';

export const goRate: LimiterModule<'go-rate'> = {
  kind: 'go-rate',
  upstream: { library: 'golang.org/x/time/rate', className: 'rate.Limiter', versions: 'v0.13.0' },
  family: 'limiters',
  config: { type: 'goRate', schema: null },
  columns: [
    /** advance(t): the tokens the call saw */
    { name: 'tokensBefore', unit: 'tokens', shown: 'tokens', csv: true },
    /** tokens left (negative = reserved ahead); written to the limiter only when ok */
    {
      name: 'tokensAfter',
      unit: 'tokens',
      shown: 'tokens − n',
      csv: true,
    },
    /** durationFromTokens(−left) */
    { name: 'waitDurationMs', unit: 'ms', shown: 'waitDuration', csv: true },
    /** when the caller may act (ok only) */
    { name: 'timeToActMs', unit: 'ms', shown: 'timeToAct', csv: true },
    /** rate.Limit at the call (NaN for Inf) */
    { name: 'limit', unit: 'QPS', shown: 'limit', csv: true },
    /** burst at the call */
    { name: 'burst', unit: 'tokens', shown: 'burst', csv: true },
    /** reserveN’s maxFutureReserve: 0 for AllowN, InfDuration (∞) for ReserveN, the deadline − now for WaitN */
    {
      name: 'maxFutureReserveMs',
      unit: 'ms',
      shown: null,
      csv: false,
    },
  ],
  seriesNames: { stored: 'tokensAt' },
  seriesColumns: [
    /** the tokens field, as of last */
    { name: 'tokens', unit: 'tokens', shown: 'tokens', csv: true },
    /** TokensAt(tick end) */
    { name: 'tokensAt', unit: 'tokens', shown: 'TokensAt', csv: true },
    /** how far ahead the newest reservation acts (0 when past) */
    {
      name: 'lastEventAheadMs',
      unit: 'ms',
      shown: 'lastEvent − now',
      csv: true,
    },
  ],
  standsFor: null,
};

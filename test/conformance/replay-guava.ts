/**
 * Replays a `guava` trace (conformance README, "guava") through src/engine/guava: builds the
 * limiter from `trace.limiter` at tUs 0, feeds every event at its `tUs`, and compares each
 * row `{waitUs, acquired, state: {storedPermits, nextFreeTicketMicros}}` with `trace.expect`.
 * `trace.derived` is checked against the limiter's getters after creation (row -1), and each
 * `derived.afterSetRate` entry right after its setRate event (row = that event's index).
 */
import { createGuavaLimiter, type GuavaLimiter, type GuavaLimiterConfig } from '../../src/engine/guava';
import { toLong } from '../../src/engine/java';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

const ROW_DOUBLES: ReadonlySet<string> = new Set(['state.storedPermits']);
const DERIVED_DOUBLES: ReadonlySet<string> = new Set(
  [
    'rate',
    'stableIntervalMicros',
    'maxPermits',
    'maxBurstSeconds',
    'coolDownIntervalMicros',
    'thresholdPermits',
    'slope',
    'coldFactor',
    'coldIntervalMicros',
    'warmupPeriodMicros',
  ].map((k) => 'derived.' + k),
);

function limiterConfig(limiter: Record<string, unknown>): GuavaLimiterConfig {
  const permitsPerSecond = Number(limiter.permitsPerSecond);
  if (limiter.type === 'bursty') {
    return { type: 'bursty', permitsPerSecond, maxBurstSeconds: Number(limiter.maxBurstSeconds ?? 1.0) };
  }
  if (limiter.type === 'warmingUp') {
    // TimeUnit.MILLISECONDS.toMicros(n): n × 1000, saturated.
    const warmupPeriodMicros = toLong(Number(limiter.warmupPeriodMs) * 1000);
    return { type: 'warmingUp', permitsPerSecond, warmupPeriodMicros, coldFactor: Number(limiter.coldFactor ?? 3.0) };
  }
  throw new Error(`unknown guava limiter type ${JSON.stringify(limiter.type)}`);
}

/** The constants a trace's `derived` lists, read from the live limiter. */
function derivedOf(limiter: GuavaLimiter): Record<string, number> {
  const common = {
    rate: limiter.rate,
    stableIntervalMicros: limiter.stableIntervalMicros,
    maxPermits: limiter.maxPermits,
    coolDownIntervalMicros: limiter.coolDownIntervalMicros,
  };
  if (limiter.kind === 'bursty') return { ...common, maxBurstSeconds: limiter.maxBurstSeconds };
  return {
    ...common,
    thresholdPermits: limiter.thresholdPermits,
    slope: limiter.slope,
    coldFactor: limiter.coldFactor,
    coldIntervalMicros: limiter.coldIntervalMicros,
    warmupPeriodMicros: limiter.warmupPeriodMicros,
  };
}

interface Tolerance {
  rowDoubles: ReadonlySet<string>;
  derivedDoubles: ReadonlySet<string>;
}
/** The README's comparison: doubles within 1e-9 relative. */
const TOLERANT: Tolerance = { rowDoubles: ROW_DOUBLES, derivedDoubles: DERIVED_DOUBLES };
/** Bit-exact: every number compared with `===` (the recorded doubles round-trip exactly). */
const EXACT: Tolerance = { rowDoubles: new Set(), derivedDoubles: new Set() };

function checkDerived(
  row: number,
  expected: Record<string, unknown>,
  limiter: GuavaLimiter,
  tol: Tolerance,
  out: Mismatch[],
): void {
  const { afterSetRate: _afterSetRate, fromEventIndex: _fromEventIndex, ...constants } = expected;
  compareRow(row, constants, derivedOf(limiter), tol.derivedDoubles, 'derived.', out);
}

export const replayGuava: Replayer = (trace) => replay(trace, TOLERANT);

/** Same replay with no tolerance at all: our arithmetic runs in Guava's order, so it must match to the bit. */
export const replayGuavaExact: Replayer = (trace) => replay(trace, EXACT);

function replay(trace: Trace, tol: Tolerance): Mismatch[] {
  const out: Mismatch[] = [];
  if (!trace.limiter) return [{ row: -1, field: 'limiter', expected: 'a limiter object', actual: undefined }];
  const limiter = createGuavaLimiter(limiterConfig(trace.limiter), 0);
  checkDerived(-1, trace.derived, limiter, tol, out);

  const afterSetRate = new Map<number, Record<string, unknown>>();
  for (const entry of (trace.derived.afterSetRate ?? []) as Record<string, unknown>[]) {
    const index = Number(entry.fromEventIndex) - 1;
    if (trace.events[index]?.op !== 'setRate') {
      out.push({
        row: index,
        field: 'derived.afterSetRate.fromEventIndex',
        expected: 'a setRate event',
        actual: trace.events[index]?.op,
      });
    }
    afterSetRate.set(index, entry);
  }

  trace.events.forEach((event, i) => {
    const nowMicros = Number(event.tUs);
    let waitUs = 0;
    let acquired = true;
    switch (event.op) {
      case 'acquire':
        waitUs = limiter.acquire(Number(event.permits), nowMicros);
        break;
      case 'tryAcquire':
        acquired = limiter.tryAcquire(Number(event.permits), Number(event.timeoutUs), nowMicros);
        waitUs = limiter.lastWaitMicros;
        break;
      case 'setRate':
        limiter.setRate(Number(event.permitsPerSecond), nowMicros);
        break;
      default:
        out.push({ row: i, field: 'op', expected: 'acquire | tryAcquire | setRate', actual: event.op });
        return;
    }
    const actual = {
      waitUs,
      acquired,
      state: { storedPermits: limiter.storedPermits, nextFreeTicketMicros: limiter.nextFreeTicketMicros },
    };
    compareRow(i, trace.expect[i], actual, tol.rowDoubles, '', out);
    const constants = afterSetRate.get(i);
    if (constants) checkDerived(i, constants, limiter, tol, out);
  });
  return out;
}

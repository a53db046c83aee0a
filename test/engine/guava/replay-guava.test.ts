import { describe, expect, it } from 'vitest';
import { replayGuava } from '../../conformance/replay-guava';
import type { Trace } from '../../conformance/trace';

/** A hand-made trace in the recorded format (behaviours 16 and 19 of the conformance README). */
function trace(): Trace {
  return {
    format: 'flow-trace/1',
    name: 'unit-guava-bursty',
    engine: 'guava',
    oracle: 'hand-made',
    description: 'SmoothBursty create(5): debt, setRate, tryAcquire refusal.',
    limiter: { type: 'bursty', permitsPerSecond: 5.0, maxBurstSeconds: 1.0 },
    derived: {
      rate: 5,
      stableIntervalMicros: 200000,
      maxPermits: 5,
      maxBurstSeconds: 1,
      coolDownIntervalMicros: 200000,
      afterSetRate: [
        {
          rate: 10,
          stableIntervalMicros: 100000,
          maxPermits: 10,
          maxBurstSeconds: 1,
          coolDownIntervalMicros: 100000,
          fromEventIndex: 3,
        },
      ],
    },
    events: [
      { tUs: 0, op: 'acquire', permits: 12 },
      { tUs: 0, op: 'tryAcquire', permits: 1, timeoutUs: -5 },
      { tUs: 3_000_000, op: 'setRate', permitsPerSecond: 10.0 },
      { tUs: 3_000_000, op: 'acquire', permits: 1 },
    ],
    expect: [
      { waitUs: 0, acquired: true, state: { storedPermits: 0, nextFreeTicketMicros: 2400000 } },
      { waitUs: 0, acquired: false, state: { storedPermits: 0, nextFreeTicketMicros: 2400000 } },
      { waitUs: 0, acquired: true, state: { storedPermits: 6, nextFreeTicketMicros: 3000000 } },
      { waitUs: 0, acquired: true, state: { storedPermits: 5, nextFreeTicketMicros: 3000000 } },
    ],
  };
}

describe('replayGuava', () => {
  it('accepts a trace that matches the engine', () => {
    expect(replayGuava(trace())).toEqual([]);
  });

  it('reports a wrong row with its index and field', () => {
    const t = trace();
    (t.expect[3].state as Record<string, number>).storedPermits = 5.000001;
    t.expect[1].acquired = true;
    expect(replayGuava(t).map((m) => `${m.row} ${m.field}`)).toEqual(['1 acquired', '3 state.storedPermits']);
  });

  it('tolerates only ~1e-9 relative on stored permits', () => {
    const t = trace();
    (t.expect[3].state as Record<string, number>).storedPermits = 5 * (1 + 1e-12);
    expect(replayGuava(t)).toEqual([]);
  });

  it('checks derived constants at creation (row -1) and after each setRate (its event index)', () => {
    const t = trace();
    t.derived.maxPermits = 6;
    (t.derived.afterSetRate as Record<string, number>[])[0].coolDownIntervalMicros = 99999;
    expect(replayGuava(t).map((m) => `${m.row} ${m.field}`)).toEqual([
      '-1 derived.maxPermits',
      '2 derived.coolDownIntervalMicros',
    ]);
  });

  it('flags a derived constant the engine does not know, and an afterSetRate that points at no setRate', () => {
    const t = trace();
    t.derived.burstiness = 1;
    (t.derived.afterSetRate as Record<string, number>[])[0].fromEventIndex = 2;
    expect(replayGuava(t).map((m) => `${m.row} ${m.field}`)).toEqual([
      '-1 derived.burstiness',
      '1 derived.afterSetRate.fromEventIndex',
      '1 derived.rate',
      '1 derived.stableIntervalMicros',
      '1 derived.maxPermits',
      '1 derived.coolDownIntervalMicros',
    ]);
  });

  it('builds a warming-up limiter from warmupPeriodMs', () => {
    const t: Trace = {
      ...trace(),
      limiter: { type: 'warmingUp', permitsPerSecond: 10.0, warmupPeriodMs: 2000, coldFactor: 3.0 },
      derived: {
        rate: 10,
        stableIntervalMicros: 100000,
        maxPermits: 20,
        thresholdPermits: 10,
        slope: 20000,
        coldFactor: 3,
        coldIntervalMicros: 300000,
        warmupPeriodMicros: 2000000,
        coolDownIntervalMicros: 100000,
      },
      events: [
        { tUs: 0, op: 'acquire', permits: 1 },
        { tUs: 0, op: 'acquire', permits: 1 },
      ],
      expect: [
        { waitUs: 0, acquired: true, state: { storedPermits: 19, nextFreeTicketMicros: 290000 } },
        { waitUs: 290000, acquired: true, state: { storedPermits: 18, nextFreeTicketMicros: 560000 } },
      ],
    };
    expect(replayGuava(t)).toEqual([]);
  });
});

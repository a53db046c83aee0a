/**
 * The rows of the "At the cursor" panel: constants the engine reported and series values at the
 * cursor tick, labelled with their Java names and units. Nothing is recomputed here except unit
 * conversions and running totals of the per-tick counts.
 */
import type { LimiterResult, SimResult } from '../../engine/sim/result';
import { isGuava } from './series';

export interface Row {
  /** Java name (shown in code font) or plain words */
  name: string;
  code: boolean;
  value: number;
  unit: string;
  /** digits after the point */
  digits: number;
  hint?: string;
}

const SENTINEL_UNITS: Record<string, [string, number, string?]> = {
  count: ['QPS', 2, 'threshold'],
  warningToken: ['tokens', 0, 'slope starts here'],
  maxToken: ['tokens', 0, 'bucket full'],
  slope: ['s/token', 6, 'interval added per token above warningToken'],
  coldFactor: ['', 2],
  warmUpPeriodSec: ['s', 0],
  maxQueueingTimeMs: ['ms', 0],
  costTimeMs: ['ms', 3, 'one pass every costTime'],
  costTimeNs: ['ns', 0],
  occupyTimeoutMs: ['ms', 0],
};

const GUAVA_UNITS: Record<string, [string, number, string?]> = {
  permitsPerSecond: ['permits/s', 3],
  rate: ['permits/s', 3],
  thresholdPermits: ['permits', 2, 'slope starts here'],
  maxPermits: ['permits', 2, 'bucket full'],
  stableIntervalMicros: ['µs', 1, 'stableInterval'],
  coldIntervalMicros: ['µs', 1, 'coldInterval'],
  slope: ['µs/permit', 4, 'interval added per permit above thresholdPermits'],
  coldFactor: ['', 2],
  warmupPeriodMicros: ['µs', 0],
  maxBurstSeconds: ['s', 2],
  coolDownIntervalMicros: ['µs', 1],
};

/** Order the constants so the famous ones come first. */
const SENTINEL_ORDER = ['count', 'warningToken', 'maxToken', 'slope', 'coldFactor', 'warmUpPeriodSec'];
const GUAVA_ORDER = [
  'permitsPerSecond',
  'thresholdPermits',
  'maxPermits',
  'stableIntervalMicros',
  'coldIntervalMicros',
  'slope',
  'coldFactor',
];

/** Rule fields and flags the picker already shows; not constants a learner looks up. */
const HIDDEN = new Set(['grade', 'controlBehavior', 'useNanoSeconds']);

export function constantRows(lim: LimiterResult): Row[] {
  const units = isGuava(lim) ? GUAVA_UNITS : SENTINEL_UNITS;
  const ORDER = isGuava(lim) ? GUAVA_ORDER : SENTINEL_ORDER;
  const names = Object.keys(lim.constants)
    .filter((n) => typeof lim.constants[n] === 'number' && !HIDDEN.has(n))
    .sort((a, b) => {
      const ia = ORDER.indexOf(a);
      const ib = ORDER.indexOf(b);
      return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : a > b ? 1 : 0);
    });
  return names.map((name) => {
    const [unit, digits, hint] = units[name] ?? ['', 3];
    const unitOut = name === 'count' && lim.kind === 'sentinel-thread' ? 'threads' : unit;
    return { name, code: true, value: lim.constants[name], unit: unitOut, digits, hint };
  });
}

export function seriesRows(result: SimResult, lim: LimiterResult, tick: number): Row[] {
  const s = lim.series;
  const rows: Row[] = [];
  const at = (a: Float64Array) => (tick >= 0 && tick < a.length ? a[tick] : NaN);
  const present = (v: number) => v === v;
  const tickEndMs = (tick + 1) * result.tickMs;
  if (isGuava(lim)) {
    if (present(at(s.stored)))
      rows.push({ name: 'storedPermits', code: true, value: at(s.stored), unit: 'permits', digits: 3 });
    const tail = at(s.queueTailMs);
    if (present(tail)) {
      rows.push({
        name: 'nextFreeTicketMicros',
        code: true,
        value: Math.round((tickEndMs + tail) * 1000),
        unit: 'µs',
        digits: 0,
        hint: `next free in ${Math.max(0, tail).toFixed(3)} ms`,
      });
    }
    if (present(at(s.limitQps)))
      rows.push({ name: 'current rate', code: false, value: at(s.limitQps), unit: 'permits/s', digits: 2 });
  } else {
    if (present(at(s.stored)))
      rows.push({ name: 'storedTokens', code: true, value: at(s.stored), unit: 'tokens', digits: 0 });
    if (present(at(s.limitQps)) && lim.kind !== 'sentinel-thread') {
      const warm = lim.kind === 'sentinel-warm-up' || lim.kind === 'sentinel-warm-up-rate-limiter';
      // above warningToken the limit is the warning QPS; below it, count
      const cold = warm && at(s.stored) >= lim.constants.warningToken;
      rows.push({
        name: cold ? 'warning QPS' : warm ? 'limit (count, warm)' : 'limit',
        code: false,
        value: at(s.limitQps),
        unit: 'QPS',
        digits: 2,
        hint: cold ? 'Math.nextUp(1 / interval)' : undefined,
      });
    }
    if (present(at(s.passQps)))
      rows.push({ name: 'passQps', code: true, value: at(s.passQps), unit: 'QPS', digits: 0 });
    if (present(at(s.blockQps)))
      rows.push({ name: 'blockQps', code: true, value: at(s.blockQps), unit: 'QPS', digits: 0 });
    if (lim.kind === 'sentinel-thread' && present(at(s.threads)))
      rows.push({ name: 'curThreadNum', code: true, value: at(s.threads), unit: 'threads', digits: 0 });
    const tail = at(s.queueTailMs);
    if (present(tail))
      rows.push({
        name: 'latestPassedTime − now',
        code: false,
        value: tail,
        unit: 'ms',
        digits: 3,
        hint: 'the pacing queue ahead',
      });
  }
  return rows;
}

/** Running totals of the per-tick counts, so totals at a tick are one lookup. */
export interface Totals {
  passed: Float64Array;
  blocked: Float64Array;
  waited: Float64Array;
}

export function runningTotals(lim: LimiterResult): Totals {
  const cum = (a: Float64Array) => {
    const out = new Float64Array(a.length);
    let sum = 0;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === a[i]) sum += a[i];
      out[i] = sum;
    }
    return out;
  };
  return { passed: cum(lim.series.passed), blocked: cum(lim.series.blocked), waited: cum(lim.series.waited) };
}

/**
 * The rows of the "At the cursor" panel: constants the engine reported and series values at the
 * cursor tick, labelled with their Java names and units. Nothing is recomputed here except unit
 * conversions and running totals of the per-tick counts. Units and hints are in the language of the
 * `Translate` passed in (messages/labels.ts); Java names stay.
 */
import type { LimiterResult, SimResult } from '../../engine/sim/result';
import type { Translate } from '../i18n/lang';
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

/**
 * A unit as shown: symbols (QPS, ms, s, µs, ns) are the same in every language; word units
 * (tokens, permits, threads) are messages `unit.<name>`.
 */
export type Unit = 'QPS' | 'ms' | 's' | 'µs' | 'ns' | '' | WordUnit;
type WordUnit = 'tokens' | 'permits' | 'threads' | 'permitsPerSecond' | 'secondsPerToken' | 'microsPerPermit';
const WORD_UNITS: ReadonlySet<string> = new Set<WordUnit>([
  'tokens',
  'permits',
  'threads',
  'permitsPerSecond',
  'secondsPerToken',
  'microsPerPermit',
]);

export function unitText(unit: Unit, tr: Translate): string {
  return WORD_UNITS.has(unit) ? tr(`unit.${unit}`) : unit;
}

/** unit, digits, and the hint's message key (`row.hint.*`) */
type Format = [Unit, number, string?];

const SENTINEL_UNITS: Record<string, Format> = {
  count: ['QPS', 2, 'threshold'],
  warningToken: ['tokens', 0, 'slopeStarts'],
  maxToken: ['tokens', 0, 'bucketFull'],
  slope: ['secondsPerToken', 6, 'slopeSentinel'],
  coldFactor: ['', 2],
  warmUpPeriodSec: ['s', 0],
  maxQueueingTimeMs: ['ms', 0],
  costTimeMs: ['ms', 3, 'costTime'],
  costTimeNs: ['ns', 0],
  occupyTimeoutMs: ['ms', 0],
};

const GUAVA_UNITS: Record<string, Format> = {
  permitsPerSecond: ['permitsPerSecond', 3],
  rate: ['permitsPerSecond', 3],
  thresholdPermits: ['permits', 2, 'slopeStarts'],
  maxPermits: ['permits', 2, 'bucketFull'],
  stableIntervalMicros: ['µs', 1, 'stableInterval'],
  coldIntervalMicros: ['µs', 1, 'coldInterval'],
  slope: ['microsPerPermit', 4, 'slopeGuava'],
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

export function constantRows(lim: LimiterResult, tr: Translate): Row[] {
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
    const row: Row = { name, code: true, value: lim.constants[name], unit: unitText(unitOut, tr), digits };
    if (hint) row.hint = tr(`row.hint.${hint}`);
    return row;
  });
}

export function seriesRows(result: SimResult, lim: LimiterResult, tick: number, tr: Translate): Row[] {
  const s = lim.series;
  const rows: Row[] = [];
  const at = (a: Float64Array) => (tick >= 0 && tick < a.length ? a[tick] : NaN);
  const present = (v: number) => v === v;
  const tickEndMs = (tick + 1) * result.tickMs;
  if (isGuava(lim)) {
    if (present(at(s.stored)))
      rows.push({ name: 'storedPermits', code: true, value: at(s.stored), unit: tr('unit.permits'), digits: 3 });
    const tail = at(s.queueTailMs);
    if (present(tail)) {
      rows.push({
        name: 'nextFreeTicketMicros',
        code: true,
        value: Math.round((tickEndMs + tail) * 1000),
        unit: 'µs',
        digits: 0,
        hint: tr('row.hint.nextFree', { ms: Math.max(0, tail).toFixed(3) }),
      });
    }
    if (present(at(s.limitQps)))
      rows.push({
        name: tr('row.currentRate'),
        code: false,
        value: at(s.limitQps),
        unit: tr('unit.permitsPerSecond'),
        digits: 2,
      });
  } else {
    if (present(at(s.stored)))
      rows.push({ name: 'storedTokens', code: true, value: at(s.stored), unit: tr('unit.tokens'), digits: 0 });
    if (present(at(s.limitQps)) && lim.kind !== 'sentinel-thread') {
      const warm = lim.kind === 'sentinel-warm-up' || lim.kind === 'sentinel-warm-up-rate-limiter';
      // above warningToken the limit is the warning QPS; below it, count
      const cold = warm && at(s.stored) >= lim.constants.warningToken;
      rows.push({
        name: tr(cold ? 'row.warningQps' : warm ? 'row.limitWarm' : 'row.limit'),
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
      rows.push({ name: 'curThreadNum', code: true, value: at(s.threads), unit: tr('unit.threads'), digits: 0 });
    const tail = at(s.queueTailMs);
    if (present(tail))
      rows.push({
        name: tr('row.queueTail'),
        code: false,
        value: tail,
        unit: 'ms',
        digits: 3,
        hint: tr('row.hint.queueAhead'),
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

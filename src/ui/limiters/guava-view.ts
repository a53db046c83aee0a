/**
 * What the views of Guava's two RateLimiter modules share: panel formats and rows, controls, the picker's edit
 * of the `guava` list and "why?" (their named columns are engine/limiters/guava-columns.ts; the run and the
 * explainer engine/limiters/guava-engine.ts). No shared panel applies: the default.
 */
import type { GuavaLimiter, Scenario } from '../../engine/scenario';
import type { LimiterResult } from '../../engine/sim/result';
import type { Choice, ConstantFormat, Control, CursorPart, CursorRow, NumText, Translate, Why } from './view';

export function guavaWhy(lim: LimiterResult, i: number, tr: Translate, num: NumText): Why {
  const log = lim.requests;
  const o = log.outcome[i];
  const passed = o !== 2;
  const verdict = passed
    ? o === 1
      ? tr('why.waitsThenPasses', { wait: num(log.waitMs[i], 3) })
      : tr('why.passes')
    : tr('why.blocked');
  const stored = log.columns.storedPermits[i];
  const next = log.columns.nextFreeTicketMs[i];
  return {
    formula: passed
      ? tr('why.guava.passed', { stored: num(stored, 3), next: num(next, 3), verdict })
      : tr('why.guava.refused', { next: num(next, 3) }),
    idea: tr('why.guava.idea'),
  };
}

const GUAVA_CONSTANTS: Record<string, ConstantFormat> = {
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

export const GUAVA_CURSOR: CursorPart = {
  constants: GUAVA_CONSTANTS,
  order: [
    'permitsPerSecond',
    'thresholdPermits',
    'maxPermits',
    'stableIntervalMicros',
    'coldIntervalMicros',
    'slope',
    'coldFactor',
  ],
  rows(lim, tick, tickEndMs) {
    const s = lim.series;
    const at = (a: Float64Array) => (tick >= 0 && tick < a.length ? a[tick] : NaN);
    const rows: CursorRow[] = [];
    const stored = at(s.stored);
    if (stored === stored) rows.push({ name: 'storedPermits', value: stored, unit: 'permits', digits: 3 });
    const tail = at(s.queueTailMs);
    if (tail === tail) {
      rows.push({
        name: 'nextFreeTicketMicros',
        value: Math.round((tickEndMs + tail) * 1000),
        unit: 'µs',
        digits: 0,
        hintKey: 'row.hint.nextFree',
        hintParams: { ms: Math.max(0, tail).toFixed(3) },
      });
    }
    const rate = at(s.limitQps);
    if (rate === rate)
      rows.push({ name: 'row.currentRate', nameKey: true, value: rate, unit: 'permitsPerSecond', digits: 2 });
    return rows;
  },
};

const control = (c: Omit<Control, 'scope'>): Control => ({ scope: 'config', ...c });
export const PERMITS_CONTROL = control({
  name: 'permitsPerSecond',
  path: ['permitsPerSecond'],
  hint: 'controls.permitsPerSecond',
  unit: 'permitsPerSecond',
  min: 1,
  max: 200,
  step: 1,
  fallback: 0,
});
export const TIMEOUT_CONTROL = control({
  name: 'timeout',
  path: ['tryAcquireTimeoutMs'],
  hint: 'tryAcquire(permits, timeout, MILLISECONDS)',
  hintIsText: true,
  unit: 'ms',
  min: 0,
  max: 2000,
  step: 10,
  fallback: 0,
  nullable: { labelKey: 'controls.tryAcquire' },
});

/** A picker option that makes `guava[0]` of this type, keeping the rate and timeout (a first one from rule 0). */
export function guavaChoice(value: string, type: 'bursty' | 'warmingUp'): Choice {
  return {
    value,
    group: 'Guava RateLimiter',
    labelKey: `limiter.${value}`,
    apply(s: Scenario): Scenario {
      const list = Array.isArray(s.guava) ? s.guava : [];
      const old = list[0];
      const firstRule = Array.isArray(s.rules) ? s.rules[0] : undefined;
      const rate = old?.permitsPerSecond ?? firstRule?.count ?? 20;
      const timeout = old ? old.tryAcquireTimeoutMs : 0;
      const g: GuavaLimiter =
        type === 'bursty'
          ? {
              type,
              permitsPerSecond: rate,
              maxBurstSeconds: old?.type === 'bursty' ? old.maxBurstSeconds : 1,
              tryAcquireTimeoutMs: timeout,
            }
          : {
              type,
              permitsPerSecond: rate,
              warmupPeriodMs: old?.type === 'warmingUp' ? old.warmupPeriodMs : 10_000,
              coldFactor: old?.type === 'warmingUp' ? old.coldFactor : 3,
              tryAcquireTimeoutMs: timeout,
            };
      const guava = [g, ...list.slice(1)] as Scenario['guava'];
      return { ...s, guava, view: { ...s.view, limiter: { kind: 'guava', index: 0 } } };
    },
  };
}

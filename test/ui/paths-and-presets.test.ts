import { describe, expect, it } from 'vitest';
import { getIn, setIn } from '../../src/ui/lib/paths';
import { buildTraffic, describeTraffic, SHAPES } from '../../src/ui/lib/traffic-presets';
import { tIn } from '../../src/ui/i18n/lang';
import { trailingPerSecond } from '../../src/ui/lib/series';
import { num, precise, seconds } from '../../src/ui/lib/format';

describe('setIn / getIn', () => {
  it('copies along the path and shares the rest', () => {
    const s = { rules: [{ count: 20 }, { count: 5 }], view: { tickMs: 100 } };
    const t = setIn(s, ['rules', 0, 'count'], 40);
    expect(getIn(t, ['rules', 0, 'count'])).toBe(40);
    expect(s.rules[0].count).toBe(20);
    expect(t.rules[1]).toBe(s.rules[1]);
    expect(t.view).toBe(s.view);
  });
});

describe('traffic presets', () => {
  it('every shape has a name and a hint in both languages', () => {
    for (const s of SHAPES) {
      for (const key of [s.labelKey, s.hintKey]) {
        expect(tIn('en', key)).not.toBe(key);
        expect(tIn('zh', key)).not.toBe(key);
      }
    }
    expect(tIn('en', SHAPES[0].labelKey)).toBe('Step');
    expect(tIn('zh', SHAPES.find((s) => s.shape === 'poisson')!.labelKey)).toBe('泊松');
  });
  it.each(SHAPES.map((s) => s.shape))('%s round-trips through describeTraffic', (shape) => {
    expect(describeTraffic(buildTraffic(shape, 120, 30_000))).toEqual({ shape, rate: 120 });
  });
  it('the step preset at 30 QPS is the default scenario’s traffic (5 → 30 at 10 s)', () => {
    const [step] = buildTraffic('step', 30, 30_000);
    expect(step).toMatchObject({
      type: 'step',
      steps: [
        { atMs: 0, qps: 5 },
        { atMs: 10_000, qps: 30 },
      ],
    });
  });
});

describe('display helpers', () => {
  it('trailingPerSecond sums the last second of per-tick counts', () => {
    const counts = new Float64Array([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const out = trailingPerSecond(counts, 100);
    expect(out[0]).toBe(1);
    expect(out[9]).toBe(10);
    expect(out[11]).toBe(10);
  });
  it('formats with units and keeps small numbers readable', () => {
    expect(num(1234.5, 1)).toBe('1,234.5');
    expect(num(NaN)).toBe('—');
    expect(precise(0.001)).toBe('0.001');
    expect(seconds(3200)).toBe('3.200\u00a0s');
    expect(seconds(0)).toBe('0.000\u00a0s');
    expect(num(-1234567.891, 2)).toBe('−1,234,567.89');
    expect(num(-0.0001, 2)).toBe('0');
    expect(num(20, 2)).toBe('20');
    expect(num(6.666666, 2)).toBe('6.67');
  });
});

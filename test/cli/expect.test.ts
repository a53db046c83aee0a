import { describe, expect, it } from 'vitest';
import { evaluate, metricValue, parseExpectation } from '../../src/cli/expect';
import type { LimiterSummary } from '../../src/engine/sim/result';

const summary = (s: Partial<LimiterSummary>): LimiterSummary => ({
  requests: 100,
  passed: 90,
  blocked: 10,
  waited: 5,
  passRatio: 0.9,
  waitP50: 0,
  waitP99: 40,
  waitMax: 50,
  permitsPassed: 90,
  permitsBlocked: 10,
  ...s,
});

describe('--expect language', () => {
  it('parses clauses joined by "and", with optional limiter ids', () => {
    const e = parseExpectation('blockedRatio < 0.05 and sentinel:1.waitP99 <= 2e2');
    expect(e.ok && e.value).toEqual([
      { text: 'blockedRatio < 0.05', limiter: null, metric: 'blockedRatio', op: '<', value: 0.05 },
      { text: 'sentinel:1.waitP99 <= 2e2', limiter: 'sentinel:1', metric: 'waitP99', op: '<=', value: 200 },
    ]);
  });

  it('rejects what is not <metric> <op> <number>', () => {
    for (const bad of ['', 'blockedRatio', 'blockedRatio ~ 1', 'blockedRatio < 5%', 'and', 'x.passed > 1']) {
      expect(parseExpectation(bad).ok, bad).toBe(false);
    }
  });

  it('derives ratios from counts and leaves them undefined without requests', () => {
    expect(metricValue(summary({}), 'blockedRatio')).toBe(0.1);
    expect(metricValue(summary({}), 'waitedRatio')).toBe(0.05);
    expect(metricValue(summary({ requests: 0, passed: 0, blocked: 0 }), 'blockedRatio')).toBeNaN();
  });

  it('an undefined metric fails its clause; the chain is the default limiter', () => {
    const rows = [
      { id: 'sentinel:0', summary: summary({ blocked: 50 }) },
      { id: 'chain:0', summary: summary({}) },
    ];
    const e = parseExpectation('blocked == 10 and sentinel:0.blocked > 10');
    const v = evaluate(e.ok ? e.value : [], rows);
    expect(v.ok && v.value.map((x) => [x.limiter, x.ok])).toEqual([
      ['chain:0', true],
      ['sentinel:0', true],
    ]);
    const clause = parseExpectation('passRatio >= 0');
    const empty = evaluate(clause.ok ? clause.value : [], [
      { id: 'guava:0', summary: summary({ requests: 0, passRatio: NaN }) },
    ]);
    expect(empty.ok && empty.value).toHaveLength(1);
    expect(empty.ok && empty.value[0].ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ParameterMetricStorage,
  ParamFlowRule,
  ParamStatisticCallbacks,
  keyOf,
} from '../../../../src/engine/sentinel/param-flow';

const threadRule = (paramIdx: number) => new ParamFlowRule({ resource: 'r', grade: 0, paramIdx, count: 5 });

function metricWithIndexes(...idx: number[]) {
  const storage = new ParameterMetricStorage();
  for (const i of idx) storage.initParamMetricsFor('r', threadRule(i));
  return { storage, metric: storage.getParamMetric('r')! };
}
const count = (m: ReturnType<typeof metricWithIndexes>['metric'], idx: number, v: string) =>
  m.threadCounts(idx)?.getQuietly(keyOf(v))?.count;

describe('ParameterMetric thread counts', () => {
  it('header example: +1 per value (list elements separately), −1 at exit, removed at 0', () => {
    const { metric } = metricWithIndexes(0);
    metric.addThreadCount(['u1']);
    metric.addThreadCount([{ list: ['u1', 'u2'] }]);
    expect([count(metric, 0, 'u1'), count(metric, 0, 'u2')]).toEqual([2, 1]);
    metric.decreaseThreadCount(['u1']);
    expect(count(metric, 0, 'u1')).toBe(1);
    metric.decreaseThreadCount(['u1']);
    expect(metric.threadCounts(0)?.containsKey(keyOf('u1'))).toBe(false);
  });

  it('counts every index that has a thread map, and a null element stops the whole walk', () => {
    const { metric } = metricWithIndexes(0, 1);
    metric.addThreadCount(['a', 'b', 'c']);
    expect([count(metric, 0, 'a'), count(metric, 1, 'b')]).toEqual([1, 1]);
    metric.addThreadCount([{ array: ['x', null, 'y'] }, 'b']);
    expect([count(metric, 0, 'x'), count(metric, 0, 'y'), count(metric, 1, 'b')]).toEqual([1, undefined, 1]);
  });

  it('an exit of an absent value inserts it with 0, and it stays', () => {
    const { metric } = metricWithIndexes(0);
    metric.decreaseThreadCount(['ghost']);
    expect(count(metric, 0, 'ghost')).toBe(0);
  });
});

describe('ParamStatisticCallbacks', () => {
  it('header example: onPass at t + wait, onExit at t + wait + rt', () => {
    const { storage, metric } = metricWithIndexes(0);
    const cb = new ParamStatisticCallbacks(storage);
    cb.schedule('r', ['u1'], 1000, 0, 600);
    cb.runDue(999);
    expect(count(metric, 0, 'u1')).toBeUndefined();
    cb.runDue(1000);
    expect(count(metric, 0, 'u1')).toBe(1);
    cb.runDue(1599);
    expect(count(metric, 0, 'u1')).toBe(1);
    cb.runDue(1600);
    expect(count(metric, 0, 'u1')).toBeUndefined();
    expect(cb.pending).toBe(0);
  });
});

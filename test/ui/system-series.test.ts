import { describe, expect, it } from 'vitest';
import { NOT_STOPPED, Reason, Slot, type SystemTrack } from '../../src/engine/sim/chain-result';
import { defaultMetric, metricDomain, systemBlocksPerTick, systemMetrics } from '../../src/ui/lib/system-series';

function track(limits: Partial<SystemTrack['limits']>, load = [1, 8, 8, 1]): SystemTrack {
  const f = (a: number[]) => Float64Array.from(a);
  return {
    entryPassQps: f([10, 60, 40, 0]),
    entryThreads: f([1, 3, 2, 0]),
    entryAvgRt: f([20, 20, 25, 0]),
    load: f(load),
    cpu: f([0.1, 0.2, 0.3, 0.4]),
    limits: { qps: NaN, maxThread: NaN, avgRt: NaN, highestSystemLoad: NaN, highestCpuUsage: NaN, ...limits },
  };
}

describe('system metrics', () => {
  it('pair each input with the SystemRule field it is compared with', () => {
    const m = systemMetrics(track({ highestSystemLoad: 4, qps: 50 }));
    expect(m.load).toMatchObject({ limitName: 'highestSystemLoad', limit: 4, reason: Reason.SystemLoad });
    expect(m.qps).toMatchObject({ limitName: 'qps', limit: 50, reason: Reason.SystemQps });
    expect(m.thread.limitName).toBe('maxThread');
    expect(m.rt.limitName).toBe('avgRt');
    expect(m.cpu.limit).toBeNaN();
  });

  it('open on the first input a rule limits (load when none)', () => {
    expect(defaultMetric(track({ highestSystemLoad: 4 }))).toBe('load');
    expect(defaultMetric(track({ qps: 50 }))).toBe('qps');
    expect(defaultMetric(track({ maxThread: 5, avgRt: 100 }))).toBe('thread');
    expect(defaultMetric(track({}))).toBe('load');
  });

  it('y reaches above the series and the threshold; CPU usage is 0–1', () => {
    const m = systemMetrics(track({ highestSystemLoad: 4, qps: 100 }));
    expect(metricDomain(m.load)).toEqual([0, 8 * 1.1]);
    expect(metricDomain(m.qps)).toEqual([0, 100 * 1.1]);
    expect(metricDomain(m.cpu)).toEqual([0, 1]);
    expect(metricDomain(systemMetrics(track({}, [0, 0, 0, 0])).load)).toEqual([0, 1]);
  });
});

describe('SystemSlot blocks per tick', () => {
  it('count only requests SystemSlot stopped, by arrival tick and limit type', () => {
    const log = {
      stoppedBy: Uint8Array.from([NOT_STOPPED, Slot.System, Slot.System, Slot.Flow, Slot.System]),
      reason: Uint8Array.from([0, Reason.SystemLoad, Reason.SystemLoad, 0, Reason.SystemQps]),
    };
    const tMs = Float64Array.from([0, 120, 150, 160, 399]);
    const b = systemBlocksPerTick(log, tMs, 5, 4, 100);
    expect([...b.total]).toEqual([0, 2, 0, 1]);
    expect([...b.byReason[Reason.SystemLoad]!]).toEqual([0, 2, 0, 0]);
    expect([...b.byReason[Reason.SystemQps]!]).toEqual([0, 0, 0, 1]);
    expect(b.max).toBe(2);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaySentinelDegradeLegacy } from '../../../conformance/replay-sentinel-degrade-legacy';
import type { Trace } from '../../../conformance/trace';
import { traceDir } from '../../../conformance/corpus';

function loadTraces(family: string): Trace[] {
  const dir = traceDir(family);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Trace);
}

const traces = loadTraces('sentinel-degrade-legacy');

describe('sentinel-degrade-legacy traces (Sentinel 1.7.2 DegradeRule.passCheck)', () => {
  it('there are traces to replay', () => {
    expect(traces.length).toBeGreaterThanOrEqual(10);
  });

  it.each(traces.map((t) => [t.name, t] as const))('%s replays exactly', (_name, trace) => {
    expect(replaySentinelDegradeLegacy(trace)).toEqual([]);
  });

  it('the replayer reports a changed row and a changed derived constant', () => {
    const trace = structuredClone(traces.find((t) => t.name === 'legacy-degrade-rt-cycle')!);
    const row = trace.expect.findIndex((e) => (e.state as { cut: boolean }).cut);
    trace.expect[row] = { pass: true, state: { cut: false } };
    (trace.derived.minuteWindow as Record<string, number>).sampleCount = 30;
    trace.derived.statisticMaxRt = 5000;
    const fields = replaySentinelDegradeLegacy(trace).map((m) => `${m.row}:${m.field}`);
    expect(fields).toEqual([
      '-1:derived.minuteWindow.sampleCount',
      '-1:derived.statisticMaxRt',
      `${row}:pass`,
      `${row}:state.cut`,
    ]);
  });
});

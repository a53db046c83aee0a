import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaySentinelDegrade } from '../../../conformance/replay-sentinel-degrade';
import type { Trace } from '../../../conformance/trace';
import { traceDir } from '../../../conformance/corpus';

function loadTraces(family: string): Trace[] {
  const dir = traceDir(family);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Trace);
}

const traces = loadTraces('sentinel-degrade');

describe('sentinel-degrade traces (Sentinel 1.8.9 circuit breakers)', () => {
  it('there are traces to replay', () => {
    expect(traces.length).toBeGreaterThanOrEqual(9);
  });

  it.each(traces.map((t) => [t.name, t] as const))('%s replays exactly', (_name, trace) => {
    expect(replaySentinelDegrade(trace)).toEqual([]);
  });

  it('the replayer reports a changed row, a changed state and a changed derived constant', () => {
    const trace = structuredClone(traces.find((t) => t.name === 'degrade-slow-ratio-cycle')!);
    const row = trace.expect.findIndex((e) => e.state === 'OPEN');
    trace.expect[row] = { pass: !trace.expect[row].pass, state: 'HALF_OPEN' };
    trace.derived.recoveryTimeoutMs = 1;
    const fields = replaySentinelDegrade(trace).map((m) => `${m.row}:${m.field}`);
    expect(fields).toEqual(['-1:derived.recoveryTimeoutMs', `${row}:pass`, `${row}:state`]);
  });
});

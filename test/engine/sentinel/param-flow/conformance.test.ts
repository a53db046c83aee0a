import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaySentinelGateway } from '../../../conformance/replay-sentinel-gateway';
import { replaySentinelParamFlow } from '../../../conformance/replay-sentinel-param-flow';
import type { Trace } from '../../../conformance/trace';
import { traceDir } from '../../../conformance/corpus';

function loadTraces(family: string): Trace[] {
  const dir = traceDir(family);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Trace);
}

// The traces themselves are replayed by test/conformance/run.ts; these check that the replayers can fail.
describe('conformance-next replayers report what differs', () => {
  it('sentinel-param-flow: a changed verdict, a changed bucket and a changed derived constant', () => {
    const trace = structuredClone(loadTraces('sentinel-param-flow').find((t) => t.name === 'pf-qps-burst-count')!);
    expect(replaySentinelParamFlow(trace)).toEqual([]);
    const row = trace.expect.findIndex((e) => e.pass === false);
    trace.expect[row].pass = true;
    const state = trace.expect[0].state as { values: { restQps: number }[] };
    state.values[0].restQps += 1;
    trace.derived.tokenCacheCapacity = 1;
    const fields = replaySentinelParamFlow(trace).map((m) => `${m.row}:${m.field}`);
    expect(fields).toEqual(['-1:derived.tokenCacheCapacity', '0:state.values.0.restQps', `${row}:pass`]);
  });

  it('sentinel-gateway: a changed check order, a changed argument and a missing blockedBy', () => {
    const trace = structuredClone(loadTraces('sentinel-gateway').find((t) => t.name === 'gw-multi-rules-order')!);
    expect(replaySentinelGateway(trace)).toEqual([]);
    const converted = trace.derived.convertedRules as Record<string, unknown[]>;
    converted.r1.reverse();
    (trace.expect[0].args as string[])[0] = '9.9.9.9';
    const row = trace.expect.findIndex((e) => 'blockedBy' in e);
    delete trace.expect[row].blockedBy;
    const fields = new Set(replaySentinelGateway(trace).map((m) => `${m.row}:${m.field.split('.')[0]}`));
    expect([...fields].sort()).toEqual(['-1:derived', '0:args', `${row}:blockedBy`].sort());
  });
});

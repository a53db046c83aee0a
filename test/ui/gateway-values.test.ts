import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/scenario';
import { simulate } from '../../src/engine/sim/simulate';
import { requestsCsv } from '../../src/ui/export/csv';
import { hasHotValues, hotTracksOf, topValueQps } from '../../src/ui/lib/hot-values';

describe('the per-value charts of gateway rules', () => {
  const r = parseScenario({
    version: 1,
    durationMs: 2000,
    gatewayFlowRules: [{ resource: 'r1', count: 1, paramItem: { parseStrategy: 0, pattern: '10.0.0.1' } }],
    traffic: [
      { type: 'constant', qps: 5, resource: 'r1', gateway: { clientIp: '10.0.0.1' } },
      { type: 'constant', qps: 20, resource: 'r1', gateway: { clientIp: '10.0.0.2' } },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const chain = simulate(r.value, { sentinel: false, guava: false, chain: true }).limiters[0];

  it('read the gateway tracks, not the hot-parameter ones', () => {
    expect(hasHotValues(chain)).toBe(false);
    expect(hasHotValues(chain, 'gatewayFlow')).toBe(true);
    expect(hotTracksOf(chain, 'gatewayFlow').map((t) => t.rule)).toEqual([0]);
  });

  it('show the parsed values, "$NM" as such, hottest first, in QPS', () => {
    const top = topValueQps(hotTracksOf(chain, 'gatewayFlow')[0], 1000);
    expect(top.map((v) => v.value)).toEqual(['$NM', '10.0.0.1']);
    expect([top[0].passed, top[0].blocked]).toEqual([40, 0]);
    // count 1 a second: 2 passes in 2 s (refill only after more than a second), the rest blocked
    expect([top[1].passed, top[1].blocked]).toEqual([2, 8]);
  });

  it('the request CSV names the slot, the rule list and the rule of a gateway block', () => {
    const lines = requestsCsv(chain).split('\n');
    const header = lines[0].split(',');
    const row = lines.find((l) => l.includes('GatewayFlowSlot'))!.split(',');
    const col = (name: string) => row[header.indexOf(name)];
    expect([col('stoppedBy'), col('ruleKind'), col('rule'), col('reason')]).toEqual([
      'GatewayFlowSlot',
      'gatewayFlow',
      '0',
      'ParamFlowQps',
    ]);
  });
});

/**
 * The cluster item in links and the JSON Schema: a scenario with a `sentinelCluster` limiter round-trips through
 * a share link unchanged (an item type the v1 defaults do not know is written whole), a link made without it
 * decodes to no `limiters` at all, and the editor's JSON Schema offers the item with its caps.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, scenarioJsonSchema, type Scenario } from '../../src/engine/scenario';
import { decodeScenario, encodeScenario } from '../../src/share';
import { scenarioToV1Patch } from '../../src/share/link-v1';

function scenario(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const item = {
  type: 'sentinelCluster',
  nodes: 7,
  skew: 0.5,
  server: 'embedded',
  namespaceSet: ['default', 'orders'],
  serverFlowConfig: { maxAllowedQps: 500, exceedCount: 1.2 },
  rule: { resource: 'api', count: 70, clusterMode: true, clusterConfig: { flowId: 9, thresholdType: 0 } },
  faults: [
    { kind: 'serverDown', atMs: 4000 },
    { kind: 'networkDelay', atMs: 1000, oneWayMs: 15, node: 3 },
  ],
};

describe('the cluster item in share links and the JSON Schema', () => {
  it('round-trips through a link exactly', async () => {
    const s = scenario({ traffic: [{ type: 'constant', qps: 50 }], limiters: [item] });
    const text = await encodeScenario(s);
    const back = await decodeScenario(text);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.scenario).toEqual(s);
  });

  it('a scenario without it keeps `limiters` out of the link, and decodes without one', async () => {
    const s = scenario({ traffic: [{ type: 'constant', qps: 50 }] });
    expect(scenarioToV1Patch(s)).not.toHaveProperty('limiters');
    const back = await decodeScenario(await encodeScenario(s));
    expect(back.ok && back.scenario.limiters).toBeFalsy();
  });

  it('is capped: 51 nodes, 101 faults, a node index past 49 are refused by field', () => {
    const bad = (over: Record<string, unknown>) => parseScenario({ version: 1, limiters: [{ ...item, ...over }] });
    const paths = (r: ReturnType<typeof parseScenario>) => (r.ok ? [] : r.issues.map((i) => i.path.join('.')));
    expect(paths(bad({ nodes: 51 }))).toContain('limiters.0.nodes');
    const many = Array.from({ length: 101 }, (_, i) => ({ kind: 'serverUp', atMs: i }));
    expect(paths(bad({ faults: many }))).toContain('limiters.0.faults');
    expect(paths(bad({ faults: [{ kind: 'clientDisconnect', atMs: 0, node: 50 }] }))).toContain(
      'limiters.0.faults.0.node',
    );
  });

  it('the JSON Schema offers the item, its fault kinds and its node cap', () => {
    const text = JSON.stringify(scenarioJsonSchema());
    expect(text).toContain('"sentinelCluster"');
    expect(text).toContain('"clientDisconnect"');
    expect(text).toContain('"maximum":50');
  });
});
